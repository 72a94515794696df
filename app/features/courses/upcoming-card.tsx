import { Badge } from "~/components/ui/badge";
import { CardLink } from "./card-link";
import type { UpcomingCardData } from "~/content/course-cards";

/** Something in the making: no price and no checkout, and its early-access list as its one button. */
export function UpcomingCard({ card }: { card: UpcomingCardData }) {
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-dashed border-primary/40 bg-secondary/40 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="max-w-2xl">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg leading-snug font-bold">{card.title}</h3>
          <Badge variant="outline">{card.badge}</Badge>
        </div>
        <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{card.text}</p>
      </div>
      <CardLink to={card.link.to} label={card.link.label} title={card.title} variant="outline" />
    </article>
  );
}
