/**
 * Event dates and times as the owner types them, read in the sessions' own time zone.
 *
 * Dates: "2026-12-03" (an ISO time part after it is ignored: the time has its own field) or
 * "December 3, 2026". Times: "10:00 AM", "5 PM", "09:30 AM", "14:30", "9:05"; a trailing time-zone
 * label ("PST", "PT", "(PDT)", "EST", "UTC", "GMT-8") is stripped. "Time TBA" has no time.
 */

export const EVENT_TIME_ZONE = "America/Los_Angeles";
/** Times are always labelled PST, whatever the season. */
export const EVENT_TIME_LABEL = "PST";
export const TIME_TBA = "Time TBA";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** "2026-12-03", "2026-12-03T10:00:00Z" or "December 3, 2026"; undefined when it is neither. */
export function parseEventDate(text: string): CalendarDate | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(trimmed);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const long = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/.exec(trimmed);
  if (long) {
    const month = MONTHS.indexOf(long[1]!.toLowerCase()) + 1;
    if (month === 0) return undefined;
    return validDate(Number(long[3]), month, Number(long[2]));
  }
  return undefined;
}

// The clock time, an optional AM/PM, then an optional US or UTC zone label (PST, PT, (PDT), EST, UTC, GMT-8) to ignore.
const TIME_PATTERN =
  /^(\d{1,2})(?::(\d{2}))?(?:\s*([ap])\.?m\.?(?![a-z]))?(?:\s*\(?(?:[pmce][sd]?t|ak[sd]?t|hst|utc|gmt|z)(?:[+-]\d{1,2}(?::?\d{2})?)?\)?)?$/i;

/** "10:00 AM", "5 PM", "09:30 AM", "14:30" (zone labels ignored); undefined for TBA or nonsense. */
export function parseEventTime(text: string): ClockTime | undefined {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, hours, minutes, meridiem] = match;
  const hour = Number(hours);
  const minute = minutes === undefined ? 0 : Number(minutes);
  if (minute > 59) return undefined;
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    return { hour: (hour % 12) + (meridiem.toLowerCase() === "p" ? 12 : 0), minute };
  }
  // Without AM/PM only the 24-hour H:mm / HH:mm forms count; a bare "5" says too little.
  if (minutes === undefined || hour > 23) return undefined;
  return { hour, minute };
}

const offsetFormatter = new Intl.DateTimeFormat("en-US", {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Minutes the zone is ahead of UTC at an instant (Los Angeles: -480 in winter, -420 in summer). */
function zoneOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(offsetFormatter.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a Los Angeles wall-clock time happens. In the spring-forward gap (2:30 AM that
 * doesn't exist) it gives the instant an hour later; in the fall-back overlap, the first one.
 */
export function zonedInstant(date: CalendarDate, time: ClockTime): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  const localWall = (instant: number) => instant + zoneOffsetMinutes(instant) * 60_000;
  // The offset at `wall` read as UTC is the one in force some hours before the real instant, so
  // these two candidates cover both sides of a DST change.
  const first = wall - zoneOffsetMinutes(wall) * 60_000;
  const second = wall - zoneOffsetMinutes(first) * 60_000;
  const exact = [first, second].filter((instant) => localWall(instant) === wall);
  // An hour that happens twice (fall back) takes its first; one that never happens (spring
  // forward) moves on to the same clock reading after the jump.
  return new Date(exact.length ? Math.min(...exact) : Math.max(first, second));
}

export interface EventSchedule {
  date?: CalendarDate;
  time?: ClockTime;
  /** When the session starts; without a time, the end of its day (it stays listed all day). */
  startsAt?: Date;
  timeTba: boolean;
}

export function eventSchedule(dateText: string, timeText: string): EventSchedule {
  const date = parseEventDate(dateText);
  const timeTba = /^\s*(time\s+)?tba\s*$/i.test(timeText);
  const time = timeTba ? undefined : parseEventTime(timeText);
  let startsAt: Date | undefined;
  if (date) startsAt = time ? zonedInstant(date, time) : new Date(zonedInstant(nextDay(date), { hour: 0, minute: 0 }).getTime() - 1);
  return { date, time, startsAt, timeTba };
}

function nextDay({ year, month, day }: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/**
 * A session is past when its date and time, read in Los Angeles, are before now. 'Time TBA' is
 * never past, and neither is a date nobody can read (it is shown as typed, for the owner to fix).
 */
export function isEventPast(dateText: string, timeText: string, now: Date): boolean {
  const schedule = eventSchedule(dateText, timeText);
  if (schedule.timeTba || !schedule.startsAt) return false;
  return schedule.startsAt.getTime() < now.getTime();
}

const dateFormatter = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Thursday, December 3, 2026" and "10:00 AM PST", or the raw texts when they can't be read. */
export function formatEventSchedule(dateText: string, timeText: string): { date: string; time: string } {
  const { date, time, timeTba } = eventSchedule(dateText, timeText);
  const dateLabel = date ? dateFormatter.format(new Date(Date.UTC(date.year, date.month - 1, date.day))) : dateText;
  let timeLabel = timeText;
  if (timeTba) timeLabel = TIME_TBA;
  else if (time && date) {
    const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
    timeLabel = `${hour12}:${String(time.minute).padStart(2, "0")} ${time.hour < 12 ? "AM" : "PM"} ${EVENT_TIME_LABEL}`;
  }
  return { date: dateLabel, time: timeLabel };
}
