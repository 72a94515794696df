import { Clock } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { CardLink } from "./card-link";
import type { CourseCardData } from "~/content/course-cards";

/** Read before the struck-through regular price, which is only drawn. */
const REGULAR_PRICE = "Regular price";

/**
 * A course as other pages list it: its own cover, title, length, summary, the price in force (while
 * an offer stands, its name and the regular price struck through) and one button to its sales page.
 * `eager`: the cover is in the first screen (the course list's first card), so it loads first.
 */
export function CourseCard({
  card,
  eager = false,
  headingLevel: Heading = "h3",
  wide = false,
}: {
  card: CourseCardData;
  eager?: boolean;
  headingLevel?: "h2" | "h3";
  /** On its side from a tablet's width up, whatever the column (the home page's featured course). */
  wide?: boolean;
}) {
  const { price } = card;
  return (
    // Between phone and three columns, a card lies on its side (cover beside its words): one column, no lone last card.
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md",
        wide ? "sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : "sm:max-lg:grid sm:max-lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
      )}
    >
      <img
        src={card.cover.src}
        width={card.cover.width}
        height={card.cover.height}
        alt={card.cover.alt}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={cn(
          "h-auto w-full border-b border-border object-cover",
          // Wide, on a phone the cover is a band above the words rather than a screen of its own.
          wide
            ? "aspect-video sm:aspect-[4/3] sm:h-full sm:border-r sm:border-b-0"
            : "aspect-[4/3] sm:max-lg:h-full sm:max-lg:border-r sm:max-lg:border-b-0",
        )}
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Heading className="text-lg leading-snug font-bold text-balance">{card.title}</Heading>
        <p className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {card.length}
        </p>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">{card.summary}</p>
        <div className="mt-5 border-t border-border pt-4">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {price.offer && <Badge variant="secondary">{price.offer.label}</Badge>}
            <span data-price className="text-2xl font-extrabold tracking-tight">
              {price.amount}
            </span>
            {price.offer && (
              <>
                <span className="sr-only">
                  {REGULAR_PRICE} {price.offer.regular}
                </span>
                <span aria-hidden="true" className="text-base font-semibold text-muted-foreground line-through">
                  {price.offer.regular}
                </span>
              </>
            )}
          </p>
          <CardLink to={card.link.to} label={card.link.label} title={card.title} className="mt-4 w-full" />
        </div>
      </div>
    </article>
  );
}
