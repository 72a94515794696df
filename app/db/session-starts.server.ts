import { eq, isNull } from "drizzle-orm";
import { resolveSessionStart } from "~/lib/event-time";
import type { Database } from "./client.server";
import { events } from "./schema";

/**
 * Gives every session written before sessions had a stored start (or by hand in SQL) the instant
 * its date and time name, once at start. A time typed with another zone's label is converted, and
 * its texts rewritten to what the page then shows. 'Time TBA' and unreadable dates stay without.
 */
export async function fillSessionStarts(db: Database): Promise<{ filled: number; converted: string[] }> {
  const rows = await db
    .select({ id: events.id, date: events.date, time: events.time, timeZone: events.timeZone })
    .from(events)
    .where(isNull(events.startsAt));
  const converted: string[] = [];
  let filled = 0;
  for (const row of rows) {
    const start = resolveSessionStart(row.date, row.time, row.timeZone);
    if ("error" in start || !start.startsAt) continue;
    await db.update(events).set({ startsAt: start.startsAt, date: start.date, time: start.time }).where(eq(events.id, row.id));
    filled += 1;
    if (start.converted) converted.push(`${start.converted.from} -> ${start.converted.to}`);
  }
  return { filled, converted };
}
