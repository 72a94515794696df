import type { EventCategory } from "~/db/schema";

/**
 * A session as the page shows it: the loader reads and formats it on the server (dates in Los
 * Angeles, 'PST' labels), so the browser gets finished text and no date code.
 */
export interface EventView {
  id: string;
  title: string;
  subtitle: string | null;
  category: EventCategory;
  description: string;
  duration: string | null;
  /** "Thursday, December 3, 2026", or the date as typed when it can't be read. */
  dateLabel: string;
  /** "10:00 AM PST", "Time TBA", or the time as typed. */
  timeLabel: string;
  maxAttendees: number | null;
  currentAttendees: number;
  isFull: boolean;
  /** Whether the session can go into a calendar (its date could be read). */
  hasCalendar: boolean;
}

/** What the page's loader answers: the sessions, or that they could not be read. */
export type EventsResult = { ok: true; events: EventView[] } | { ok: false };

/** The session's own URL on the page (it selects the session, with or without JavaScript). */
export function sessionPath(id: string): string {
  return `/events?session=${encodeURIComponent(id)}`;
}

export function calendarPath(id: string): string {
  return `/events/${encodeURIComponent(id)}/calendar.ics`;
}

export const FEED_PATH = "/events.ics";
