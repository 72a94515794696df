import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";

export interface FeatureCardItem<Key extends string> {
  title: string;
  text: string;
  /** Content names the idea; the page picks the icon that draws it. */
  key: Key;
}

/**
 * A grid of titled cards: benefits, reasons, audiences. The page hands in only the icons it uses,
 * so no page carries another's.
 */
export function FeatureCards<Key extends string>({
  items,
  icons,
  columns = 2,
}: {
  items: readonly FeatureCardItem<Key>[];
  icons: Record<Key, LucideIcon>;
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul
      className={cn(
        "mt-10 grid gap-4 sm:gap-6",
        columns === 2 && "md:grid-cols-2",
        columns === 3 && "md:grid-cols-3",
        columns === 4 && "md:grid-cols-2 xl:grid-cols-4",
      )}
    >
      {items.map((item) => {
        const Icon: LucideIcon = icons[item.key];
        return (
          <li key={item.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-secondary text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted-foreground">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
