const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "GMT", "GMT+1", "GMT-3:30": an offset east of UTC in minutes, as en-US prints a zone it has no name for. */
export function offsetName(minutes: number): string {
  if (minutes === 0) return "GMT";
  const size = Math.abs(minutes);
  return `GMT${minutes > 0 ? "+" : "-"}${Math.floor(size / 60)}${size % 60 ? `:${twoDigits(size % 60)}` : ""}`;
}

/**
 * "Your time: Tue, Dec 2, 7:00 PM GMT+1": a session's start in the zone of the browser that runs
 * this, or "" when its clock reads the same as the session's zone at that instant (the server sends
 * that zone's offset). Written with the Date's own local reading and no Intl: a page's first Intl
 * formatter loads the browser's locale data, 20–50 ms of main thread on a phone, just as the page
 * paints. The zone is named by its offset ("GMT-5", "GMT+5:30"), the way en-US names most zones.
 * Shared by LocalTime (React) and the inline script that writes the same before a page's first
 * paint (local-time-script.ts).
 */
export function localTimeText(startsAt: string, sessionOffset: number, label: string): string {
  const instant = new Date(startsAt);
  if (Number.isNaN(instant.getTime())) return "";
  const offset = -instant.getTimezoneOffset();
  if (offset === sessionOffset) return "";
  // "Wed Dec 02 2026": JavaScript defines these names, in English, whatever the browser's language.
  const [weekday, month, day] = instant.toDateString().split(" ");
  const hours = instant.getHours();
  const clock = `${hours % 12 || 12}:${twoDigits(instant.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
  return `${label}: ${weekday}, ${month} ${Number(day)}, ${clock} ${offsetName(offset)}`;
}
