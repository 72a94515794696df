import { and, asc, count, eq, lte, sql } from "drizzle-orm";
import type { Job } from "pg-boss";
import type { Logger } from "~/config/logger.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { AppEnv } from "~/config/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { SECRET_PLACEHOLDER } from "./outbox.server";
import { createSmtpTransport, SEND_TIMEOUT_MS, smtpSettings, type MailTransport } from "./smtp-transport.server";

/**
 * Delivery of the e-mail outbox. The row is the truth, a pg-boss job only a wake-up call:
 *
 * - A worker claims a row with one conditional UPDATE (pending and due), which pushes its
 *   next_attempt_at past the longest possible send. Two workers, a retried job or a duplicate
 *   from the sweep therefore cannot send it twice: the second UPDATE matches nothing.
 * - A failed attempt records the error and the next due time, then throws so pg-boss retries the
 *   job with backoff; the due time is pg-boss's earliest retry time for that attempt, so its retry
 *   finds the row due. After the queue's last retry, or at once when the server refuses the
 *   message for good (a 5xx answer to MAIL FROM, RCPT TO or DATA), the row ends 'failed' (never
 *   deleted), its last error saying so.
 * - A message's one-time secret (a sign-in link) is put into its text only on the way to the SMTP
 *   server; the row forgets it once the message is sent or failed for good.
 * - A message's first job is written in the transaction that queues it (deliverOnCommit). A sweep
 *   every minute, and once at start, enqueues due pending rows that have no job by design: kept
 *   while SMTP_URL was unset, copied or restored without the queue's tables, made pending again
 *   by the owner while the server was stopped, or left by a job the queue gave up on.
 */

export type OutboxLogger = Pick<Logger, "info" | "warn" | "error">;

export interface RetryPolicy {
  /** The first attempt and every retry. */
  maxAttempts: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  retryDelayMaxSeconds: number | null;
}

/** The outbox queue's retry settings as pg-boss holds them (QUEUES.emailOutbox, unless changed). */
export function retryPolicyOf(queue: {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number | null;
}): RetryPolicy {
  return {
    maxAttempts: (queue.retryLimit ?? 0) + 1,
    retryDelaySeconds: queue.retryDelay ?? 0,
    retryBackoff: queue.retryBackoff ?? false,
    retryDelayMaxSeconds: queue.retryDelayMax ?? null,
  };
}

/**
 * Seconds until the attempt after `attempt` (1 = the first) may run: the lower bound of pg-boss's
 * jittered backoff, retryDelay · 2^(attempt-1) capped at retryDelayMax, so pg-boss never retries
 * before the row says it is due.
 */
export function retryDelayAfter(policy: RetryPolicy, attempt: number): number {
  if (!policy.retryBackoff) return policy.retryDelaySeconds;
  const delay = Math.max(policy.retryDelaySeconds, 1) * 2 ** (Math.min(16, Math.max(attempt, 1)) - 1);
  return policy.retryDelayMaxSeconds === null ? delay : Math.min(policy.retryDelayMaxSeconds, delay);
}

/** How long a claim holds a row: longer than any send can take (the transport's timeouts). */
const CLAIM_SECONDS = Math.ceil(SEND_TIMEOUT_MS / 1000) + 30;
const MAX_ERROR_LENGTH = 2_000;
const SWEEP_BATCH = 500;
/** Outbox jobs one worker takes per fetch. */
const DELIVERY_BATCH = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DeliveryOutcome =
  /** Accepted by the SMTP server, now 'sent'. */
  | "sent"
  /** Sent or failed before; nothing to do. */
  | "done-before"
  /** Pending but not due: another worker holds it, or it is waiting for its next attempt. */
  | "not-due"
  /** No such row (or not an outbox id at all). */
  | "missing"
  /** No SMTP_URL: logged and left pending. */
  | "kept";

/** Thrown after a failed attempt so pg-boss retries the job; the row already says what happened. */
export class OutboxDeliveryError extends Error {
  override name = "OutboxDeliveryError";
  constructor(
    readonly outboxId: string,
    readonly attempt: number,
    readonly final: boolean,
    options: { cause: unknown },
  ) {
    super(`e-mail ${outboxId} not delivered (attempt ${attempt}${final ? ", the last" : ""}): ${describeError(options.cause)}`, options);
  }
}

export interface DeliveryDependencies {
  db: Database;
  /** Undefined without SMTP_URL: messages are logged and kept. */
  transport: MailTransport | undefined;
  policy: RetryPolicy;
  logger: OutboxLogger;
}

/** One delivery attempt of one outbox row; throws OutboxDeliveryError when the attempt failed. */
export async function deliverOutboxMessage(deps: DeliveryDependencies, outboxId: string): Promise<DeliveryOutcome> {
  const { db, transport, policy, logger } = deps;
  if (!UUID.test(outboxId)) {
    logger.warn({ outboxId }, "e-mail job names no outbox row; dropped");
    return "missing";
  }

  if (!transport) {
    const [row] = await db
      .select({ status: emailOutbox.status, to: emailOutbox.toAddress, subject: emailOutbox.subject, kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, outboxId));
    if (!row) return "missing";
    if (row.status !== "pending") return "done-before";
    // The addressee and subject say which message it is; the body may hold more than a log should.
    logger.warn(
      { outboxId, kind: row.kind, to: row.to, subject: row.subject },
      "e-mail not sent: SMTP_URL is not set; it stays in the outbox as pending",
    );
    return "kept";
  }

  const [claimed] = await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(emailOutbox.id, outboxId),
        eq(emailOutbox.status, "pending"),
        // No tolerance: a duplicate job (from the sweep) must not cut a backoff short. pg-boss
        // sets its retry after this row's due time, so its retry finds the row due; in the rare
        // case its clock runs a moment early the retry is a no-op and the sweep takes over.
        lte(emailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  if (!claimed) return whyNotClaimed(db, outboxId);

  try {
    const withSecret = (body: string) => (claimed.secret === null ? body : body.replaceAll(SECRET_PLACEHOLDER, claimed.secret));
    await transport.send({
      to: claimed.toAddress,
      subject: claimed.subject,
      text: withSecret(claimed.textBody),
      html: claimed.htmlBody === null ? null : withSecret(claimed.htmlBody),
      attachments: claimed.attachments,
    });
  } catch (error) {
    // A message the server refuses for good (a 5xx answer to MAIL FROM, RCPT TO or DATA) will be
    // refused on every retry; anything else (connection, 4xx, authentication) may pass later.
    const refusedAt = permanentRefusalStage(error);
    const final = claimed.attempts >= policy.maxAttempts || refusedAt !== undefined;
    const delay = retryDelayAfter(policy, claimed.attempts);
    const reason = describeError(error);
    await db
      .update(emailOutbox)
      .set({
        status: final ? "failed" : "pending",
        // A message that ends here keeps no secret: a retry asks for a new link anyway.
        ...(final ? { secret: null } : {}),
        lastError: (refusedAt
          ? `The mail server refused this message for good at ${refusedAt}, so it is not retried: ${reason}`
          : reason
        ).slice(0, MAX_ERROR_LENGTH),
        nextAttemptAt: final ? sql`now()` : sql`now() + make_interval(secs => ${delay})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, "pending")));
    const failure = new OutboxDeliveryError(outboxId, claimed.attempts, final, { cause: error });
    if (final)
      logger.error({ outboxId, to: claimed.toAddress, attempts: claimed.attempts, err: failure }, "e-mail delivery failed for good");
    else logger.warn({ outboxId, attempt: claimed.attempts, retryInSeconds: delay, err: failure }, "e-mail delivery failed; will retry");
    throw failure;
  }

  // Once the server has the message, only 'sent' is true; a claim that expired meanwhile (a send
  // slower than CLAIM_SECONDS) is the one case this could repeat, and the timeouts rule it out.
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, secret: null, updatedAt: sql`now()` })
    .where(eq(emailOutbox.id, outboxId));
  logger.info({ outboxId, kind: claimed.kind, attempt: claimed.attempts }, "e-mail sent");
  return "sent";
}

async function whyNotClaimed(db: Database, outboxId: string): Promise<DeliveryOutcome> {
  const [row] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!row) return "missing";
  return row.status === "pending" ? "not-due" : "done-before";
}

/** Enqueues a delivery job for every pending row that is due; returns how many. */
export async function enqueueDueOutboxMessages(db: Database, queue: JobQueue, limit = SWEEP_BATCH): Promise<number> {
  const due = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit);
  if (due.length === 0) return 0;
  await queue.insert(
    QUEUES.emailOutbox.name,
    due.map((row) => ({ data: { outboxId: row.id } })),
  );
  return due.length;
}

export interface OutboxWorkerDependencies {
  database: DatabaseHandle;
  queue: JobQueue;
  env: AppEnv;
  logger: OutboxLogger;
}

export interface OutboxWorkerOptions {
  /** Instead of the SMTP transport SMTP_URL describes (tests). */
  transport?: MailTransport;
  /** How often an idle worker asks for jobs (pg-boss's default: 2 s). */
  pollingIntervalSeconds?: number;
  /** The sweep's cron schedule (every minute). */
  sweepCron?: string;
}

/**
 * Starts delivering the outbox in this process: the delivery worker, the sweep on its schedule,
 * and one sweep right away for whatever the last run left pending.
 */
export async function registerOutboxWorker(deps: OutboxWorkerDependencies, options: OutboxWorkerOptions = {}): Promise<void> {
  const { database, queue, env, logger } = deps;
  const smtp = smtpSettings(env);
  const transport = options.transport ?? (smtp ? createSmtpTransport(smtp) : undefined);
  const settings = await queue.getQueue(QUEUES.emailOutbox.name);
  const policy = retryPolicyOf(settings ?? QUEUES.emailOutbox);
  const delivery: DeliveryDependencies = { db: database.db, transport, policy, logger };
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };

  // Up to DELIVERY_BATCH jobs per fetch, and the next fetch at once while fetches come back full:
  // one job per poll sent at most one message per polling interval (1,000 reminders took minutes).
  // Every message of a batch is tried; a failure then fails the batch, so pg-boss retries it, and
  // the messages it had already sent answer 'done-before' (their rows say sent), never twice.
  const batching = { batchSize: DELIVERY_BATCH, burstWhenBatchFull: true };
  await queue.work<{ outboxId?: unknown }>(
    QUEUES.emailOutbox.name,
    { ...polling, ...batching },
    async (jobs: Job<{ outboxId?: unknown }>[]) => {
      let failure: unknown;
      for (const job of jobs) {
        try {
          await deliverOutboxMessage(delivery, String(job.data?.outboxId ?? ""));
        } catch (error) {
          failure ??= error;
        }
      }
      if (failure !== undefined) throw failure;
    },
  );

  if (!transport) {
    // Re-enqueueing every minute would only log the same messages again; a restart with SMTP_URL
    // set sends everything still pending.
    await queue.unschedule(QUEUES.emailOutboxSweep.name);
    const [{ pending } = { pending: 0 }] = await database.db
      .select({ pending: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "pending"));
    logger.warn(
      { pending },
      "SMTP_URL is not set: e-mails are kept in the outbox unsent (each is logged once, without its body); set SMTP_URL and MAIL_FROM and restart to send them",
    );
    return;
  }

  await queue.work(QUEUES.emailOutboxSweep.name, polling, async () => {
    const enqueued = await enqueueDueOutboxMessages(database.db, queue);
    if (enqueued > 0) logger.info({ enqueued }, "outbox sweep enqueued due e-mails");
  });
  await queue.schedule(QUEUES.emailOutboxSweep.name, options.sweepCron ?? QUEUES.emailOutboxSweep.cron);
  await queue.send(QUEUES.emailOutboxSweep.name, {});
  queue.once("stopped", () => transport.close());
  logger.info(
    { smtp: transport.description, from: env.server.MAIL_FROM, dkim: smtp?.dkim?.keySelector, maxAttempts: policy.maxAttempts },
    "e-mail delivery over SMTP is on",
  );
}

/** The SMTP stages at which a refusal is about this message, not about the connection or the login. */
const MESSAGE_STAGES = new Set(["MAIL FROM", "RCPT TO", "DATA"]);

/**
 * The stage at which the server refused the message for good, if it did: nodemailer marks a 5xx
 * reply (but 503, a bad command sequence) `permanent` and names the command it answered.
 */
export function permanentRefusalStage(error: unknown): string | undefined {
  const smtp = error as { command?: unknown; permanent?: unknown } | null;
  return typeof smtp?.command === "string" && MESSAGE_STAGES.has(smtp.command) && smtp.permanent === true ? smtp.command : undefined;
}

/** An SMTP or network error in one line, with the server's own reply when it gave one. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    // nodemailer puts the server's reply (e.g. "550 5.1.1 mailbox unavailable") in `response`.
    const response = (error as { response?: unknown }).response;
    return typeof response === "string" && !error.message.includes(response) ? `${error.message} (${response})` : error.message;
  }
  return String(error);
}
