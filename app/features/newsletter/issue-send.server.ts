import { and, asc, count, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "~/config/logger.server";
import type { AppEnv } from "~/config/env.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { resultRows } from "~/db/result-rows";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "~/db/schema";
import { jobsInTransaction, type JobExecutor, type JobQueue, type TransactionJobs } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { describeError, permanentRefusalStage } from "~/mail/outbox-worker.server";
import { createSmtpTransport, SEND_TIMEOUT_MS, smtpSettings, type MailTransport } from "~/mail/smtp-transport.server";
import { withUnsubscribeLink } from "./issue-email";
import { subscriberLinkPath, subscriberLinkSigner } from "./subscriber-links.server";

/**
 * Sending an issue to the list (decision 069). The delivery rows are the truth, a job only the
 * hands that work them:
 *
 * - An issue starts in one transaction: it turns 'sending', gets one delivery row per confirmed
 *   subscriber (its primary key is the issue and the subscriber, so nobody is added twice) and the
 *   jobs that work them. A crash leaves all of it or none.
 * - A job claims a batch of due rows (FOR UPDATE SKIP LOCKED, so two instances take different
 *   ones) by pushing their due time past the longest send, then sends each: one committed UPDATE
 *   marks the row 'sending' only while its subscriber is still confirmed (an unsubscribe that has
 *   committed is never sent another issue), the mail server takes the message, and the row turns
 *   'sent'.
 * - A process killed while the server had a message leaves its row 'sending': nothing can tell
 *   whether that message arrived, so after the claim's time the row turns 'unknown' and is not sent
 *   again. A recipient gets an issue at most once; the report counts the unknown ones.
 * - A refusal for good of the recipient's address bounces it at once when the server says the
 *   mailbox or domain does not exist, and on the second such refusal otherwise (a full mailbox, a
 *   spam verdict may pass); a temporary failure is tried again later, at most MAX_ATTEMPTS times.
 * - Every minute (newsletter-issues) scheduled issues whose time has come start, rows a stopped
 *   process left are settled, and an issue with rows due gets a job again.
 */

/** Rows a job claims at a time, and messages it has with the mail server at once. */
const CLAIM_BATCH = 50;
const IN_FLIGHT = 4;
/** Jobs an issue starts with: two instances can each work one. */
const LANES = 2;
/** Attempts per recipient when the failures are temporary, with their waits (doubling, at most 10 minutes). */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 30;
const RETRY_MAX_SECONDS = 600;
/** How long a claim holds a row: longer than any send can take. */
const CLAIM_SECONDS = Math.ceil(SEND_TIMEOUT_MS / 1000) + 30;
const MAX_ERROR_LENGTH = 1_000;

/** Permanent refusals of an address after which its subscriber counts as bounced, when none says the mailbox does not exist. */
export const BOUNCES_TO_STOP = 2;

const UNKNOWN_NOTE = "The site stopped while the mail server had this message, so whether it arrived is not known; it is not sent again.";

export interface IssueSendDeps {
  db: Database;
  transport: MailTransport;
  /** The site's address, for each recipient's unsubscribe link. */
  siteUrl: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** The job's own signal: a stopping server finishes the messages in hand and claims no more. */
  signal?: AbortSignal;
}

/** Starts a scheduled issue: inside `tx`, with the jobs opened before it. Answers how many it is addressed to, or undefined when it was not scheduled. */
export async function startIssue(tx: Database, jobs: TransactionJobs, issueId: string): Promise<number | undefined> {
  const [started] = await tx
    .update(newsletterIssues)
    .set({ status: "sending", startedAt: sql`now()` })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "scheduled")))
    .returning({ id: newsletterIssues.id });
  if (!started) return undefined;
  const added = await tx
    .insert(newsletterDeliveries)
    .select(
      tx
        .select({
          issueId: sql`${issueId}::uuid`.as("issue_id"),
          subscriberId: newsletterSubscribers.id,
          status: sql`'queued'`.as("status"),
          attempts: sql`0`.as("attempts"),
          nextAttemptAt: sql`now()`.as("next_attempt_at"),
          lastError: sql`null`.as("last_error"),
          sentAt: sql`null::timestamptz`.as("sent_at"),
          updatedAt: sql`now()`.as("updated_at"),
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, "confirmed")),
    )
    .onConflictDoNothing()
    .returning({ subscriberId: newsletterDeliveries.subscriberId });
  await tx.update(newsletterIssues).set({ recipients: added.length }).where(eq(newsletterIssues.id, issueId));
  if (added.length === 0) {
    await finishIfDone(tx, issueId);
  } else {
    for (let lane = 0; lane < LANES; lane++) await jobs.send(tx as unknown as JobExecutor, QUEUES.newsletterSend.name, { issueId });
  }
  return added.length;
}

/** Starts every scheduled issue whose time has come, each in its own transaction; answers their ids. */
export async function startDueIssues(db: Database, queue: JobQueue): Promise<string[]> {
  const due = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "scheduled"), lte(newsletterIssues.sendAt, sql`now()`)))
    .orderBy(asc(newsletterIssues.sendAt));
  const started: string[] = [];
  for (const { id } of due) {
    const jobs = await jobsInTransaction(queue, [QUEUES.newsletterSend.name]);
    const recipients = await db.transaction((tx) => startIssue(tx as unknown as Database, jobs, id));
    if (recipients !== undefined) started.push(id);
  }
  return started;
}

/**
 * Settles what stopped processes left and wakes the sends that need it: rows 'sending' past their
 * claim turn 'unknown', an issue with nothing left turns 'sent', and one with rows due gets a job.
 */
export async function tendSendingIssues(db: Database, queue: JobQueue): Promise<{ unknown: number; woken: number }> {
  const d = newsletterDeliveries;
  const sending = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.status, "sending"));
  let unknown = 0;
  let woken = 0;
  // Issue by issue, through the (issue, status) index: the rows of issues sent long ago are never read.
  for (const { id } of sending) {
    const settled = await db
      .update(d)
      .set({ status: "unknown", lastError: UNKNOWN_NOTE, updatedAt: sql`now()` })
      .where(and(eq(d.issueId, id), eq(d.status, "sending"), lte(d.updatedAt, sql`now() - make_interval(secs => ${CLAIM_SECONDS})`)))
      .returning({ subscriberId: d.subscriberId });
    unknown += settled.length;
    if (await finishIfDone(db, id)) continue;
    const [due] = await db
      .select({ n: count() })
      .from(d)
      .where(and(eq(d.issueId, id), eq(d.status, "queued"), lte(d.nextAttemptAt, sql`now()`)));
    if ((due?.n ?? 0) > 0) {
      await queue.send(QUEUES.newsletterSend.name, { issueId: id });
      woken++;
    }
  }
  return { unknown, woken };
}

/** Marks the issue sent when no row of it is left to try; answers whether it did. */
async function finishIfDone(db: Database, issueId: string): Promise<boolean> {
  const d = newsletterDeliveries;
  const [finished] = await db
    .update(newsletterIssues)
    .set({ status: "sent", finishedAt: sql`now()` })
    .where(
      and(
        eq(newsletterIssues.id, issueId),
        eq(newsletterIssues.status, "sending"),
        sql`not exists (select 1 from ${d} where ${d.issueId} = ${issueId} and ${d.status} in ('queued', 'sending'))`,
      ),
    )
    .returning({ id: newsletterIssues.id });
  return Boolean(finished);
}

/**
 * Claims up to CLAIM_BATCH due rows of the issue for this worker: their subscribers and addresses.
 * The due rows are chosen once (a materialized CTE, read in the index's order) and then claimed: as
 * a subquery of the UPDATE the planner may run the LIMIT again for every row, which claimed the
 * whole list at once and took seconds.
 */
async function claimBatch(db: Database, issueId: string): Promise<{ subscriberId: string; email: string }[]> {
  const d = newsletterDeliveries;
  const s = newsletterSubscribers;
  const claimed = await db.execute(sql`
    with due as materialized (
      select ${d.subscriberId} as subscriber_id from ${d}
      where ${d.issueId} = ${issueId} and ${d.status} = 'queued' and ${d.nextAttemptAt} <= now()
      order by ${d.nextAttemptAt}
      limit ${CLAIM_BATCH}
      for update skip locked
    )
    update ${d} set next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS}), updated_at = now()
    from due
    where ${d.issueId} = ${issueId} and ${d.subscriberId} = due.subscriber_id
    returning ${d.subscriberId} as subscriber_id`);
  const ids = resultRows<{ subscriber_id: string }>(claimed).map((row) => row.subscriber_id);
  if (ids.length === 0) return [];
  return db.select({ subscriberId: s.id, email: s.email }).from(s).where(inArray(s.id, ids));
}

export type DeliveryResult = "sent" | "skipped" | "retry" | "failed" | "bounced" | "gone";

/** What a refusal means for the address: the mailbox or domain does not exist (bounced at once), or it may pass later. */
function refusalOf(error: unknown): { permanent: false } | { permanent: true; hard: boolean } {
  const stage = permanentRefusalStage(error);
  // A refused sender is the site's setting, not the recipient's address: tried again, never a bounce.
  if (stage === undefined || stage === "MAIL FROM") return { permanent: false };
  const said = describeError(error);
  return {
    permanent: true,
    hard: /\b5\.1\.[0-6]\b|user unknown|no such (user|mailbox)|mailbox (unavailable|not found)|does not exist/i.test(said),
  };
}

/** One recipient of one issue: marked, sent, and recorded; never throws for the mail server's answer. */
export async function deliverIssueTo(
  deps: IssueSendDeps,
  issue: { id: string; subject: string; htmlBody: string; textBody: string },
  { subscriberId, email }: { subscriberId: string; email: string },
  unsubscribeToken: (subscriberId: string) => string,
): Promise<DeliveryResult> {
  const { db } = deps;
  const d = newsletterDeliveries;
  const s = newsletterSubscribers;
  const key = and(eq(d.issueId, issue.id), eq(d.subscriberId, subscriberId));
  // By the row's own key, and the subscriber's by theirs: each statement touches one row, however long the list.
  const [marked] = await db
    .update(d)
    .set({ status: "sending", attempts: sql`${d.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(key, eq(d.status, "queued"), sql`exists (select 1 from ${s} where ${s.id} = ${subscriberId} and ${s.status} = 'confirmed')`))
    .returning({ attempts: d.attempts });
  if (!marked) {
    // Left (unsubscribed, bounced) before their turn: skipped. A forgotten subscriber's row is gone with them.
    const skipped = await db
      .update(d)
      .set({ status: "skipped", updatedAt: sql`now()` })
      .where(and(key, eq(d.status, "queued")))
      .returning({ subscriberId: d.subscriberId });
    return skipped.length > 0 ? "skipped" : "gone";
  }

  const unsubscribeUrl = new URL(subscriberLinkPath("unsubscribe", unsubscribeToken(subscriberId)), deps.siteUrl).toString();
  try {
    await deps.transport.send({
      to: email,
      subject: issue.subject,
      text: withUnsubscribeLink(issue.textBody, unsubscribeUrl),
      html: withUnsubscribeLink(issue.htmlBody, unsubscribeUrl),
      headers: {
        "List-Unsubscribe": `<${unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "List-Id": `<newsletter.${new URL(deps.siteUrl).hostname}>`,
      },
    });
  } catch (error) {
    const reason = describeError(error).slice(0, MAX_ERROR_LENGTH);
    const refusal = refusalOf(error);
    if (refusal.permanent) {
      const [subscriber] = await db
        .update(s)
        .set({
          bounceCount: sql`${s.bounceCount} + 1`,
          bounceReason: reason,
          status: refusal.hard ? "bounced" : sql`case when ${s.bounceCount} + 1 >= ${BOUNCES_TO_STOP} then 'bounced' else ${s.status} end`,
          bouncedAt: refusal.hard
            ? sql`now()`
            : sql`case when ${s.bounceCount} + 1 >= ${BOUNCES_TO_STOP} then now() else ${s.bouncedAt} end`,
          updatedAt: sql`now()`,
        })
        .where(eq(s.id, subscriberId))
        .returning({ status: s.status });
      const bounced = subscriber?.status === "bounced";
      await db
        .update(d)
        .set({ status: bounced ? "bounced" : "failed", lastError: reason, updatedAt: sql`now()` })
        .where(and(key, eq(d.status, "sending")));
      deps.logger.warn({ issueId: issue.id, subscriberId, bounced, err: reason }, "newsletter issue refused for good");
      return bounced ? "bounced" : "failed";
    }
    const last = marked.attempts >= MAX_ATTEMPTS;
    const wait = Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** (marked.attempts - 1));
    await db
      .update(d)
      .set({
        status: last ? "failed" : "queued",
        lastError: reason,
        nextAttemptAt: last ? sql`now()` : sql`now() + make_interval(secs => ${wait})`,
        updatedAt: sql`now()`,
      })
      .where(and(key, eq(d.status, "sending")));
    deps.logger.warn({ issueId: issue.id, subscriberId, attempt: marked.attempts, last, err: reason }, "newsletter issue not delivered");
    return last ? "failed" : "retry";
  }
  await db
    .update(d)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(and(key, eq(d.status, "sending")));
  return "sent";
}

/**
 * Works an issue until no row of it is due: batch after batch, IN_FLIGHT messages at once. Answers
 * what it did. A row waiting for its retry is left for the minute's tending, which sends a job again.
 */
export async function workIssue(deps: IssueSendDeps, issueId: string): Promise<Record<DeliveryResult, number>> {
  const tally: Record<DeliveryResult, number> = { sent: 0, skipped: 0, retry: 0, failed: 0, bounced: 0, gone: 0 };
  const [issue] = await deps.db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      htmlBody: newsletterIssues.htmlBody,
      textBody: newsletterIssues.textBody,
      status: newsletterIssues.status,
    })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, issueId));
  if (!issue || issue.status !== "sending") return tally;
  const token = await subscriberLinkSigner(deps.db, "unsubscribe");
  while (!deps.signal?.aborted) {
    const batch = await claimBatch(deps.db, issueId);
    if (batch.length === 0) break;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(IN_FLIGHT, batch.length) }, async () => {
        while (next < batch.length) {
          const recipient = batch[next++]!;
          // A stopping server sends no new message: what it claimed goes back to the queue at the claim's end.
          if (deps.signal?.aborted) return;
          tally[await deliverIssueTo(deps, issue, recipient, token)]++;
        }
      }),
    );
  }
  await finishIfDone(deps.db, issueId);
  return tally;
}

export interface IssueWorkerDeps {
  database: DatabaseHandle;
  queue: JobQueue;
  env: AppEnv;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

/**
 * The newsletter's two workers: the send (newsletter-send) and the minute's tending
 * (newsletter-issues), which also runs once at start for what the last run left. Without SMTP the
 * issues wait, queued, and the console refuses to send.
 */
export async function registerIssueWorkers(
  { database, queue, env, logger }: IssueWorkerDeps,
  options: { transport?: MailTransport; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const settings = smtpSettings(env);
  const transport = options.transport ?? (settings ? createSmtpTransport(settings) : undefined);
  if (!transport) {
    logger.info("newsletter issues are not sent: SMTP_URL is not set");
    return;
  }
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await queue.work<{ issueId?: unknown }>(QUEUES.newsletterSend.name, polling, async ([job]) => {
    if (!job) return;
    const issueId = String(job.data?.issueId ?? "");
    if (!/^[0-9a-f-]{36}$/i.test(issueId)) return;
    try {
      const tally = await workIssue({ db: database.db, transport, siteUrl: env.site.siteUrl, logger, signal: job.signal }, issueId);
      logger.info({ issueId, ...tally }, "newsletter issue worked");
    } catch (error) {
      // The rows keep what was done; the job's retry (or the minute's tending) takes up the rest.
      logger.error({ issueId, err: error }, "newsletter issue send stopped by an error");
      throw error;
    }
  });
  const tend = async () => {
    try {
      const started = await startDueIssues(database.db, queue);
      const tended = await tendSendingIssues(database.db, queue);
      if (started.length > 0 || tended.unknown > 0 || tended.woken > 0) logger.info({ started, ...tended }, "newsletter issues tended");
    } catch (error) {
      logger.error({ err: error }, "newsletter issues could not be tended; the next minute tries again");
      throw error;
    }
  };
  await queue.work(QUEUES.newsletterIssues.name, polling, tend);
  await queue.schedule(QUEUES.newsletterIssues.name, QUEUES.newsletterIssues.cron);
  await queue.send(QUEUES.newsletterIssues.name, {});
  queue.once("stopped", () => transport.close());
}
