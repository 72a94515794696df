import { useHydrated } from "~/components/form/use-hydrated";
import { sessionWords } from "~/content/events";

const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/**
 * The start in the visitor's own time zone, once the page runs in their browser (the server knows
 * only the session's zone), and only when their clock reads differently. The platform's Intl does
 * the conversion: no date library reaches the browser.
 */
export function LocalTime({ startsAt, timeZone, className }: { startsAt: string | null; timeZone: string; className?: string }) {
  const hydrated = useHydrated();
  if (!hydrated || !startsAt) return null;
  const instant = new Date(startsAt);
  const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (wallClock(visitorZone).format(instant) === wallClock(timeZone).format(instant)) return null;
  const local = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
  return (
    <span className={className} data-testid="local-time">
      {sessionWords.yourTime}: {local}
    </span>
  );
}
