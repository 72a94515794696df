import { ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

/**
 * A text link on to the page that has more, its words followed by an arrow. className places it
 * and sets its gap and text size (`mt-6 gap-1.5`, `gap-1 text-sm`).
 */
export function ArrowLink({ className, children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link className={cn("inline-flex items-center font-semibold text-primary underline-offset-4 hover:underline", className)} {...props}>
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
