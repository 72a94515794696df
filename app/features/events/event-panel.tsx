import { CalendarPlus, MapPin, MousePointerClick, Timer } from "lucide-react";
import type { MouseEvent, ReactNode, Ref } from "react";
import { Button } from "~/components/ui/button";
import { Unbroken } from "~/components/unbroken";
import { deferred } from "~/components/deferred";
import { Skeleton } from "~/components/ui/skeleton";
import { eventsCopy, sessionWords } from "~/content/events";
import { AttendeeCount } from "./attendee-count";
import { CategoryBadge } from "./category-badge";
import { DateTile } from "./date-tile";
import { calendarPath, REGISTRATION_ANCHOR, registerPath, type EventView } from "./event-view";
import { LocalTime } from "./local-time";
import { SeatsLeft } from "./seats-left";
import type { RegistrationFormProps } from "./registration-form";
import { isPlainClick } from "~/lib/plain-click";

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
  /** The soonest session, offered while none is chosen. */
  next: EventView | undefined;
  /** Chooses a session in place (the next one's Register button, with JavaScript). */
  onChooseNext: (id: string) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Changes to give the form a fresh start ('Register for another session'). */
  formKey: number;
  onReset: () => void;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 font-medium">{children}</dd>
    </div>
  );
}

const iconClass = "size-4 shrink-0 text-brand";

/** The session's date tile, title and when: the panel's head, and the next session's while none is chosen. */
function SessionHead({
  event,
  headingRef,
  as: Heading = "h2",
}: {
  event: EventView;
  headingRef?: Ref<HTMLHeadingElement>;
  as?: "h2" | "h3";
}) {
  return (
    <div className="flex gap-4">
      <DateTile tile={event.dateTile} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <CategoryBadge category={event.category} />
          <SeatsLeft event={event} />
        </div>
        <Heading ref={headingRef} tabIndex={-1} className="mt-2 text-xl leading-snug font-bold text-balance outline-none">
          <Unbroken text={event.title} />
        </Heading>
        <p className="mt-1 text-sm font-medium">
          <span>{event.dateLabel}</span>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap">{event.timeLabel}</span>
          <LocalTime event={event} className="block font-normal text-muted-foreground" />
        </p>
      </div>
    </div>
  );
}

/** 'Select a session first', with the soonest session one press from its form. */
function NothingChosen({ next, onChooseNext, headingRef }: Pick<EventPanelProps, "next" | "onChooseNext" | "headingRef">) {
  function choose(click: MouseEvent<HTMLAnchorElement>) {
    if (!next || !isPlainClick(click)) return;
    click.preventDefault();
    onChooseNext(next.id);
  }
  return (
    <div data-testid="panel-empty">
      <div className="flex gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <MousePointerClick className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold outline-none">
            {eventsCopy.selectFirst}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">{eventsCopy.selectHint}</p>
        </div>
      </div>
      {next ? (
        <section aria-labelledby="next-up" className="mt-5 border-t border-border pt-5" data-testid="next-up">
          <p id="next-up" className="text-xs font-semibold tracking-widest text-primary uppercase">
            {sessionWords.nextUp}
          </p>
          <div className="mt-3">
            <SessionHead event={next} as="h3" />
          </div>
          <Button asChild size="lg" variant={next.isFull ? "outline" : "default"} className="mt-5 w-full">
            <a href={registerPath(next.id)} onClick={choose} aria-describedby="next-up">
              {next.isFull ? sessionWords.waitlistSubmit : eventsCopy.submit}
            </a>
          </Button>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The sticky panel: 'Select a session first' (with the next session offered), or the chosen
 * session, compact: its date tile, title and time, then at once its registration form, then the
 * details (where, how long, what it covers) under the form.
 */
export function EventPanel({ event, next, onChooseNext, headingRef, formKey, onReset }: EventPanelProps) {
  if (!event) return <NothingChosen next={next} onChooseNext={onChooseNext} headingRef={headingRef} />;
  return (
    <div data-testid="panel-session">
      <SessionHead event={event} headingRef={headingRef} />
      <div id={REGISTRATION_ANCHOR} className="mt-5 scroll-mt-24 border-t border-border pt-5">
        <RegistrationForm key={`${event.id}-${formKey}`} event={event} onReset={onReset} fallback={<RegistrationFormSkeleton />} />
      </div>
      <div className="mt-6 border-t border-border pt-5">
        {event.subtitle ? (
          <p className="font-medium">
            <Unbroken text={event.subtitle} />
          </p>
        ) : null}
        {event.duration || event.where ? (
          <dl className="mt-4 grid gap-3 first:mt-0">
            {event.duration ? (
              <Fact icon={<Timer className={iconClass} aria-hidden="true" />} label="Duration">
                {event.duration}
              </Fact>
            ) : null}
            {event.where ? (
              <Fact icon={<MapPin className={iconClass} aria-hidden="true" />} label={sessionWords.whereLabel}>
                {event.where}
              </Fact>
            ) : null}
          </dl>
        ) : null}
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
      </div>
    </div>
  );
}
