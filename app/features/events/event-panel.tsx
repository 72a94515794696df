import { CalendarDays, CalendarPlus, Clock, MapPin, MousePointerClick, Timer } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { deferred } from "~/components/deferred";
import { Skeleton } from "~/components/ui/skeleton";
import { eventsCopy, sessionWords } from "~/content/events";
import { AttendeeCount } from "./attendee-count";
import { CategoryBadge } from "./category-badge";
import { calendarPath, type EventView } from "./event-view";
import { LocalTime } from "./local-time";
import type { RegistrationFormProps } from "./registration-form";

/**
 * The registration form shows only once a session is chosen, so its code (the form kit, the
 * field's label, the privacy note) is not in the page's first download: the list asks for it when a
 * visitor points at or focuses a session (preloadRegistration), and a page that arrives with a
 * session chosen keeps the server's form, which posts without JavaScript, until it has loaded.
 */
const RegistrationForm = deferred<RegistrationFormProps>(() => import("./registration-form").then((module) => module.RegistrationForm));
export const preloadRegistration = () => void RegistrationForm.preload().catch(() => {});

/**
 * Stands in for the form, at about its height, for the moment its code takes to load after a
 * client-side choice. Decorative: the chosen session's heading has the focus, and "Loading
 * sessions…" would name the wrong thing.
 */
function RegistrationFormSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-5">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-32" />
    </div>
  );
}

interface EventPanelProps {
  event: EventView | undefined;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Changes to give the form a fresh start ('Register for another session'). */
  formKey: number;
  onReset: () => void;
}

function Fact({ icon, label, children, wide }: { icon: ReactNode; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 font-medium">{children}</dd>
    </div>
  );
}

const iconClass = "size-4 shrink-0 text-brand";

/** The sticky panel: 'Select a session first', or the chosen session's details and registration. */
export function EventPanel({ event, headingRef, formKey, onReset }: EventPanelProps) {
  if (!event) {
    return (
      <div className="grid justify-items-center gap-3 px-2 py-10 text-center" data-testid="panel-empty">
        <span className="grid size-12 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <MousePointerClick className="size-6" aria-hidden="true" />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="text-h3 font-bold outline-none">
          {eventsCopy.selectFirst}
        </h2>
        <p className="max-w-xs text-muted-foreground">{eventsCopy.selectHint}</p>
      </div>
    );
  }
  return (
    <div data-testid="panel-session">
      <p className="text-xs font-semibold tracking-widest text-primary uppercase">{eventsCopy.detailsHeading}</p>
      <div className="mt-3">
        <CategoryBadge category={event.category} />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-h3 font-bold outline-none">
        {event.title}
      </h2>
      {event.subtitle ? <p className="mt-1 text-muted-foreground">{event.subtitle}</p> : null}
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <Fact wide icon={<CalendarDays className={iconClass} aria-hidden="true" />} label="Date">
          {event.dateLabel}
        </Fact>
        <Fact icon={<Clock className={iconClass} aria-hidden="true" />} label="Time">
          {event.timeLabel}
          <LocalTime event={event} className="block text-sm font-normal text-muted-foreground" />
        </Fact>
        {event.duration ? (
          <Fact icon={<Timer className={iconClass} aria-hidden="true" />} label="Duration">
            {event.duration}
          </Fact>
        ) : null}
        {event.where ? (
          <Fact wide icon={<MapPin className={iconClass} aria-hidden="true" />} label={sessionWords.whereLabel}>
            {event.where}
          </Fact>
        ) : null}
      </dl>
      <AttendeeCount event={event} className="mt-4 text-sm font-medium text-muted-foreground" />
      <p className="mt-4 text-[0.95rem] leading-relaxed whitespace-pre-line text-foreground/90">{event.description}</p>
      {event.hasCalendar ? (
        <a
          href={calendarPath(event.id)}
          download
          className="mt-4 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          {eventsCopy.addToCalendar}
        </a>
      ) : null}

      <div className="mt-6 border-t border-border pt-6">
        <RegistrationForm key={`${event.id}-${formKey}`} event={event} onReset={onReset} fallback={<RegistrationFormSkeleton />} />
      </div>
    </div>
  );
}
