import { count, inArray } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { forgetUpcomingEvents } from "./upcoming-cache.server";

/**
 * Deletes the sessions named, each only if nobody ever registered for it, and answers the ones
 * deleted. The session's row is locked first, as a registration locks it, so a registration that
 * arrives meanwhile either comes first (and the session stays) or finds it gone.
 *
 * The rows are marked inactive before they go: the events table announces updates, not deletes,
 * so that update is what tells every instance's kept list of sessions to read the table again.
 */
export async function deleteUnregisteredSessions(database: DatabaseHandle, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await database.db.transaction(async (tx) => {
    const locked = await tx.select({ id: events.id }).from(events).where(inArray(events.id, ids)).orderBy(events.id).for("update");
    const held = await tx
      .select({ eventId: eventRegistrations.eventId, n: count() })
      .from(eventRegistrations)
      .where(inArray(eventRegistrations.eventId, ids))
      .groupBy(eventRegistrations.eventId);
    const gone = locked.map((row) => row.id).filter((id) => !held.some((row) => row.eventId === id && row.n > 0));
    if (gone.length === 0) return [];
    await tx.update(events).set({ isActive: false }).where(inArray(events.id, gone));
    await tx.delete(events).where(inArray(events.id, gone));
    return gone;
  });
  if (deleted.length > 0) forgetUpcomingEvents(database);
  return deleted;
}
