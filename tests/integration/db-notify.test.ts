import { eq, sql } from "drizzle-orm";
import { describe, expect, onTestFinished, test, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createNotifier } from "~/db/notifier.server";
import { aiUseCaseRequests } from "~/db/schema";
import { createTestDatabase, testDatabases } from "../db";

const CHANNEL = "ai_use_case_requests_changes";

async function insertRequest(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.db
    .insert(aiUseCaseRequests)
    .values({ linkedinUrl: "https://www.linkedin.com/in/ana-lima", userSessionId: "session-1" })
    .returning({ id: aiUseCaseRequests.id });
  if (!row) throw new Error("request not inserted");
  return row.id;
}

async function setStatus(handle: DatabaseHandle, id: string, status: "processing" | "completed" | "failed") {
  await handle.db.update(aiUseCaseRequests).set({ status }).where(eq(aiUseCaseRequests.id, id));
}

describe.each(testDatabases())("notifications on %s", (kind) => {
  test("inserts and updates of a request are announced with its id", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const payloads: string[] = [];
    await handle.listen(CHANNEL, (payload) => payloads.push(payload));

    const id = await insertRequest(handle);
    await setStatus(handle, id, "processing");

    await vi.waitFor(() => expect(payloads).toHaveLength(2));
    expect(payloads.map((payload) => JSON.parse(payload))).toEqual([
      { table: "ai_use_case_requests", op: "INSERT", id },
      { table: "ai_use_case_requests", op: "UPDATE", id },
    ]);
  });

  test("nothing arrives after unlisten", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const stopped: string[] = [];
    const witness: string[] = [];
    const unlisten = await handle.listen(CHANNEL, (payload) => stopped.push(payload));
    await handle.listen(CHANNEL, (payload) => witness.push(payload));
    const id = await insertRequest(handle);
    await vi.waitFor(() => expect(stopped).toHaveLength(1));

    await unlisten();
    await setStatus(handle, id, "completed");

    // The witness sits on the same connection, so once it has the update the other would have too.
    await vi.waitFor(() => expect(witness).toHaveLength(2));
    expect(stopped).toHaveLength(1);
  });

  test("notify reaches listeners of any channel", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const payloads: string[] = [];
    await handle.listen("sync_progress", (payload) => payloads.push(payload));

    await handle.notify("sync_progress", "half done");

    await vi.waitFor(() => expect(payloads).toEqual(["half done"]));
    await expect(handle.listen("Robert'); drop table events;--", () => {})).rejects.toThrow(/Invalid channel/);
  });

  test("notifier subscribers share one LISTEN and each get every payload", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    let listens = 0;
    let unlistens = 0;
    const notifier = createNotifier({
      async listen(channel, onPayload) {
        listens += 1;
        const unlisten = await handle.listen(channel, onPayload);
        return async () => {
          unlistens += 1;
          await unlisten();
        };
      },
    });
    onTestFinished(() => notifier.close());
    const first: unknown[] = [];
    const second: unknown[] = [];
    const witness: string[] = [];
    await handle.listen(CHANNEL, (payload) => witness.push(payload));

    const unsubscribeFirst = await notifier.subscribe(CHANNEL, (payload) => first.push(JSON.parse(payload)));
    const unsubscribeSecond = await notifier.subscribe(CHANNEL, (payload) => second.push(JSON.parse(payload)));
    const id = await insertRequest(handle);

    await vi.waitFor(() => expect(second).toHaveLength(1));
    expect(listens).toBe(1);
    expect(first).toEqual([{ table: "ai_use_case_requests", op: "INSERT", id }]);
    expect(second).toEqual(first);

    await unsubscribeFirst();
    await unsubscribeFirst();
    expect(unlistens).toBe(0);
    await setStatus(handle, id, "processing");
    await vi.waitFor(() => expect(second).toHaveLength(2));
    expect(first).toHaveLength(1);

    await unsubscribeSecond();
    expect(unlistens).toBe(1);
    await setStatus(handle, id, "completed");
    await vi.waitFor(() => expect(witness).toHaveLength(3));
    expect(second).toHaveLength(2);

    await notifier.subscribe(CHANNEL, () => {});
    expect(listens).toBe(2);
  });

  test("notifier survives many subscribe and unsubscribe cycles", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const notifier = createNotifier(handle);
    onTestFinished(() => notifier.close());

    for (let round = 0; round < 50; round += 1) {
      const unsubscribe = await notifier.subscribe(CHANNEL, () => {});
      await unsubscribe();
    }
    const received: unknown[] = [];
    await notifier.subscribe(CHANNEL, (payload) => received.push(JSON.parse(payload)));
    const id = await insertRequest(handle);

    await vi.waitFor(() => expect(received).toEqual([{ table: "ai_use_case_requests", op: "INSERT", id }]));
    if (kind === "pglite") {
      // One connection on PGlite, so its listening channels are visible from here.
      const channels = await handle.db.select({ channel: sql<string>`channel` }).from(sql`pg_listening_channels() as channel`);
      expect(channels).toEqual([{ channel: CHANNEL }]);
    }
  });

  test.runIf(kind === "postgres")("the listener reconnects and listens again after losing its connection", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const logged = vi.spyOn(handle.logger, "error").mockImplementation(() => {});
    onTestFinished(() => logged.mockRestore());
    const payloads: string[] = [];
    await handle.listen(CHANNEL, (payload) => payloads.push(payload));
    const id = await insertRequest(handle);
    await vi.waitFor(() => expect(payloads).toHaveLength(1));

    await handle.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'db-listener' and datname = current_database()`);

    await vi.waitFor(
      async () => {
        await setStatus(handle, id, "processing");
        expect(payloads.length).toBeGreaterThan(1);
      },
      { timeout: 10_000, interval: 300 },
    );
    expect(logged).toHaveBeenCalledWith(expect.anything(), expect.stringContaining("LISTEN connection was lost"));
  });
});
