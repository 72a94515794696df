import type { JobQueue } from "~/jobs/job-queue.server";

/** Reads until `done` says the value is there (a job or a worker finishes on its own time), or fails with the last value. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until no job of the queue is waiting, retrying or running: every job asked for, duplicates
 * included, has had its turn, so whatever it would send has been sent. What a test asserts did not
 * happen twice is then settled, not merely given time.
 */
export async function jobsSettled(queue: JobQueue, name: string, timeoutMs = 60_000): Promise<void> {
  await eventually(
    async () => (await queue.findJobs(name)).filter((job) => ["created", "retry", "active"].includes(job.state)).length,
    (unsettled) => unsettled === 0,
    timeoutMs,
  );
}
