import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * How a list's check marks look. Each is what a kind of page has always shown, kept whole here
 * because classes cannot override one another (lib/utils.ts: no tailwind-merge).
 */
const looks = {
  /** A small round badge in the brand's tint: a course's promises and what its price includes. */
  badge: {
    item: "flex gap-3",
    mark: (
      <span className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-subtle text-brand">
        <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </span>
    ),
    text: undefined,
  },
  /** A larger solid badge: what a guide teaches. */
  solid: {
    item: "flex gap-3",
    mark: (
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    ),
    text: "leading-relaxed",
  },
  /** A plain mark in the brand's colour beside small text: what a service or workshop brings. */
  brand: {
    item: "flex gap-2.5 text-sm leading-relaxed",
    mark: <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />,
    text: null,
  },
  /** A plain mark beside small muted text: a short promise under a form. */
  muted: {
    item: "flex gap-2 text-sm text-muted-foreground",
    mark: <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />,
    text: null,
  },
  /** The same at body size: who a page is for. */
  "muted-body": {
    item: "flex gap-2 text-muted-foreground",
    mark: <Check className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />,
    text: null,
  },
} as const;

export type CheckListLook = keyof typeof looks;

/**
 * A list of short promises, each behind a check mark. className places the list and spaces its
 * items (`mt-6 gap-4`, columns); the look draws the marks.
 */
export function CheckList({
  items,
  look = "badge",
  className,
  ...props
}: { items: readonly string[]; look?: CheckListLook } & Omit<ComponentProps<"ul">, "children">) {
  const { item: itemClass, mark, text } = looks[look];
  return (
    <ul className={cn("grid", className)} {...props}>
      {items.map((item) => (
        <li key={item} className={itemClass}>
          {mark}
          {text === null ? item : <span className={text}>{item}</span>}
        </li>
      ))}
    </ul>
  );
}
