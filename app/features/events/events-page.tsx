import { AlertCircle, CalendarX2, Rss } from "lucide-react";
import { Suspense, use, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Empty } from "~/components/empty";
import { PageHeader } from "~/components/page-header";
import { ProfileAvatar } from "~/components/profile-avatar";
import { AVATAR_SRC } from "~/content/profile";
import { eventsCopy } from "~/content/events";
import { Panel } from "~/components/panel";
import { useSiteConfig } from "~/lib/site-config";
import { EventCard } from "./event-card";
import { EventPanel, preloadRegistration } from "./event-panel";
import { FEED_PATH, REGISTRATION_EMAIL_ID, sessionPath, type EventsResult, type EventView } from "./event-view";
import { EventsSkeleton } from "./events-skeleton";
import { LocalTimeScript } from "./local-time";

/** The panel sits beside the list from this width (Tailwind's lg); below it, under the list. */
const SIDE_BY_SIDE = "(min-width: 64rem)";

function LoadError() {
  return (
    <Empty tone="error" icon={AlertCircle} role="alert">
      <p className="text-lg font-semibold">{eventsCopy.loadError}</p>
    </Empty>
  );
}

/**
 * The Live Sessions page: upcoming sessions on the left, the chosen one's details
 * and registration in a sticky panel on the right (under the list on phones). The chosen session
 * lives in the URL (?session=<id>), so it works without JavaScript and survives a reload.
 */
export function EventsPage({ result }: { result: EventsResult | Promise<EventsResult> }) {
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
          <a
            href={FEED_PATH}
            className="inline-flex items-center gap-1.5 rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Rss className="size-4" aria-hidden="true" />
            {eventsCopy.subscribe}
          </a>
          <span>{eventsCopy.subscribeHint}</span>
        </p>
      </PageHeader>
      {result instanceof Promise ? (
        // React's own use(), not the router's <Await>: Await would join the router code every
        // page downloads, for this page alone. The promise never rejects (see the route's clientLoader).
        <Suspense fallback={<Layout list={<EventsSkeleton />} events={[]} />}>
          <Pending result={result} />
        </Suspense>
      ) : (
        // Not in a Suspense boundary: React's server renderer may stream a large boundary's content
        // after its fallback, to be swapped in by a script, and a visitor without JavaScript
        // would be left looking at the skeleton.
        <Resolved result={result} />
      )}
    </div>
  );
}

function Pending({ result }: { result: Promise<EventsResult> }) {
  return <Resolved result={use(result)} />;
}

function Resolved({ result }: { result: EventsResult }) {
  return result.ok ? <Loaded events={result.events} /> : <Layout list={<LoadError />} events={[]} />;
}

function Loaded({ events }: { events: EventView[] }) {
  const list =
    events.length === 0 ? (
      <Empty icon={CalendarX2}>
        <p className="text-lg font-semibold">{eventsCopy.empty}</p>
        <p className="max-w-md text-muted-foreground">{eventsCopy.emptyHint}</p>
      </Empty>
    ) : null;
  return <Layout list={list} events={events} />;
}

function Layout({ list, events }: { list: React.ReactNode; events: EventView[] }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = searchParams.get("session");
  const selected = events.find((event) => event.id === selectedId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [formKey, setFormKey] = useState(0);

  function select(id: string) {
    // The loader skips a change of ?session= (shouldRevalidate), so this is instant.
    void Promise.resolve(navigate(sessionPath(id), { replace: true, preventScrollReset: true })).then(() => {
      const heading = headingRef.current;
      if (!heading) return;
      // On phones the panel is below the list: bring it into view. Beside the list it already is.
      const sideBySide = window.matchMedia(SIDE_BY_SIDE).matches;
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
        <EventPanel event={selected} headingRef={headingRef} formKey={formKey} onReset={reset} />
      </Panel>
    </div>
  );
}
