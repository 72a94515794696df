import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** How every content page opens: a small eyebrow, the page's one h1, and an intro paragraph. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  align = "start",
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  align?: "start" | "center";
  className?: string;
}) {
  return (
    <header className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>}
      <h1 className="mt-3 text-h1 font-bold text-balance">{title}</h1>
      {intro && <p className="mt-4 text-lg text-muted-foreground text-pretty">{intro}</p>}
      {children}
    </header>
  );
}
