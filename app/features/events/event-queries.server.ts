import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { events, type EventRow } from "~/db/schema";
import { dateTileOf, eventSchedule, formatEventSchedule, zoneOffsetAt } from "~/lib/event-time";
import { NEARLY_FULL_SEATS, type EventView } from "./event-view";
import { publicWhere } from "./event-calendar";
import { filterUpcoming } from "./upcoming";

export const eventColumns = {
  id: events.id,
  title: events.title,
  subtitle: events.subtitle,
  date: events.date,
  time: events.time,
  category: events.category,
  description: events.description,
  duration: events.duration,
  maxAttendees: events.maxAttendees,
  currentAttendees: events.currentAttendees,
  isActive: events.isActive,
  startsAt: events.startsAt,
  timeZone: events.timeZone,
  // Read for registrants' messages; toEventView never passes them on to the page.
  joinUrl: events.joinUrl,
  location: events.location,
  sequence: events.sequence,
  remindersEnabled: events.remindersEnabled,
};

/** A session with the columns the page, the calendars and the e-mail need. */
export type EventRecord = Pick<EventRow, keyof typeof eventColumns>;

// Postgres refuses a malformed uuid with an error; a made-up id in a URL is a 404, not a 500.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isEventId = (id: string) => UUID_PATTERN.test(id);

/**
 * Active sessions in the order the owner added them, without those already past
 * in Los Angeles. 'Time TBA' sessions and dates nobody can read stay listed.
 */
export async function getUpcomingEvents(db: Database, now: Date): Promise<EventRecord[]> {
  return filterUpcoming(await getActiveEvents(db), now);
}

/** Every active session, past ones included, in the order the owner added them. */
export async function getActiveEvents(db: Database): Promise<EventRecord[]> {
  // Rows added in one statement share created_at; the id keeps their order stable between requests.
  return db.select(eventColumns).from(events).where(eq(events.isActive, true)).orderBy(asc(events.createdAt), asc(events.id));
}

/** One active session, past or not (a calendar entry for a session just held still makes sense). */
export async function getActiveEvent(db: Database, id: string): Promise<EventRecord | undefined> {
  if (!isEventId(id)) return undefined;
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, id), eq(events.isActive, true)))
    .limit(1);
  return row;
}

export function toEventView(event: EventRecord): EventView {
  const { date, time } = formatEventSchedule(event.date, event.time, event.timeZone);
  const seatsLeft = event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.currentAttendees);
  return {
    id: event.id,
    title: event.title,
    subtitle: event.subtitle,
    category: event.category,
    description: event.description,
    duration: event.duration,
    dateLabel: date,
    timeLabel: time,
    maxAttendees: event.maxAttendees,
    currentAttendees: event.currentAttendees,
    dateTile: dateTileOf(event.date) ?? null,
    isFull: seatsLeft === 0,
    seatsLeft: seatsLeft !== null && seatsLeft <= NEARLY_FULL_SEATS ? seatsLeft : null,
    hasCalendar: eventSchedule(event.date, event.time, event.timeZone).date !== undefined,
    startsAt: event.startsAt?.toISOString() ?? null,
    startsAtOffset: event.startsAt ? zoneOffsetAt(event.timeZone, event.startsAt) : null,
    timeZone: event.timeZone,
    where: publicWhere(event) ?? null,
  };
}
