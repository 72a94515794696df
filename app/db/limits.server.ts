import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { getEnv } from "~/config/env.server";
import { retryLater } from "~/lib/retry-later";
import type { Database, DatabaseHandle } from "./client.server";
import { LIMITS, STREAM_CAPS, type LimitDeclaration, type LimitName, type NumericSetting } from "./limits";
import { processLogger } from "~/config/logger.server";
import { rateLimits, streamSlots } from "./schema";

/**
 * Where the site's limits are counted. On PostgreSQL every instance shares one database, so the
 * limits live there and N instances enforce one limit. PGlite belongs to one process, so its limits
 * stay in that process's memory, which is exact there and costs the single connection nothing.
 */
export interface LimitStore {
  readonly kind: "memory" | "database";
  /** A fixed-window counter; `name` keeps its keys apart from every other limiter's. */
  rateLimiter(name: string, options: SharedRateLimiterOptions): RateLimiter;
  /** Caps on streams open at once, per visitor address and per session. */
  streamSlots(name: string, caps: StreamCaps): StreamSlots;
}

export interface SharedRateLimiterOptions {
  limit: number;
  windowMs: number;
  /**
   * When the database cannot be reached: "per-process" counts in this process's memory meanwhile
   * (each instance then enforces the limit on its own, as before limits were shared); "refuse"
   * refuses every hit (for a limit that guards money, such as the AI daily cap).
   */
  whenStoreFails?: "per-process" | "refuse";
}

export type RateLimitVerdict = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** A fixed-window counter per key (e.g. a visitor's address). */
export interface RateLimiter {
  /** Counts one hit for key and says whether it may go ahead. */
  hit(key: string): Promise<RateLimitVerdict>;
}

export interface StreamCaps {
  perAddress: number;
  perSession: number;
}

export type SlotVerdict =
  { ok: true; release(): Promise<void> } | { ok: false; reason: "address" | "session" | "unavailable"; retryAfterSeconds: number };

export interface StreamSlots {
  /** Takes a slot for one open stream, or says which cap is full. `release` is idempotent. */
  acquire(keys: { address: string; session?: string }): Promise<SlotVerdict>;
}

export interface LimitStoreOptions {
  /** How long a stream's row outlives its last renewal (tests shorten it). */
  slotTtlMs?: number;
}

// A slot that frees up is not announced, so a refused visitor is asked to wait this long.
const SLOT_RETRY_SECONDS = 10;
const SLOT_TTL_MS = 60_000;
// Any constant of this site's own; the second key of each advisory lock is a hash of the address or session.
const ADDRESS_LOCK_SPACE = 7_311_043;
const SESSION_LOCK_SPACE = 7_311_044;

export function createLimitStore(database?: DatabaseHandle, options: LimitStoreOptions = {}): LimitStore {
  return database?.kind === "postgres" ? databaseLimitStore(database.db, options) : memoryLimitStore();
}

let current: LimitStore | undefined;

/** The server sets the store at start, before any request, so every limiter of the process counts there. */
export function setProcessLimitStore(store: LimitStore): void {
  current = store;
}

/** The process's store: the one the server chose at start, otherwise memory (tests, the CLI). */
export function limitStore(): LimitStore {
  current ??= memoryLimitStore();
  return current;
}

/**
 * A limiter made on first use and kept for the process's store: it follows the store the server
 * set at start, also where one process starts several servers on other databases (the tests), so
 * no limiter keeps counting in a database an earlier server has closed.
 */
export function perLimitStore<T extends object>(make: (store: LimitStore) => T): () => T {
  const made = new WeakMap<LimitStore, T>();
  return () => {
    const store = limitStore();
    let value = made.get(store);
    if (!value) made.set(store, (value = make(store)));
    return value;
  };
}

/** The settings a declared limit may name; by default the server's configuration. */
type LimitSettings = { readonly [K in NumericSetting]?: number };

/** A declared limit's number: its own, or the setting it names. */
export function limitOf(name: LimitName, settings: LimitSettings = getEnv().server): number {
  const { limit } = LIMITS[name];
  if (typeof limit === "number") return limit;
  const value = settings[limit];
  if (value === undefined) throw new Error(`the ${name} limit needs ${limit}`);
  return value;
}

/** A counter for a limit of the table (limits.ts) in the given store. */
export function declaredRateLimiter(store: LimitStore, name: LimitName, settings?: LimitSettings): RateLimiter {
  const declaration: LimitDeclaration = LIMITS[name];
  return store.rateLimiter(declaration.name, {
    limit: limitOf(name, settings),
    windowMs: declaration.windowMs,
    whenStoreFails: declaration.whenStoreFails,
  });
}

const processLimiters = perLimitStore(() => new Map<LimitName, RateLimiter>());

/** The process's counter for a limit of the table, made on first use from the server's configuration. */
export function limiter(name: LimitName): RateLimiter {
  const made = processLimiters();
  let counter = made.get(name);
  if (!counter) made.set(name, (counter = declaredRateLimiter(limitStore(), name)));
  return counter;
}

export type LimitCheck =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string; init: ReturnType<typeof retryLater> };

/**
 * Counts one hit of `key` (a visitor's address) against a limit of the table: allowed, or the
 * refusal's words and its 429 with Retry-After, for the adapter to answer in its own shape.
 */
export async function checkLimit(name: LimitName, key: string): Promise<LimitCheck> {
  const verdict = await limiter(name).hit(key);
  if (verdict.allowed) return { allowed: true };
  const declaration: LimitDeclaration = LIMITS[name];
  const { retryAfterSeconds } = verdict;
  return {
    allowed: false,
    retryAfterSeconds,
    message: declaration.refusal?.(retryAfterSeconds, limitOf(name)) ?? "",
    init: retryLater(429, retryAfterSeconds),
  };
}

const processSlots = perLimitStore(() => new Map<keyof typeof STREAM_CAPS, StreamSlots>());

/** The process's caps on a kind of status stream (limits.ts), made on first use from the server's configuration. */
export function streamCaps(name: keyof typeof STREAM_CAPS): StreamSlots {
  const made = processSlots();
  let slots = made.get(name);
  if (!slots) {
    const caps = STREAM_CAPS[name];
    const env = getEnv().server;
    slots = limitStore().streamSlots(caps.name, { perAddress: env[caps.perAddress], perSession: env[caps.perSession] });
    made.set(name, slots);
  }
  return slots;
}

function memoryLimitStore(): LimitStore {
  return {
    kind: "memory",
    rateLimiter: (name, { limit, windowMs }) => memoryRateLimiter(name, limit, windowMs),
    streamSlots: (_name, caps) => memoryStreamSlots(caps),
  };
}

const windowSeconds = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));

/** One engine for both stores: in memory, the library's own counter, whose keys expire with their window. */
function memoryRateLimiter(name: string, limit: number, windowMs: number): RateLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds(windowMs) });
  return { hit: (key) => limiter.consume(key).then(allowed, refused) };
}

const allowed = (spent: RateLimiterRes): RateLimitVerdict => ({ allowed: true, remaining: spent.remainingPoints });

/** A refusal of the library as a verdict; anything else (the store failed) is thrown on. */
function refused(refusal: unknown): RateLimitVerdict {
  if (refusal instanceof RateLimiterRes) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
  throw refusal;
}

function memoryStreamSlots(caps: StreamCaps): StreamSlots {
  const open = { address: new Map<string, number>(), session: new Map<string, number>() };
  const change = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  return {
    async acquire({ address, session }) {
      if ((open.address.get(address) ?? 0) >= caps.perAddress) return refusedSlot("address");
      if (session !== undefined && (open.session.get(session) ?? 0) >= caps.perSession) return refusedSlot("session");
      change(open.address, address, 1);
      if (session !== undefined) change(open.session, session, 1);
      let released = false;
      return {
        ok: true,
        async release() {
          if (released) return;
          released = true;
          change(open.address, address, -1);
          if (session !== undefined) change(open.session, session, -1);
        },
      };
    },
  };
}

const refusedSlot = (reason: "address" | "session" | "unavailable"): SlotVerdict => ({
  ok: false,
  reason,
  retryAfterSeconds: SLOT_RETRY_SECONDS,
});

function databaseLimitStore(db: Database, options: LimitStoreOptions): LimitStore {
  return {
    kind: "database",
    rateLimiter: (name, limiterOptions) => databaseRateLimiter(db, name, limiterOptions),
    streamSlots: (name, caps) => databaseStreamSlots(db, name, caps, options.slotTtlMs ?? SLOT_TTL_MS),
  };
}

function databaseRateLimiter(
  db: Database,
  name: string,
  { limit, windowMs, whenStoreFails = "per-process" }: SharedRateLimiterOptions,
): RateLimiter {
  const duration = windowSeconds(windowMs);
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: name,
    points: limit,
    duration,
    // A key that has spent its window is refused from memory until the window ends, so a flood
    // from one address costs the database one write per instance, not one per request.
    inMemoryBlockOnConsumed: Math.max(1, limit),
    insuranceLimiter: whenStoreFails === "per-process" ? new RateLimiterMemory({ keyPrefix: name, points: limit, duration }) : undefined,
  });
  let warned = false;
  return {
    async hit(key): Promise<RateLimitVerdict> {
      try {
        return await limiter.consume(key).then(allowed, refused);
      } catch (error) {
        // Only "refuse" limiters get here: the others fall back to memory inside the library.
        if (!warned) logError(`the ${name} limit could not be counted in the database; refusing until it can`, error);
        warned = true;
        return { allowed: false, retryAfterSeconds: 60 };
      }
    },
  };
}

function databaseStreamSlots(db: Database, name: string, caps: StreamCaps, ttlMs: number): StreamSlots {
  const held = new Set<string>();
  let renewer: NodeJS.Timeout | undefined;
  let renewFailing = false;
  const expiry = sql`now() + make_interval(secs => ${ttlMs / 1000})`;

  // One UPDATE renews every stream this process holds, a few times per expiry period.
  function startRenewing() {
    renewer ??= setInterval(
      () => {
        if (held.size === 0) {
          clearInterval(renewer);
          renewer = undefined;
          return;
        }
        db.update(streamSlots)
          .set({ expiresAt: expiry })
          .where(inArray(streamSlots.id, [...held]))
          .then(
            () => (renewFailing = false),
            (error: unknown) => {
              // Said once per outage, not at every renewal.
              if (!renewFailing) logError("could not renew the open streams' slots; they expire on their own", error);
              renewFailing = true;
            },
          );
      },
      Math.max(100, Math.floor(ttlMs / 3)),
    ).unref();
  }

  return {
    async acquire({ address, session }) {
      let id: string | undefined;
      let full: "address" | "session" | undefined;
      try {
        await db.transaction(async (tx) => {
          // Instances counting the same address or session wait for each other here, so two
          // streams opened at once cannot both take the last slot. Every transaction locks the
          // address before the session, so two of them never wait on each other in a circle.
          await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}::int, hashtext(${address}))`);
          if (session !== undefined) await tx.execute(sql`select pg_advisory_xact_lock(${SESSION_LOCK_SPACE}::int, hashtext(${session}))`);
          await tx.delete(streamSlots).where(lt(streamSlots.expiresAt, sql`now()`));
          const [counts] = await tx
            .select({
              address: sql<number>`count(*) filter (where ${streamSlots.addressKey} = ${address})::int`,
              session: sql<number>`count(*) filter (where ${streamSlots.sessionKey} = ${session ?? null})::int`,
            })
            .from(streamSlots)
            .where(
              and(
                eq(streamSlots.name, name),
                session === undefined
                  ? eq(streamSlots.addressKey, address)
                  : or(eq(streamSlots.addressKey, address), eq(streamSlots.sessionKey, session)),
              ),
            );
          if ((counts?.address ?? 0) >= caps.perAddress) full = "address";
          else if (session !== undefined && (counts?.session ?? 0) >= caps.perSession) full = "session";
          if (full) return;
          const [row] = await tx
            .insert(streamSlots)
            .values({ name, addressKey: address, sessionKey: session ?? null, expiresAt: expiry })
            .returning({ id: streamSlots.id });
          id = row?.id;
        });
      } catch (error) {
        // The stream itself needs the database, so a refusal here loses nothing.
        logError("could not count the open streams", error);
        return refusedSlot("unavailable");
      }
      if (full || id === undefined) return refusedSlot(full ?? "unavailable");
      const slot = id;
      held.add(slot);
      startRenewing();
      return {
        ok: true,
        async release() {
          if (!held.delete(slot)) return;
          await db
            .delete(streamSlots)
            .where(eq(streamSlots.id, slot))
            .catch((error: unknown) => logError("could not free a stream's slot; it expires on its own", error));
        },
      };
    },
  };
}

function logError(message: string, error: unknown) {
  processLogger().error({ err: error, component: "limits" }, message);
}
