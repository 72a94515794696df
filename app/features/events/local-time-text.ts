/**
 * "Your time: Tue, Dec 2, 7:00 PM GMT+1": a session's start in the zone of the browser that runs
 * this, or "" when its clock reads the same as the session's zone. The platform's Intl does the
 * conversion: no date library reaches the browser. Shared by LocalTime (React) and the inline
 * script that writes the same before a page's first paint (local-time-script.ts).
 */
export function localTimeText(startsAt: string, timeZone: string, label: string): string {
  const instant = new Date(startsAt);
  const wallClock = (zone: string | undefined) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).format(instant);
  if (wallClock(undefined) === wallClock(timeZone)) return "";
  const local = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
  return `${label}: ${local}`;
}
