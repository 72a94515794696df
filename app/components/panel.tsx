import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** A section of a page set apart as a card: rounded, bordered, padded more from small screens up. */
export function Panel({ className, ...props }: ComponentProps<"section">) {
  return (
    <section data-slot="panel" className={cn("rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8", className)} {...props} />
  );
}
