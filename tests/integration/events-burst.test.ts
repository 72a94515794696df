import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { TABLE_CACHE_MAX_AGE_MS } from "~/db/table-cache.server";
import { EVENT_CHANGES_CHANNEL, getCachedUpcomingEvents } from "~/features/events/upcoming-cache.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { action, loader } from "~/routes/events";
import { postForm, routeAnswer } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { addEvent } from "../factories";

const queue = { send: async () => randomUUID() } as unknown as JobQueue;

async function register(database: DatabaseHandle, eventId: string, email: string) {
  return routeAnswer(action, postForm("/events", { eventId, email, name: "Ana" }), { database, queue });
}

async function readPage(database: DatabaseHandle) {
  return routeAnswer(loader, "http://localhost/events", { database, queue });
}

const seatsOf = async (database: DatabaseHandle, eventId: string) =>
  (await database.db.select({ count: events.currentAttendees }).from(events).where(eq(events.id, eventId)))[0]!.count;

/** Once listening: `heard` resolves with the next change announced on the events channel, as this handle's process hears it. */
async function nextChange(database: DatabaseHandle) {
  let resolve!: () => void;
  const changed = new Promise<void>((done) => (resolve = done));
  const unsubscribe = await database.listen(EVENT_CHANGES_CHANNEL, () => resolve());
  return { heard: changed.finally(unsubscribe) };
}

describe.each(testDatabases())("the upcoming sessions, read once per change, on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  test("a second read is served from the first, and a change to the table is read again", async () => {
    const event = await addEvent(handle);
    const first = await getCachedUpcomingEvents(handle, new Date());
    const second = await getCachedUpcomingEvents(handle, new Date());
    expect(second.find((row) => row.id === event.id)).toBe(first.find((row) => row.id === event.id));

    const changed = await nextChange(handle);
    expect((await register(handle, event.id, `once-${kind}@example.com`)).status).toBe(200);
    await changed.heard;
    const after = await getCachedUpcomingEvents(handle, new Date());
    expect(after.find((row) => row.id === event.id)?.currentAttendees).toBe(1);
  });

  test("a read grown old still answers at once, while the sessions are read again behind it", async () => {
    // The cache must have heard of the new session before it reads, or that late news drops the read.
    await getCachedUpcomingEvents(handle, new Date());
    const added = await nextChange(handle);
    const event = await addEvent(handle);
    await added.heard;
    const kept = (await getCachedUpcomingEvents(handle, new Date())).find((row) => row.id === event.id);
    const later = Date.now() + TABLE_CACHE_MAX_AGE_MS + 1_000;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => later);
    // On PGlite, hold its one connection: a request that waited for the new read would hang here.
    let release = () => {};
    let holding = () => {};
    const started = new Promise<void>((resolve) => (holding = resolve));
    const held =
      kind === "pglite"
        ? handle.db.transaction(
            () =>
              new Promise<void>((resolve) => {
                release = resolve;
                holding();
              }),
          )
        : Promise.resolve(holding());
    await started;
    try {
      const answered = await Promise.race([
        getCachedUpcomingEvents(handle, new Date(later)),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2_000)),
      ]);
      expect(
        answered?.find((row) => row.id === event.id),
        "answered from the kept read",
      ).toBe(kept);
    } finally {
      release();
      await held;
    }
    await expect
      .poll(async () => (await getCachedUpcomingEvents(handle, new Date(later))).find((row) => row.id === event.id), { timeout: 10_000 })
      .not.toBe(kept);
    clock.mockRestore();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("bursts on PostgreSQL", () => {
  let handle: DatabaseHandle;
  let url: string;
  beforeAll(async () => {
    handle = await createTestDatabase("postgres");
    url = (handle.connection as { url: string }).url;
  });
  afterAll(() => handle?.close());

  test("a registration through one instance is on the other's next read of /events", async () => {
    const other = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolMax: 2 });
    try {
      const event = await addEvent(handle);
      const seats = async () => {
        const page = await readPage(other);
        if (!page.result.result.ok) throw new Error("the page could not read the sessions");
        return page.result.result.events.find((view) => view.id === event.id)?.currentAttendees;
      };
      expect(await seats()).toBe(0);
      // Heard by the other instance's process: its cache, subscribed first, has already let go.
      const heard = await nextChange(other);
      expect((await register(handle, event.id, "across@example.com")).status).toBe(200);
      await heard.heard;
      expect(await seats()).toBe(1);
    } finally {
      await other.close();
    }
  });

  test("a registration waiting longer than lock_timeout for a held session answers 503 with Retry-After and changes nothing", async () => {
    const event = await addEvent(handle);
    const waiting = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolMax: 2, poolWaitMs: 2_000, lockTimeoutMs: 200 });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select id from events where id = $1 for update", [event.id]);
      const answer = await register(waiting, event.id, "held@example.com");
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(answer.result).toMatchObject({ ok: false, failed: true, eventId: event.id, errors: { form: "Please try again later." } });
      await holder.query("rollback");
      expect(await seatsOf(handle, event.id)).toBe(0);
      expect(await handle.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))).toHaveLength(0);
    } finally {
      await holder.end();
      await waiting.close();
    }
  });

  test("with every pooled connection taken, a registration and the page answer 503 with Retry-After, not 500", async () => {
    const event = await addEvent(handle);
    const exhausted = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolMax: 1, poolWaitMs: 200, lockTimeoutMs: 100 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const holding = exhausted.db.transaction(async (tx) => {
      await tx.select({ id: events.id }).from(events).limit(1);
      taken();
      await held;
    });
    try {
      await isTaken;
      const answer = await register(exhausted, event.id, "pool@example.com");
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
      const page = await readPage(exhausted);
      expect(page.status).toBe(503);
      expect(page.headers.get("Retry-After")).toBeTruthy();
      expect(await seatsOf(handle, event.id)).toBe(0);
    } finally {
      release();
      await holding;
      await exhausted.close();
    }
  });
});
