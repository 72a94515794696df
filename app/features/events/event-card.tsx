import { CalendarDays, Clock, Timer, type LucideIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { Badge } from "~/components/ui/badge";
import { eventsCopy } from "~/content/events";
import { cn } from "~/lib/utils";
import { AttendeeCount } from "./attendee-count";
import { CategoryBadge } from "./category-badge";
import { sessionPath, type EventView } from "./event-view";
import { LocalTime } from "./local-time";

interface EventCardProps {
  event: EventView;
  selected: boolean;
  /** With JavaScript the page selects in place; without, the link loads the page with the session chosen. */
  onSelect: (id: string) => void;
}

/**
 * One upcoming session. Its title is a link to the page with the session selected, stretched over
 * the card so the whole card is the target; aria-current marks the selected one.
 */
export function EventCard({ event, selected, onSelect }: EventCardProps) {
  function select(click: MouseEvent<HTMLAnchorElement>) {
    // Let a visitor open the session in a new tab as they would any link.
    if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    click.preventDefault();
    onSelect(event.id);
  }
  return (
    <article
      aria-labelledby={`session-${event.id}-title`}
      data-testid="event-card"
      data-selected={selected || undefined}
      className={cn(
        "group relative rounded-2xl border bg-card p-5 shadow-sm transition-[border-color,box-shadow,background-color] sm:p-6",
        "focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:border-primary/60 hover:shadow-md",
        selected ? "border-primary bg-secondary/40 ring-1 ring-primary" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={event.category} />
        {event.isFull ? <Badge variant="destructive">{eventsCopy.full}</Badge> : null}
      </div>
      <h3 id={`session-${event.id}-title`} className="mt-3 text-lg leading-snug font-semibold tracking-tight sm:text-xl">
        <a
          href={`${sessionPath(event.id)}#session-details`}
          aria-current={selected ? "true" : undefined}
          onClick={select}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
        >
          {event.title}
        </a>
      </h3>
      {event.subtitle ? <p className="mt-1 text-muted-foreground">{event.subtitle}</p> : null}
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-foreground/85">
        <Fact term="Date" icon={CalendarDays}>
          {event.dateLabel}
        </Fact>
        <Fact term="Time" icon={Clock}>
          {event.timeLabel}
          <LocalTime event={event} className="font-normal text-muted-foreground" />
        </Fact>
        {event.duration ? (
          <Fact term="Duration" icon={Timer}>
            {event.duration}
          </Fact>
        ) : null}
      </dl>
      {event.maxAttendees !== null ? <AttendeeCount event={event} className="mt-3 text-sm text-muted-foreground" /> : null}
    </article>
  );
}

/** One fact of a session: its name for screen readers, an icon and the value. */
function Fact({ term, icon: Icon, children }: { term: string; icon: LucideIcon; children: React.ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{term}</dt>
      <dd className="flex items-center gap-1.5">
        <Icon className="size-4 shrink-0 text-brand" aria-hidden="true" />
        {children}
      </dd>
    </div>
  );
}
