import { eq, sql } from "drizzle-orm";
import { describe, expect, onTestFinished, test, vi } from "vitest";
import { emailOutbox } from "~/db/schema";
import { processLogger } from "~/config/logger.server";
import { startJobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { deliverSoon, openOutbox, queueEmail, sendEmail } from "~/mail/outbox.server";
import { createTestDatabase, testDatabases } from "../db";

describe.each(testDatabases())("job queue on %s", (kind) => {
  test("creates every queue and hands a sent job to its worker", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const queue = await startJobQueue(handle.connection);
    onTestFinished(() => queue.stop({ graceful: false }));

    // pg-boss keeps internal queues of its own, named __pgboss__….
    const names = (await queue.getQueues())
      .map((q) => q.name)
      .filter((name) => !name.startsWith("__pgboss__"))
      .sort();
    expect(names).toEqual(
      Object.values(QUEUES)
        .map((q) => q.name)
        .sort(),
    );

    const received = new Promise<unknown>((resolve) => {
      void queue.work(QUEUES.emailOutbox.name, { pollingIntervalSeconds: 0.5 }, async ([job]) => resolve(job?.data));
    });
    const { id } = await queueEmail(handle.db, { kind: "test", to: "a@example.com", subject: "Hi", text: "Hello" });
    await deliverSoon(queue, id);
    await expect(received).resolves.toEqual({ outboxId: id });
  });

  test("a second start on the same database finds the queues in place", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const first = await startJobQueue(handle.connection);
    await first.stop({ graceful: false });
    const second = await startJobQueue(handle.connection);
    onTestFinished(() => second.stop({ graceful: false }));
    const ours = (await second.getQueues()).filter((q) => !q.name.startsWith("__pgboss__"));
    expect(ours.map((q) => [q.name, q.retryLimit])).toEqual(
      expect.arrayContaining(Object.values(QUEUES).map((q) => [q.name, q.retryLimit])),
    );
    expect(ours).toHaveLength(Object.keys(QUEUES).length);
  });

  test("a row and its job commit together or not at all", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const queue = await startJobQueue(handle.connection);
    onTestFinished(() => queue.stop({ graceful: false }));
    const jobsFor = async (outboxId: string) => {
      const result = (await handle.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.emailOutbox.name} and data->>'outboxId' = ${outboxId}`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    const rowsFor = async (outboxId: string) => (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId))).length;
    const email = { kind: "test", to: "b@example.com", subject: "Hi", text: "Hello" };

    let rolledBack = "";
    const outbox = await openOutbox(queue);
    await expect(
      handle.db.transaction(async (tx) => {
        rolledBack = await sendEmail(tx, outbox, email);
        throw new Error("the cause of the e-mail failed");
      }),
    ).rejects.toThrow("the cause of the e-mail failed");
    expect([await rowsFor(rolledBack), await jobsFor(rolledBack)]).toEqual([0, 0]);

    const ready = await openOutbox(queue);
    const committed = await handle.db.transaction((tx) => sendEmail(tx, ready, email));
    expect([await rowsFor(committed), await jobsFor(committed)]).toEqual([1, 1]);
  });

  test("a delivery job the database refuses is rolled back alone: the e-mail and its cause commit, pending", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const warn = vi.spyOn(processLogger(), "warn").mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    // A failed statement aborts a PostgreSQL transaction unless it ran under a savepoint.
    const refusing = { send: (tx: { execute(query: unknown): Promise<unknown> }) => tx.execute(sql`select 1 / 0`).then(() => {}) };
    const id = await handle.db.transaction(async (tx) => {
      const id = await sendEmail(tx, { jobs: refusing }, { kind: "test", to: "c@example.com", subject: "Hi", text: "Hello" });
      await tx.execute(sql`select 1`);
      return id;
    });
    expect(warn).toHaveBeenCalledOnce();
    const [row] = await handle.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toEqual({ status: "pending" });
  });
});
