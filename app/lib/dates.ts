/**
 * Days and instants as the site counts them, in UTC, so the same instant reads the same
 * on every server and in every browser.
 *
 * Every function here is browser-safe and uses no Intl: plain Date arithmetic and the ISO string.
 * That is the rule for anything a page writes before its first paint (decisions 049 and 050): a
 * page's first Intl formatter loads the browser's locale data, 20–50 ms of main thread on a phone,
 * just as the page paints. Names of months and weekdays in a visitor's zone belong to the
 * formatters that run after it (event-time.ts, post-date.ts).
 */

export const DAY_MS = 86_400_000;

/** A date on the calendar, without a zone: a session's day as the owner typed it. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** "2026-11-25": the UTC day of an instant (the analytics' days, the AI engine's daily cap). */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The UTC day `days` after `day` (before it when negative): addDays("2026-12-01", -1) is "2026-11-30". */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(day) + days * DAY_MS));
}

/** The calendar day after `date` (a whole-day session ends at its start). */
export function nextDay({ year, month, day }: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}
