/**
 * iCalendar (RFC 5545) text for the live sessions: one session as an invitation or a download, or
 * all of them as a feed to subscribe to. Pure: the caller passes every value, including the stamp.
 *
 * Sessions happen in Los Angeles wall-clock time, so timed events carry
 * `DTSTART;TZID=America/Los_Angeles` with that zone's VTIMEZONE and a DURATION (not a DTEND: a
 * duration stays right when a session crosses a DST change, wall-clock arithmetic would not).
 * Sessions without a time ('Time TBA') are all-day events on their date.
 */
import { nextDay, type CalendarDate } from "~/lib/dates";
import type { ClockTime } from "~/lib/event-time";

export const ICS_TIME_ZONE = "America/Los_Angeles";

export interface IcsEvent {
  /** Stable across downloads and e-mails, so a calendar updates the entry instead of adding another. */
  uid: string;
  /** When this text was made (UTC). */
  stamp: Date;
  date: CalendarDate;
  /** Wall-clock time in Los Angeles; absent for an all-day event. */
  time?: ClockTime;
  durationMinutes?: number;
  summary: string;
  description?: string;
  url?: string;
  categories?: string[];
  organizer?: { name: string; email: string };
  /** Where: the place, or the join link when there is none (registrants), or a note (everyone else). */
  location?: string;
  /** Raised by every change sent to registrants, so calendars replace the entry they hold. */
  sequence?: number;
  /** CANCELLED in a cancellation (with METHOD:CANCEL). */
  status?: "CONFIRMED" | "CANCELLED";
  /**
   * A session in another zone than Los Angeles is written at its instant in UTC (no VTIMEZONE to
   * carry); Los Angeles sessions keep their wall-clock time and the zone's rules.
   */
  startsAt?: Date;
}

export interface IcsCalendar {
  /** PUBLISH for downloads, feeds and e-mailed copies (see registration-email.ts for why). */
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  /** The feed's name in calendar apps (X-WR-CALNAME). */
  name?: string;
  description?: string;
  /** How often subscribers should fetch the feed again, in hours. */
  refreshHours?: number;
  events: IcsEvent[];
}

const PRODUCT_ID = "-//Work Waves//Live Sessions//EN";

/**
 * Los Angeles under the US rules in force since 2007: daylight time from the second Sunday of
 * March at 2:00 to the first Sunday of November at 2:00. Every session here is after 2007, so
 * one pair of rules covers them all.
 */
const LOS_ANGELES_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICS_TIME_ZONE}`,
  `X-LIC-LOCATION:${ICS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "TZNAME:PDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "TZNAME:PST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

function icsDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (e.g. CN): quoted, since it may hold ':' ';' or ','; quotes themselves can't appear. */
function paramValue(value: string): string {
  return `"${value.replace(/"/g, "'").replace(/[\r\n]+/g, " ")}"`;
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each continuation starts with one space and
 * is itself at most 75 octets. Octets, not characters, and never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  let limit = 75;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
      // The leading space of a continuation line counts towards its 75.
      limit = 74;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function eventLines(event: IcsEvent): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${icsUtc(event.stamp)}`];
  if (event.startsAt) {
    lines.push(`DTSTART:${icsUtc(event.startsAt)}`);
    lines.push(`DURATION:PT${Math.max(1, Math.round(event.durationMinutes ?? 60))}M`);
  } else if (event.time) {
    lines.push(`DTSTART;TZID=${ICS_TIME_ZONE}:${icsDate(event.date)}T${pad(event.time.hour)}${pad(event.time.minute)}00`);
    lines.push(`DURATION:PT${Math.max(1, Math.round(event.durationMinutes ?? 60))}M`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${icsDate(event.date)}`, `DTEND;VALUE=DATE:${icsDate(nextDay(event.date))}`);
    // An all-day placeholder should not block the day in the subscriber's calendar.
    lines.push("TRANSP:TRANSPARENT");
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(",")}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL;VALUE=URI:${event.url}`);
  if (event.organizer) lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`);
  lines.push(`STATUS:${event.status ?? "CONFIRMED"}`, `SEQUENCE:${event.sequence ?? 0}`, "END:VEVENT");
  return lines;
}

/** The whole calendar, CRLF line endings, folded, ending with a CRLF. */
export function buildCalendar(calendar: IcsCalendar): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODUCT_ID}`, "CALSCALE:GREGORIAN"];
  if (calendar.method) lines.push(`METHOD:${calendar.method}`);
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`, `NAME:${escapeText(calendar.name)}`);
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  if (calendar.refreshHours) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshHours}H`, `X-PUBLISHED-TTL:PT${calendar.refreshHours}H`);
  }
  if (calendar.name) lines.push(`X-WR-TIMEZONE:${ICS_TIME_ZONE}`);
  if (calendar.events.some((event) => event.time && !event.startsAt)) lines.push(...LOS_ANGELES_VTIMEZONE);
  for (const event of calendar.events) lines.push(...eventLines(event));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
