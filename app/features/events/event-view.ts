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
  /** The date's calendar-page tile ("Dec" over 3), when the date can be read. */
  dateTile: { month: string; day: number } | null;
  maxAttendees: number | null;
  currentAttendees: number;
  isFull: boolean;
  /** Seats still free when the session is nearly full (NEARLY_FULL_SEATS or fewer, none taken for full); null otherwise. */
  seatsLeft: number | null;
  /** Whether the session can go into a calendar (its date could be read). */
  hasCalendar: boolean;
  /** The start as an ISO instant (null for 'Time TBA'): the browser shows it in the visitor's own zone. */
  startsAt: string | null;
  /** The session zone's offset from UTC at that start, in minutes east (Los Angeles in winter: -480); null with startsAt. */
  startsAtOffset: number | null;
  timeZone: string;
  /** "Online, link sent after registering" and the like; never the link or the place themselves. */
  where: string | null;
}

/** What the page's loader answers: the sessions, or that they could not be read. */
export type EventsResult = { ok: true; events: EventView[] } | { ok: false };

/** A session with this many free seats or fewer says how many are left, on its card and in the panel. */
export const NEARLY_FULL_SEATS = 5;

/** The registration form's place in the panel: a card's Register link goes straight to it. */
export const REGISTRATION_ANCHOR = "registration";

/** The session's own URL on the page (it selects the session, with or without JavaScript). */
export function sessionPath(id: string): string {
  return `/events?session=${encodeURIComponent(id)}`;
}

/** The session chosen, at its registration form: where every Register link goes. */
export const registerPath = (id: string) => `${sessionPath(id)}#${REGISTRATION_ANCHOR}`;

export function calendarPath(id: string): string {
  return `/events/${encodeURIComponent(id)}/calendar.ics`;
}

export const FEED_PATH = "/events.ics";

/** A registration's own page, named by its manage token. */
export function managePath(token: string): string {
  return `/events/manage/${encodeURIComponent(token)}`;
}

/** What the manage page shows, as loader data: never more than the token's own registration. */
export type ManagePageData =
  | { state: "bad-link" }
  | { state: "cancelled" }
  | {
      state: "registered" | "waiting";
      token: string;
      event: EventView;
      email: string;
      /** Only for someone holding a seat. */
      joinUrl: string | null;
      location: string | null;
      position: number | null;
      past: boolean;
      sessionActive: boolean;
    };

/** The manage page's cancel button, answered by what happened. */
export interface CancelAnswer {
  outcome: "cancelled" | "already-cancelled" | "past" | "invalid";
  was?: "registered" | "waiting";
}

/** A registration form field's id on the page (one form per page). Here, not in the form: the events page moves focus into a fresh form without loading the form's code. */
export const registrationFieldId = (field: string) => `registration-${field}`;

/** The registration form's e-mail field, for moving focus into a fresh form. */
export const REGISTRATION_EMAIL_ID = registrationFieldId("email");
