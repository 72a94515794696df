import type { DatabaseHandle } from "~/db/client.server";
import { createTableCache } from "~/db/table-cache.server";
import { getActiveEvents } from "./event-queries.server";
import type { EventRecord } from "./event-queries.server";
import { filterUpcoming } from "./upcoming";

/** The channel the events trigger announces every insert and update on (drizzle/0001_notify_triggers.sql). */
export const EVENT_CHANGES_CHANNEL = "events_changes";

const activeEvents = createTableCache({ name: "events", channel: EVENT_CHANGES_CHANNEL, read: (db) => getActiveEvents(db) });

/**
 * Lets go of the kept read at once, for a change this process made itself: the visitor who has just
 * registered reads the page again before the database's announcement may have arrived.
 */
export function forgetUpcomingEvents(database: DatabaseHandle): void {
  activeEvents.forget(database.db);
}

/**
 * The upcoming sessions, as getUpcomingEvents reads them, from one read shared by every request
 * until the events table changes (a registration or an owner's edit on any instance). The past is
 * filtered out per request, so a session that has just started leaves the list on time.
 */
export async function getCachedUpcomingEvents(database: DatabaseHandle, now: Date): Promise<EventRecord[]> {
  return filterUpcoming(await activeEvents.get(database, undefined), now);
}
