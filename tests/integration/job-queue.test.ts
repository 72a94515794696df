import { describe, expect, onTestFinished, test } from "vitest";
import { startJobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { queueEmail, deliverSoon } from "~/mail/outbox.server";
import { createTestDatabase, testDatabases } from "../db";

describe.each(testDatabases())("job queue on %s", (kind) => {
  test("creates every queue and hands a sent job to its worker", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const queue = await startJobQueue(handle.connection);
    onTestFinished(() => queue.stop({ graceful: false }));

    // pg-boss keeps internal queues of its own, named __pgboss__….
    const names = (await queue.getQueues()).map((q) => q.name).filter((name) => !name.startsWith("__pgboss__")).sort();
    expect(names).toEqual(Object.values(QUEUES).map((q) => q.name).sort());

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
});
