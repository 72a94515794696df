import { AlertCircle, CalendarX2, Rss } from "lucide-react";
import { Suspense, use, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Empty } from "~/components/empty";
import { PageHeader } from "~/components/page-header";
import { ProfileAvatar } from "~/components/profile-avatar";
import { AVATAR_SRC } from "~/content/profile";
import { eventsCopy, sessionWords } from "~/content/events";
import { Panel } from "~/components/panel";
import { useSiteConfig } from "~/lib/site-config";
import { EventCard, type SelectFocus } from "./event-card";
import { EventPanel, preloadRegistration } from "./event-panel";
import { FEED_PATH, REGISTRATION_ANCHOR, REGISTRATION_EMAIL_ID, sessionPath, type EventsResult, type EventView } from "./event-view";
import { EventsSkeleton } from "./events-skeleton";
import { LocalTimeScript } from "./local-time";

/** How long a Register button waits for the form's code before giving up on moving the focus into it. */
const FORM_FOCUS_WAIT_MS = 15_000;

/** The panel sits beside the list from this width (Tailwind's lg); below it, under the list. */
const SIDE_BY_SIDE = "(min-width: 64rem)";

function LoadError() {
  return (
    <Empty tone="error" icon={AlertCircle} role="alert">
      <p className="text-lg font-semibold">{eventsCopy.loadError}</p>
    </Empty>
  );
}

/** The calendar feed's link: in the page's header, and in the empty state under its e-mail field. */
function FeedLink({ children }: { children: React.ReactNode }) {
  return (
    <a
      href={FEED_PATH}
      className="inline-flex items-center gap-1.5 rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Rss className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}

/**
 * No session to show: one card that keeps the visitor for the next one (the newsletter's field and
 * the calendar feed), with no panel beside it, since there is nothing to choose.
 */
function NothingScheduled({ subscribe }: { subscribe: React.ReactNode }) {
  return (
    <Empty icon={CalendarX2} className="mx-auto mt-10 max-w-2xl px-6 sm:px-10 lg:mt-12" data-testid="events-empty">
      <h2 className="text-lg font-semibold">{eventsCopy.empty}</h2>
      <p className="max-w-md text-muted-foreground">{eventsCopy.emptyHint}</p>
      <div className="mt-3 w-full max-w-md text-left">{subscribe}</div>
      <p className="mt-2 text-sm">
        <FeedLink>{sessionWords.emptyFeed}</FeedLink>
      </p>
    </Empty>
  );
}

/** The session offered while none is chosen: the soonest with a seat, else the soonest. */
function nextSession(events: EventView[]): EventView | undefined {
  const soonest = [...events].filter((event) => event.startsAt !== null).sort((a, b) => Date.parse(a.startsAt!) - Date.parse(b.startsAt!));
  return soonest.find((event) => !event.isFull) ?? soonest[0] ?? events[0];
}

/**
 * The Live Sessions page: upcoming sessions on the left, the chosen one's details
 * and registration in a sticky panel on the right (under the list on phones). The chosen session
 * lives in the URL (?session=<id>), so it works without JavaScript and survives a reload. With no
 * session to show, one card takes the list's and the panel's place, with `subscribe` (the route's
 * newsletter field) in it.
 */
export function EventsPage({ result, subscribe }: { result: EventsResult | Promise<EventsResult>; subscribe: React.ReactNode }) {
  const { ownerName } = useSiteConfig();
  return (
    <div className="container-page py-12 lg:py-16">
      <PageHeader eyebrow={eventsCopy.eyebrow} title={eventsCopy.title} intro={eventsCopy.intro}>
        <div className="mt-5 flex items-center gap-3">
          <ProfileAvatar src={AVATAR_SRC} name={ownerName} size={40} />
          <p className="text-sm">
            <span className="text-muted-foreground">{eventsCopy.hostedBy}</span> <span className="font-semibold">{ownerName}</span>
          </p>
        </div>
        <p className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <FeedLink>{eventsCopy.subscribe}</FeedLink>
          <span>{eventsCopy.subscribeHint}</span>
        </p>
      </PageHeader>
      {result instanceof Promise ? (
        // React's own use(), not the router's <Await>: Await would join the router code every
        // page downloads, for this page alone. The promise never rejects (see the route's clientLoader).
        <Suspense fallback={<Layout list={<EventsSkeleton />} events={[]} />}>
          <Pending result={result} subscribe={subscribe} />
        </Suspense>
      ) : (
        // Not in a Suspense boundary: React's server renderer may stream a large boundary's content
        // after its fallback, to be swapped in by a script, and a visitor without JavaScript
        // would be left looking at the skeleton.
        <Resolved result={result} subscribe={subscribe} />
      )}
    </div>
  );
}

function Pending({ result, subscribe }: { result: Promise<EventsResult>; subscribe: React.ReactNode }) {
  return <Resolved result={use(result)} subscribe={subscribe} />;
}

function Resolved({ result, subscribe }: { result: EventsResult; subscribe: React.ReactNode }) {
  if (!result.ok) return <Layout list={<LoadError />} events={[]} />;
  return result.events.length === 0 ? <NothingScheduled subscribe={subscribe} /> : <Layout list={null} events={result.events} />;
}

function Layout({ list, events }: { list: React.ReactNode; events: EventView[] }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = searchParams.get("session");
  const selected = events.find((event) => event.id === selectedId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [formKey, setFormKey] = useState(0);

  function select(id: string, focus: SelectFocus = "details") {
    // The loader skips a change of ?session= (shouldRevalidate), so this is instant.
    void Promise.resolve(navigate(sessionPath(id), { replace: true, preventScrollReset: true })).then(() => {
      const heading = headingRef.current;
      if (!heading) return;
      // On phones the panel is below the list: bring it into view. Beside the list it already is.
      const sideBySide = window.matchMedia(SIDE_BY_SIDE).matches;
      if (focus === "form") return focusRegistration(sideBySide);
      heading.focus({ preventScroll: sideBySide });
      if (!sideBySide) heading.closest("section")?.scrollIntoView({ behavior: "smooth", block: "start" });
    });
  }

  function reset() {
    setFormKey((key) => key + 1);
    // The button that had focus is gone: the fresh form's e-mail field takes it.
    requestAnimationFrame(() => document.getElementById(REGISTRATION_EMAIL_ID)?.focus());
    // A page answered without JavaScript holds the result as action data; a navigation clears it.
    if (selected) void navigate(sessionPath(selected.id), { replace: true, preventScrollReset: true });
  }

  return (
    <div className="mt-10 grid gap-8 lg:mt-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-10">
      <LocalTimeScript />
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-h3 font-bold">
          {eventsCopy.listHeading}
        </h2>
        <div className="mt-5">
          {list ?? (
            // Pointing at or focusing a session fetches the registration form's code before the choice.
            <ul className="grid gap-4" data-testid="event-list" onPointerOver={preloadRegistration} onFocus={preloadRegistration}>
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} selected={event.id === selected?.id} onSelect={select} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <Panel
        id="session-details"
        aria-label={eventsCopy.detailsHeading}
        className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
      >
        <EventPanel
          event={selected}
          next={selected ? undefined : nextSession(events)}
          onChooseNext={(id) => select(id, "form")}
          headingRef={headingRef}
          formKey={formKey}
          onReset={reset}
        />
      </Panel>
    </div>
  );
}

/**
 * A Register button chose the session: its form comes into view and its e-mail field takes the
 * focus, once the form's code has loaded (the skeleton stands in meanwhile; a form that takes longer
 * than FORM_FOCUS_WAIT_MS no longer takes the focus, which the visitor may have moved on with).
 */
function focusRegistration(sideBySide: boolean) {
  const form = document.getElementById(REGISTRATION_ANCHOR);
  if (!sideBySide) form?.scrollIntoView({ behavior: "smooth", block: "start" });
  const startedAt = performance.now();
  const tryFocus = () => {
    const field = document.getElementById(REGISTRATION_EMAIL_ID);
    if (field) return field.focus({ preventScroll: true });
    if (performance.now() - startedAt < FORM_FOCUS_WAIT_MS) requestAnimationFrame(tryFocus);
  };
  tryFocus();
}
