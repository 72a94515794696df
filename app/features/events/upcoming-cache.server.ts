import type { DatabaseHandle } from "~/db/client.server";
import { getActiveEvents, type EventRecord } from "./event-queries.server";
import { filterUpcoming } from "./upcoming";

/** The channel the events trigger announces every insert and update on (drizzle/0001_notify_triggers.sql). */
export const EVENT_CHANGES_CHANNEL = "events_changes";

/**
 * How old a kept read may grow without a notification before it is read again (behind the requests
 * it still answers). PostgreSQL drops notifications sent while the LISTEN connection is down, so
 * this bounds what an outage of that connection can leave stale.
 */
export const UPCOMING_CACHE_MAX_AGE_MS = 5_000;

interface Entry {
  version: number;
  readAt: number;
  rows: Promise<EventRecord[]>;
  /** A read started because this one grew old, not yet finished. */
  refreshing?: boolean;
}

interface SessionsCache {
  /** Bumped by every change the database announces; an entry read under an older one is stale. */
  version: number;
  listening?: Promise<unknown>;
  entry?: Entry;
}

// Per process and per database handle (tests open several on one database).
const caches = new WeakMap<DatabaseHandle, SessionsCache>();

function cacheFor(database: DatabaseHandle): SessionsCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = { version: 0 }));
  return cache;
}

function listen(database: DatabaseHandle, cache: SessionsCache): Promise<unknown> {
  cache.listening ??= database
    .listen(EVENT_CHANGES_CHANNEL, () => {
      cache.version += 1;
      cache.entry = undefined;
    })
    .catch((error: unknown) => {
      // Not kept: the next request tries to listen again, and reads the table until it can.
      cache.listening = undefined;
      throw error;
    });
  return cache.listening;
}

/**
 * Lets go of the kept read at once, for a change this process made itself: the visitor who has just
 * registered reads the page again before the database's announcement may have arrived.
 */
export function forgetUpcomingEvents(database: DatabaseHandle): void {
  const cache = cacheFor(database);
  cache.version += 1;
  cache.entry = undefined;
}

/**
 * The upcoming sessions, as getUpcomingEvents reads them, from one read shared by every request
 * until the events table changes. The cache listens before it reads, so a registration or an
 * owner's edit made on any instance, announced by the table's trigger, is never missed: the next
 * request reads the table again. Concurrent misses share one read; a failed read is not kept. The
 * past is filtered out per request, so a session that has just started leaves the list on time.
 */
export async function getCachedUpcomingEvents(database: DatabaseHandle, now: Date): Promise<EventRecord[]> {
  const cache = cacheFor(database);
  try {
    await listen(database, cache);
  } catch (error) {
    database.logger.error({ err: error }, "events: cannot listen for changes to the sessions; reading them per request");
    return filterUpcoming(await getActiveEvents(database.db), now);
  }
  const { version, entry } = cache;
  if (entry && entry.version === version) {
    // Old but unchanged as far as the database has said: answer from it and read again behind it,
    // so requests never queue behind the safety-net read (on PGlite it waits for the one connection).
    if (Date.now() - entry.readAt >= UPCOMING_CACHE_MAX_AGE_MS && !entry.refreshing) refresh(database, cache, entry);
    return filterUpcoming(await entry.rows, now);
  }
  const fresh: Entry = { version, readAt: Date.now(), rows: getActiveEvents(database.db) };
  // A change announced while this read runs has bumped the version: the entry is then never served.
  cache.entry = fresh;
  fresh.rows.catch(() => {
    if (cache.entry === fresh) cache.entry = undefined;
  });
  return filterUpcoming(await fresh.rows, now);
}

/** Reads the sessions again behind an entry that grew old, and puts the new read in its place once it is in. */
function refresh(database: DatabaseHandle, cache: SessionsCache, old: Entry) {
  old.refreshing = true;
  const next: Entry = { version: old.version, readAt: Date.now(), rows: getActiveEvents(database.db) };
  next.rows.then(
    () => {
      // Only while nothing changed meanwhile: a newer version has dropped the old entry already.
      if (cache.entry === old && cache.version === next.version) cache.entry = next;
    },
    (error: unknown) => {
      // The next request reads for itself, and shows the page's error state if that fails too.
      if (cache.entry === old) cache.entry = undefined;
      database.logger.error({ err: error }, "events: could not read the sessions again");
    },
  );
}
