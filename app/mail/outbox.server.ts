import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { resultRows } from "~/db/result-rows";
import { emailOutbox, type OutboxAttachment } from "~/db/schema";
import { jobsInTransaction, type JobExecutor, type JobQueue, type TransactionJobs } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { processLogger } from "~/config/logger.server";

export interface OutgoingEmail {
  /** What made the message, e.g. 'event-registration'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /**
   * A one-time secret (a sign-in link) that goes where the text and HTML say SECRET_PLACEHOLDER.
   * It is put in only as the message is sent, and the row forgets it once sent or failed, so the
   * outbox (and the console's page of it) keeps no usable link at rest.
   */
  secret?: string;
}

/** Where a message's secret goes; what the outbox shows in its place. */
export const SECRET_PLACEHOLDER = "[one-time link: put in as the e-mail is sent, not kept]";

/** The database or a transaction on it: queue the e-mail inside the transaction that causes it. */
type Executor = Pick<Database, "insert">;

/**
 * Writes the message to the outbox; nothing is sent until the worker picks it up (its sweep finds
 * it). Code that causes a message calls sendEmail, which also writes its delivery job.
 */
export async function queueEmail(db: Executor, email: OutgoingEmail): Promise<{ id: string }> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      secret: email.secret ?? null,
      attachments: email.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  return { id: row!.id };
}

/** A transaction that can open a savepoint (Drizzle's nested transaction). */
interface SavepointExecutor {
  transaction<T>(run: (savepoint: JobExecutor) => Promise<T>): Promise<T>;
}

/**
 * Writes the delivery job of a message queued in tx through the same transaction (see
 * jobsInTransaction), so it exists once the message is committed, crash or not. Unlike a finder
 * request, a message does not depend on it: a job the queue refuses is rolled back alone (a
 * savepoint) and logged, the transaction that caused the message still commits, and the worker's
 * sweep sends the pending row.
 */
async function deliverOnCommit(tx: SavepointExecutor, jobs: TransactionJobs, outboxId: string): Promise<void> {
  try {
    await tx.transaction((savepoint) => jobs.send(savepoint, QUEUES.emailOutbox.name, { outboxId }));
  } catch (error) {
    processLogger().warn({ err: error, outboxId }, "e-mail queued, but its delivery job could not be written; the outbox's sweep sends it");
  }
}

/**
 * The outbox of a transaction about to open: open it before the transaction, then sendEmail
 * through it inside (jobsInTransaction says why it must come first). Without a queue (the command
 * line on PGlite with the server stopped) messages are only written, and the outbox's start-up
 * sweep sends them.
 */
export interface Outbox {
  jobs?: TransactionJobs;
}

export async function openOutbox(queue: JobQueue | undefined): Promise<Outbox> {
  return queue ? { jobs: await jobsInTransaction(queue, [QUEUES.emailOutbox.name]) } : {};
}

/** A transaction that can write rows and open a savepoint. */
export type OutboxExecutor = Executor & SavepointExecutor;

/**
 * The site's one way to send an e-mail: queued in the transaction that causes it, and delivered
 * once that transaction commits (never when it rolls back). Answers the outbox row's id.
 */
export async function sendEmail(tx: OutboxExecutor, outbox: Outbox, email: OutgoingEmail): Promise<string> {
  const { id } = await queueEmail(tx, email);
  if (outbox.jobs) await deliverOnCommit(tx, outbox.jobs, id);
  return id;
}

/**
 * Asks the worker to deliver a message already in the outbox (the owner's retry). If this fails
 * the row is still pending and the worker's sweep finds it.
 */
export async function deliverSoon(queue: JobQueue, outboxId: string): Promise<void> {
  await queue.send(QUEUES.emailOutbox.name, { outboxId });
}

/** What waits in the outbox: for /metrics, and an alert on mail that stopped leaving. */
export interface OutboxBacklog {
  pending: number;
  failed: number;
  /** Seconds since the oldest pending message was written; 0 when none is pending. */
  oldestPendingSeconds: number;
}

/**
 * Counts the pending and failed messages and ages the oldest pending one, in one statement through
 * the (status, next_attempt_at) index: sent messages, the table's bulk, are never read.
 */
export async function readOutboxBacklog(db: Pick<Database, "execute">): Promise<OutboxBacklog> {
  const result = await db.execute(sql`
    select
      count(*) filter (where ${emailOutbox.status} = 'pending') as pending,
      count(*) filter (where ${emailOutbox.status} = 'failed') as failed,
      extract(epoch from now() - min(${emailOutbox.createdAt}) filter (where ${emailOutbox.status} = 'pending')) as oldest
    from ${emailOutbox}
    where ${emailOutbox.status} in ('pending', 'failed')`);
  // PostgreSQL's count and numeric arrive as text through pg, as numbers through PGlite.
  const [row] = resultRows<{ pending: number | string; failed: number | string; oldest: number | string | null }>(result);
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPendingSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}
