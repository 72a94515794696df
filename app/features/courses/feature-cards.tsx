import type { LucideIcon } from "lucide-react";
import { IconCard } from "~/components/icon-card";
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
      {items.map((item) => (
        <IconCard key={item.title} icon={icons[item.key]} title={item.title} text={item.text} size="lg" />
      ))}
    </ul>
  );
}
