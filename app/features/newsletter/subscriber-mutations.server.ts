import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { jobsInTransaction, type JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import type { Subscribe } from "./subscribe-schema";

export interface NewsletterJobData {
  subscriberId: string;
}

export type SubscribeOutcome = "added" | "known";

/**
 * Stores a newsletter sign-up, once per address whatever its case. With Kit (a queue given), the
 * row is 'pending' and its job is written in the same transaction, so a crash leaves neither a row
 * Kit never hears of nor a job without its row; without Kit it is kept here as 'local'.
 * A known address changes nothing and is answered like a new one, so the form reveals nothing
 * about who has subscribed (anyone can type anyone's address).
 */
export async function addSubscriber(db: Database, subscriber: Subscribe, kitQueue: JobQueue | undefined): Promise<SubscribeOutcome> {
  const jobs = kitQueue ? await jobsInTransaction(kitQueue, [QUEUES.newsletterKit.name]) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email: subscriber.email, source: subscriber.source, kitStatus: jobs ? "pending" : "local" })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (!row) return "known";
    if (jobs) {
      const data: NewsletterJobData = { subscriberId: row.id };
      await jobs.send(tx, QUEUES.newsletterKit.name, data);
    }
    return "added";
  });
}

/** The row a job works on, while it still waits for Kit. */
export async function pendingSubscriber(db: Database, id: string) {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, source: newsletterSubscribers.source })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.kitStatus, "pending")));
  return row;
}

/** One attempt's end: Kit took it, refused it for good, or could not answer (still pending, error kept). */
export async function recordKitAttempt(
  db: Database,
  id: string,
  outcome: { status: "subscribed" } | { status: "failed" | "pending"; error: string },
): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({
      kitStatus: outcome.status,
      kitError: outcome.status === "subscribed" ? null : outcome.error.slice(0, 1_000),
      kitAttempts: sql`${newsletterSubscribers.kitAttempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.kitStatus, "pending")));
}
