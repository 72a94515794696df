import type { LucideIcon } from "lucide-react";

/**
 * The two sizes an icon card comes in, each kept whole because classes cannot override one another
 * (lib/utils.ts: no tailwind-merge).
 */
const sizes = {
  /** Roomier, the icon in the primary colour: a course page's benefits, audiences and reasons. */
  lg: {
    card: "rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8",
    tile: "inline-flex size-11 items-center justify-center rounded-xl bg-secondary text-primary",
    title: "mt-5 text-lg font-semibold",
    text: "mt-2 text-muted-foreground",
  },
  /** Compact, smaller text: what a subscription brings. */
  md: {
    card: "rounded-2xl border border-border bg-card p-6 shadow-sm",
    tile: "flex size-10 items-center justify-center rounded-xl bg-secondary text-secondary-foreground",
    title: "mt-4 text-lg font-semibold",
    text: "mt-1 text-sm leading-relaxed text-muted-foreground",
  },
} as const;

/** A card in a list of them (it is the `li`): an icon in a tile, a title and a line of text. */
export function IconCard({
  icon: Icon,
  title,
  text,
  size = "md",
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  size?: keyof typeof sizes;
}) {
  const look = sizes[size];
  return (
    <li className={look.card}>
      <span className={look.tile}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className={look.title}>{title}</h3>
      <p className={look.text}>{text}</p>
    </li>
  );
}
