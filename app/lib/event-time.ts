import { DateTime, IANAZone } from "luxon";
import { nextDay, type CalendarDate } from "./dates";

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

// The clock time, an optional AM/PM, then an optional US or UTC zone label (PST, PT, (PDT), EST, UTC, GMT-8).
const TIME_PATTERN =
  /^(\d{1,2})(?::(\d{2}))?(?:\s*([ap])\.?m\.?(?![a-z]))?(?:\s*\(?((?:[pmce][sd]?t|ak[sd]?t|hst|utc|gmt|z)(?:[+-]\d{1,2}(?::?\d{2})?)?)\)?)?$/i;

/** "10:00 AM", "5 PM", "09:30 AM", "14:30" (zone labels ignored); undefined for TBA or nonsense. */
export function parseEventTime(text: string): ClockTime | undefined {
  return readClock(text)?.time;
}

function readClock(text: string): { time: ClockTime; zoneLabel?: string } | undefined {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, hours, minutes, meridiem, label] = match;
  const hour = Number(hours);
  const minute = minutes === undefined ? 0 : Number(minutes);
  if (minute > 59) return undefined;
  const zoneLabel = label?.toUpperCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    return { time: { hour: (hour % 12) + (meridiem.toLowerCase() === "p" ? 12 : 0), minute }, zoneLabel };
  }
  // Without AM/PM only the 24-hour H:mm / HH:mm forms count; a bare "5" says too little.
  if (minutes === undefined || hour > 23) return undefined;
  return { time: { hour, minute }, zoneLabel };
}

/**
 * What a zone label typed after a time means, as a Luxon zone: the US zones' standard and daylight
 * names are fixed offsets (EST is UTC-5 in July too); their generic names (ET, CT, MT, AKT) follow
 * the region's clock; UTC, GMT and Z with an optional offset.
 */
function labelZone(label: string): string | undefined {
  const fixed: Record<string, number> = {
    EST: -5,
    EDT: -4,
    CST: -6,
    CDT: -5,
    MST: -7,
    MDT: -6,
    PST: -8,
    PDT: -7,
    AKST: -9,
    AKDT: -8,
    HST: -10,
  };
  const regional: Record<string, string> = {
    ET: "America/New_York",
    CT: "America/Chicago",
    MT: "America/Denver",
    PT: "America/Los_Angeles",
    AKT: "America/Anchorage",
  };
  if (label in fixed) return `UTC${fixed[label]}`;
  if (label in regional) return regional[label];
  const utc = /^(?:UTC|GMT|Z)(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/.exec(label);
  if (!utc) return undefined;
  if (!utc[1]) return "UTC";
  return `UTC${utc[1]}${Number(utc[2])}${utc[3] ? `:${utc[3]}` : ""}`;
}

/** Labels that name the Pacific clock, which is what the site has always shown as PST. */
const PACIFIC_LABELS = new Set(["PST", "PDT", "PT"]);

/** A session's start, ready to store: the texts to keep, the instant and the zone. */
export interface SessionStart {
  date: string;
  time: string;
  zone: string;
  /** Null for 'Time TBA' (there is no instant yet). */
  startsAt: Date | null;
  /** Set when the time carried another zone's label and was converted into the session's zone. */
  converted?: { from: string; to: string };
}

/**
 * Reads the date and time as the owner types them into a session's start in `zone`. A time labelled
 * with the Pacific clock (PST, PDT, PT) in a Los Angeles session is that wall-clock time, as the
 * site has always read it; a time labelled with any other zone is converted into the session's
 * zone (date and time texts rewritten to what the page will show), so "10 AM EST" is never shown
 * as 10:00 AM PST. Texts that need no conversion are kept as typed. Answers a message instead when something can't be read.
 */
export function resolveSessionStart(dateText: string, timeText: string, zone: string = EVENT_TIME_ZONE): SessionStart | { error: string } {
  if (!isTimeZone(zone)) return { error: `"${zone}" is not a time zone this server knows (use an IANA name such as America/Los_Angeles)` };
  const date = parseEventDate(dateText);
  if (!date) return { error: `"${dateText}" is not a date the site can read` };
  if (isTimeTba(timeText)) return { date: dateText.trim(), time: timeText.trim(), zone, startsAt: null };
  const clock = readClock(timeText);
  if (!clock) {
    const label = /^\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?\s*\(?([a-z]{1,5}(?:[+-]\d{1,2}(?::?\d{2})?)?)\)?$/i.exec(timeText.trim())?.[1];
    if (label && !/^[ap]m$/i.test(label)) {
      return {
        error: `"${label}" in "${timeText}" is not a time zone the site can convert; give the time in the session's own zone, a US zone (EST, CT, ...) or UTC±n`,
      };
    }
    return { error: `"${timeText}" is not a time the site can read` };
  }
  const { time, zoneLabel } = clock;
  const sameClock = !zoneLabel || (PACIFIC_LABELS.has(zoneLabel) && zone === EVENT_TIME_ZONE);
  if (sameClock) {
    return { date: dateText.trim(), time: timeText.trim(), zone, startsAt: zonedInstant(date, time, zone) };
  }
  const from = labelZone(zoneLabel);
  if (!from)
    return { error: `"${zoneLabel}" in "${timeText}" is not a time zone the site can convert; give the time in the session's own zone` };
  const local = wallClock(date, time, from).setZone(zone);
  const converted = { date: local.toISODate()!, time: clockText({ hour: local.hour, minute: local.minute }) };
  return {
    ...converted,
    zone,
    startsAt: local.toJSDate(),
    converted: { from: `${dateText.trim()} ${timeText.trim()}`, to: `${converted.date} ${converted.time} ${zoneLabelAt(zone, local)}` },
  };
}

/** "10:00 AM", the way the page writes a clock time. */
function clockText({ hour, minute }: ClockTime): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** Times in Los Angeles are always labelled PST; another zone's by its own short name at that time ("EST", "CET"). */
function zoneLabel(zone: string, date: CalendarDate, time: ClockTime): string {
  return zoneLabelAt(zone, wallClock(date, time, zone));
}

function zoneLabelAt(zone: string, at: DateTime): string {
  if (zone === EVENT_TIME_ZONE) return EVENT_TIME_LABEL;
  return at.toFormat("ZZZZ", { locale: "en-US" });
}

/**
 * The instant a wall-clock time happens in a zone (Los Angeles unless told), by Luxon's zone
 * arithmetic over the platform's time-zone database. In the spring-forward gap (2:30 AM that
 * doesn't exist) it is the same clock reading after the jump; in the fall-back overlap, the first.
 */
export function zonedInstant(date: CalendarDate, time: ClockTime, zone: string = EVENT_TIME_ZONE): Date {
  return wallClock(date, time, zone).toJSDate();
}

function wallClock(date: CalendarDate, time: ClockTime, zone: string): DateTime {
  const at = DateTime.fromObject({ ...date, hour: time.hour, minute: time.minute }, { zone });
  // Luxon takes the later of two readings in the fall-back hour; calendars (RFC 5545) take the
  // first, and so does the site, so the page and the invitation name one instant.
  const hourEarlier = at.minus({ hours: 1 });
  return hourEarlier.hour === at.hour && hourEarlier.minute === at.minute && hourEarlier.day === at.day ? hourEarlier : at;
}

/** A zone's offset from UTC at an instant, in minutes east ("America/New_York" in winter: -300). */
export function zoneOffsetAt(zone: string, at: Date): number {
  return DateTime.fromJSDate(at, { zone }).offset;
}

/** Whether a name is an IANA time zone this machine knows ("America/New_York"). */
export function isTimeZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

export interface EventSchedule {
  date?: CalendarDate;
  time?: ClockTime;
  /** When the session starts; without a time, the end of its day (it stays listed all day). */
  startsAt?: Date;
  timeTba: boolean;
}

export function eventSchedule(dateText: string, timeText: string, zone: string = EVENT_TIME_ZONE): EventSchedule {
  const date = parseEventDate(dateText);
  const timeTba = isTimeTba(timeText);
  const time = timeTba ? undefined : parseEventTime(timeText);
  let startsAt: Date | undefined;
  if (date) {
    startsAt = time ? zonedInstant(date, time, zone) : new Date(zonedInstant(nextDay(date), { hour: 0, minute: 0 }, zone).getTime() - 1);
  }
  return { date, time, startsAt, timeTba };
}

/** "Time TBA" or "TBA": a session whose time is not set yet. */
export function isTimeTba(timeText: string): boolean {
  return /^\s*(time\s+)?tba\s*$/i.test(timeText);
}

/**
 * A session is past when its date and time, read in Los Angeles, are before now. 'Time TBA' is
 * never past, and neither is a date nobody can read (it is shown as typed, for the owner to fix).
 */
export function isEventPast(dateText: string, timeText: string, now: Date, zone: string = EVENT_TIME_ZONE): boolean {
  const schedule = eventSchedule(dateText, timeText, zone);
  if (schedule.timeTba || !schedule.startsAt) return false;
  return schedule.startsAt.getTime() < now.getTime();
}

/**
 * A session's place in date order, in milliseconds: its stored start, else its start read from the
 * texts in its zone (a TBA time: the end of its day); a date nobody can read comes last.
 */
export function sessionStartOrder(row: { date: string; time: string; timeZone: string; startsAt: Date | null }): number {
  return row.startsAt?.getTime() ?? eventSchedule(row.date, row.time, row.timeZone).startsAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
}

const dateFormatter = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const monthFormatter = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });

/** A calendar page's two lines, "Dec" over "3", for a date that can be read; undefined otherwise. */
export function dateTileOf(dateText: string): { month: string; day: number } | undefined {
  const date = parseEventDate(dateText);
  if (!date) return undefined;
  return { month: monthFormatter.format(new Date(Date.UTC(date.year, date.month - 1, date.day))), day: date.day };
}

/** "Thursday, December 3, 2026" and "10:00 AM PST", or the raw texts when they can't be read. */
export function formatEventSchedule(dateText: string, timeText: string, zone: string = EVENT_TIME_ZONE): { date: string; time: string } {
  const { date, time, timeTba } = eventSchedule(dateText, timeText, zone);
  const dateLabel = date ? dateFormatter.format(new Date(Date.UTC(date.year, date.month - 1, date.day))) : dateText;
  let timeLabel = timeText;
  if (timeTba) timeLabel = TIME_TBA;
  else if (time && date) {
    timeLabel = `${clockText(time)} ${zoneLabel(zone, date, time)}`;
  }
  return { date: dateLabel, time: timeLabel };
}
