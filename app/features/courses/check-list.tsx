import { Check } from "lucide-react";
import { cn } from "~/lib/utils";

/** A list of short promises, each behind a check mark. */
export function CheckList({ items, columns = 1, className }: { items: readonly string[]; columns?: 1 | 2; className?: string }) {
  return (
    <ul className={cn("grid gap-3", columns === 2 && "md:grid-cols-2 md:gap-x-8", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-subtle text-brand">
            <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
