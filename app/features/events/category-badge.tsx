import { Badge, type BadgeProps } from "~/components/ui/badge";
import type { EventCategory } from "~/db/schema";

/** Badge variants: 'Build with me' default, 'Workshop' secondary, 'Community' outline. */
const variants: Record<EventCategory, BadgeProps["variant"]> = {
  "Build with me": "default",
  Workshop: "secondary",
  Community: "outline",
};

export function CategoryBadge({ category }: { category: EventCategory }) {
  return (
    <Badge variant={variants[category] ?? "outline"} data-category={category}>
      {category}
    </Badge>
  );
}
