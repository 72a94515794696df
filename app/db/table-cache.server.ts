import type { Database, DatabaseHandle } from "./client.server";

/**
 * How old a kept read may grow without a notification before it is read again (behind the requests
 * it still answers). PostgreSQL drops notifications sent while the LISTEN connection is down, so
 * this bounds what an outage of that connection can leave stale.
 */
export const TABLE_CACHE_MAX_AGE_MS = 5_000;

export interface TableCacheOptions<Query, Value> {
  /** Named in the log when the table cannot be listened to or read again. */
  name: string;
  /** The channel the table's trigger announces every change on (`<table>_changes`, drizzle/). */
  channel: string;
  read: (db: Database, query: Query) => Promise<Value>;
  /** One kept read per key; every query is one key when left out. */
  key?: (query: Query) => string;
}

export interface TableCache<Query, Value> {
  /** What `read` answers for the query, from one read shared by every request until the table changes. */
  get(database: DatabaseHandle, query: Query): Promise<Value>;
  /**
   * What `get` would answer now without waiting: a finished read of the table as the database last
   * announced it, younger than TABLE_CACHE_MAX_AGE_MS; otherwise undefined (and nothing is read).
   * A page kept for what it was made from checks with it that it still stands.
   */
  current(database: DatabaseHandle, query: Query): Value | undefined;
  /**
   * Lets go of every kept read at once, for a change this process made itself: the visitor who has
   * just made it reads the page again before the database's announcement may have arrived.
   */
  forget(db: Database): void;
}

interface Entry<Value> {
  version: number;
  readAt: number;
  value: Promise<Value>;
  /** The read's value, once it has arrived. */
  settled?: { value: Value };
  /** A read started because this one grew old, not yet finished. */
  refreshing?: boolean;
}

interface State<Value> {
  /** Bumped by every change the database announces; an entry read under an older one is stale. */
  version: number;
  listening?: Promise<unknown>;
  entries: Map<string, Entry<Value>>;
}

/**
 * A public list read from a table, kept per process until the database announces a change to that
 * table. It listens before it reads, so a change made on any instance, announced by the table's
 * trigger, is never missed: the next request reads the table again. Concurrent misses share one
 * read; a failed read is not kept. When the table cannot be listened to, every request reads it.
 */
export function createTableCache<Query, Value>({
  name,
  channel,
  read,
  key = () => "",
}: TableCacheOptions<Query, Value>): TableCache<Query, Value> {
  // Per process and per database (tests open several handles on one database).
  const states = new WeakMap<Database, State<Value>>();

  function stateOf(db: Database): State<Value> {
    let state = states.get(db);
    if (!state) states.set(db, (state = { version: 0, entries: new Map() }));
    return state;
  }

  function changed(state: State<Value>) {
    state.version += 1;
    state.entries.clear();
  }

  function listen(database: DatabaseHandle, state: State<Value>): Promise<unknown> {
    state.listening ??= database
      .listen(channel, () => changed(state))
      .catch((error: unknown) => {
        // Not kept: the next request tries to listen again, and reads the table until it can.
        state.listening = undefined;
        throw error;
      });
    return state.listening;
  }

  /** Reads again behind an entry that grew old, and puts the new read in its place once it is in. */
  function refresh(database: DatabaseHandle, state: State<Value>, id: string, old: Entry<Value>, query: Query) {
    const db = database.db;
    old.refreshing = true;
    const next: Entry<Value> = { version: old.version, readAt: Date.now(), value: read(db, query) };
    next.value.then(
      (value) => {
        next.settled = { value };
        // Only while nothing changed meanwhile: a newer version has dropped the old entry already.
        if (state.entries.get(id) === old && state.version === next.version) state.entries.set(id, next);
      },
      (error: unknown) => {
        // The next request reads for itself, and shows the page's error state if that fails too.
        if (state.entries.get(id) === old) state.entries.delete(id);
        database.logger.error({ err: error, list: name }, "could not read the list again");
      },
    );
  }

  return {
    async get(database, query) {
      const db = database.db;
      const state = stateOf(db);
      try {
        await listen(database, state);
      } catch (error) {
        database.logger.error({ err: error, list: name }, "cannot listen for changes to the list; reading it per request");
        return read(db, query);
      }
      const id = key(query);
      const entry = state.entries.get(id);
      if (entry && entry.version === state.version) {
        // Old but unchanged as far as the database has said: answer from it and read again behind it,
        // so requests never queue behind the safety-net read (on PGlite it waits for the one connection).
        if (Date.now() - entry.readAt >= TABLE_CACHE_MAX_AGE_MS && !entry.refreshing) refresh(database, state, id, entry, query);
        return entry.value;
      }
      const fresh: Entry<Value> = { version: state.version, readAt: Date.now(), value: read(db, query) };
      // A change announced while this read runs has bumped the version: the entry is then never served.
      state.entries.set(id, fresh);
      fresh.value.then(
        (value) => {
          fresh.settled = { value };
        },
        () => {
          if (state.entries.get(id) === fresh) state.entries.delete(id);
        },
      );
      return fresh.value;
    },
    current(database, query) {
      const state = states.get(database.db);
      const entry = state?.listening ? state.entries.get(key(query)) : undefined;
      if (!entry?.settled || entry.version !== state!.version || Date.now() - entry.readAt >= TABLE_CACHE_MAX_AGE_MS) return undefined;
      return entry.settled.value;
    },
    forget(db) {
      changed(stateOf(db));
    },
  };
}
