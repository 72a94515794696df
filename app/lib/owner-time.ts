import { eventSchedule, isTimeTba, parseEventDate, resolveSessionStart, zonedInstant } from "./event-time";

/**
 * Instants as the owner reads them: in the owner's time zone (OWNER_TIME_ZONE), labelled with that
 * zone's name for that date (PST in winter, PDT in summer; CST or CDT). Every console page, every
 * command-line table and every e-mail to the owner writes its times here.
 *
 * Server-side: it uses Intl, which a page must not run before its first paint (decisions 049 and
 * 050). The console is rendered on the server, so its times arrive finished. The public pages and
 * the e-mails to registrants keep each session's own zone (event-time.ts).
 */

type Instant = Date | string | null | undefined;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, style: "long" | "stamp"): Intl.DateTimeFormat {
  const key = `${style} ${zone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      "en-US",
      style === "long"
        ? {
            timeZone: zone,
            weekday: "short",
            month: "short",
            day: "numeric",
            year: "numeric",
            hour: "numeric",
            minute: "2-digit",
            timeZoneName: "short",
          }
        : {
            timeZone: zone,
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
            hour: "2-digit",
            minute: "2-digit",
            hourCycle: "h23",
            timeZoneName: "short",
          },
    );
    formatters.set(key, found);
  }
  return found;
}

const asDate = (instant: Date | string) => (typeof instant === "string" ? new Date(instant) : instant);

/** "Sat, Nov 28, 2026, 6:00 PM CST": an instant on a console page or in an e-mail to the owner; "—" for none. */
export function ownerTime(instant: Instant, zone: string): string {
  if (!instant) return "—";
  return formatter(zone, "long").format(asDate(instant));
}

/** "2026-11-28 18:00 CST": an instant in a command-line table or report, sortable by eye; "—" for none. */
export function ownerStamp(instant: Instant, zone: string): string {
  if (!instant) return "—";
  const parts = Object.fromEntries(
    formatter(zone, "stamp")
      .formatToParts(asDate(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

/**
 * When a session starts, for the owner: its instant in the owner's zone ("Sat, Nov 28, 2026,
 * 6:00 PM CST"); a session whose time is to be announced gives its day ("Thu, Dec 3, 2026, time
 * TBA"); a date the site cannot read is shown as typed, for the owner to fix.
 */
export function ownerSessionStart(
  row: { date: string; time: string; timeZone: string; startsAt: Date | null },
  zone: string,
  style: "long" | "stamp" = "long",
): string {
  const schedule = eventSchedule(row.date, row.time, row.timeZone);
  const startsAt = row.startsAt ?? (schedule.time ? schedule.startsAt : undefined);
  if (startsAt) return style === "long" ? ownerTime(startsAt, zone) : ownerStamp(startsAt, zone);
  if (!schedule.date) return `${row.date} ${row.time} (unreadable)`;
  const { year, month, day } = schedule.date;
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  const dayText =
    style === "long"
      ? new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(
          noon,
        )
      : noon.toISOString().slice(0, 10);
  if (isTimeTba(row.time)) return style === "long" ? `${dayText}, time TBA` : `${dayText} TBA`;
  return `${dayText} ${row.time} (unreadable time)`;
}

/**
 * A moment as a console field or the command line gives it (when to publish a post, when an offer
 * ends): an instant with its zone (2026-12-01T17:00Z, …+01:00) is that instant; a date and a time
 * without one are read in `zone` (the owner's clock, OWNER_TIME_ZONE, or an offer's own zone), as
 * every time the console shows is the owner's (decision 059), never the server's. The forms a live session's date and time take are read too ("December 1,
 * 2026 9 AM", "2026-12-01 9:00 AM EST"). Undefined when it is none of these.
 */
export function readOwnerTime(at: unknown, zone: string): Date | undefined {
  if (at instanceof Date) return Number.isNaN(at.getTime()) ? undefined : at;
  if (typeof at !== "string") return undefined;
  const text = at.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? undefined : instant;
  }
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (local) {
    const date = parseEventDate(local[1]!);
    const [hour, minute, second] = [Number(local[2]), Number(local[3]), Number(local[4] ?? 0)];
    if (!date || hour > 23 || minute > 59 || second > 59) return undefined;
    return new Date(zonedInstant(date, { hour, minute }, zone).getTime() + second * 1000);
  }
  const typed = /^(\d{4}-\d{1,2}-\d{1,2}|[A-Za-z]+\s+\d{1,2},\s*\d{4})(?:T|,?\s+)(.+)$/.exec(text);
  if (!typed) return undefined;
  const start = resolveSessionStart(typed[1]!, typed[2]!, zone);
  return "error" in start ? undefined : (start.startsAt ?? undefined);
}
