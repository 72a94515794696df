import type { DatabaseHandle } from "~/db/client.server";
import { events, type NewEventRow } from "~/db/schema";
import { resolveSessionStart } from "~/lib/event-time";

const DAY = 24 * 60 * 60 * 1000;

/** The calendar day `offsetDays` from today (UTC), as the events table stores dates: "2026-12-03". */
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** A live session that takes registrations: active, ten days from now, 100 seats, none taken. */
export async function addEvent(database: DatabaseHandle, overrides: Partial<NewEventRow> = {}) {
  const values = {
    title: "Build a Meeting-Notes Agent, Live",
    subtitle: "From raw transcript to action items",
    date: isoDay(10),
    time: "10:00 AM",
    category: "Build with me" as const,
    description: "We build it together.",
    duration: "60 minutes",
    maxAttendees: 100,
    currentAttendees: 0,
    ...overrides,
  };
  // The start the site derives from the texts, as the owner's commands store it.
  const start = resolveSessionStart(values.date, values.time, values.timeZone ?? undefined);
  const startsAt = "error" in start ? null : start.startsAt;
  const [row] = await database.db
    .insert(events)
    .values({ startsAt, ...values })
    .returning();
  return row!;
}
