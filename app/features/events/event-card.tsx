import { CalendarDays, Clock, Timer, type LucideIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Unbroken } from "~/components/unbroken";
import { eventsCopy, sessionWords } from "~/content/events";
import { isPlainClick } from "~/lib/plain-click";
import { cn } from "~/lib/utils";
import { AttendeeCount } from "./attendee-count";
import { CategoryBadge } from "./category-badge";
import { DateTile } from "./date-tile";
import { registerPath, sessionPath, type EventView } from "./event-view";
import { LocalTime } from "./local-time";
import { SeatsLeft } from "./seats-left";

/** Where a choice came from: the card (its details first) or its Register button (the form first). */
export type SelectFocus = "details" | "form";

interface EventCardProps {
  event: EventView;
  selected: boolean;
  /** With JavaScript the page selects in place; without, the links load the page with the session chosen. */
  onSelect: (id: string, focus: SelectFocus) => void;
}

/**
 * One upcoming session. Its title is a link to the page with the session selected, stretched over
 * the card so the whole card is the target; aria-current marks the selected one. Its Register
 * button (Join the waitlist, when full) goes straight to the session's form.
 */
export function EventCard({ event, selected, onSelect }: EventCardProps) {
  const titleId = `session-${event.id}-title`;
  const choose = (focus: SelectFocus) => (click: MouseEvent<HTMLAnchorElement>) => {
    // A visitor opening the link in a new tab keeps the link.
    if (!isPlainClick(click)) return;
    click.preventDefault();
    onSelect(event.id, focus);
  };
  return (
    <article
      aria-labelledby={titleId}
      data-testid="event-card"
      data-selected={selected || undefined}
      className={cn(
        "group relative flex gap-5 rounded-2xl border bg-card p-5 shadow-sm transition-[border-color,box-shadow,background-color] sm:p-6",
        "focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:border-primary/60 hover:shadow-md",
        selected ? "border-primary bg-secondary/40 ring-1 ring-primary" : "border-border",
      )}
    >
      {/* On a phone the date is read from the facts: the tile would take a third of the title's width. */}
      <DateTile tile={event.dateTile} className="hidden sm:grid" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={event.category} />
          {event.isFull ? <Badge variant="destructive">{eventsCopy.full}</Badge> : null}
        </div>
        <h3 id={titleId} className="mt-3 text-lg leading-snug font-semibold tracking-tight text-balance sm:text-xl">
          <a
            href={`${sessionPath(event.id)}#session-details`}
            aria-current={selected ? "true" : undefined}
            onClick={choose("details")}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            <Unbroken text={event.title} />
          </a>
        </h3>
        {event.subtitle ? (
          <p className="mt-1 text-muted-foreground">
            <Unbroken text={event.subtitle} />
          </p>
        ) : null}
        <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-foreground/85">
          <Fact term="Date" icon={CalendarDays}>
            {event.dateLabel}
          </Fact>
          <Fact term="Time" icon={Clock}>
            <span className="whitespace-nowrap">{event.timeLabel}</span>{" "}
            <LocalTime event={event} className="inline-block font-normal text-muted-foreground" />
          </Fact>
          {event.duration ? (
            <Fact term="Duration" icon={Timer}>
              {event.duration}
            </Fact>
          ) : null}
        </dl>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <AttendeeCount event={event} />
            <SeatsLeft event={event} />
          </div>
          {/* Above the title's stretched link, so it is a target of its own. */}
          <Button asChild size="sm" variant={event.isFull ? "outline" : "default"} className="relative z-10">
            <a href={registerPath(event.id)} aria-describedby={titleId} onClick={choose("form")} data-testid="card-register">
              {event.isFull ? sessionWords.waitlistSubmit : eventsCopy.submit}
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** One fact of a session: its name for screen readers, an icon and the value. */
function Fact({ term, icon: Icon, children }: { term: string; icon: LucideIcon; children: React.ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{term}</dt>
      <dd className="flex items-start gap-1.5">
        <Icon className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
        <span>{children}</span>
      </dd>
    </div>
  );
}
