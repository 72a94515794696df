import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Panel } from "./panel";
import { Button } from "./ui/button";

/**
 * A page's call to act: a heading, a sentence and, when there is one, the button that acts (the
 * link element it renders, `action`); anything else follows it. A `card` stands apart like every
 * Panel; a `tinted` one sits quietly at the end of what the visitor read.
 */
export function CtaPanel({
  id,
  heading,
  text,
  action,
  tone = "card",
  className,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  action?: ReactNode;
  tone?: "card" | "tinted";
  className?: string;
  children?: ReactNode;
}) {
  const inside = (
    <>
      <h2 id={id} className="text-h3 font-bold">
        {heading}
      </h2>
      <p className="mt-3 text-muted-foreground">{text}</p>
      {action ? (
        <Button asChild size="lg" className="mt-6">
          {action}
        </Button>
      ) : null}
      {children}
    </>
  );
  return tone === "card" ? (
    <Panel aria-labelledby={id} className={className}>
      {inside}
    </Panel>
  ) : (
    <section aria-labelledby={id} className={cn("rounded-2xl border border-border bg-secondary/60 p-6 sm:p-8", className)}>
      {inside}
    </section>
  );
}
