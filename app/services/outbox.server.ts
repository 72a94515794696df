import { ownerTime } from "~/lib/owner-time";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { emailOutbox, OUTBOX_STATUSES, type EmailOutboxRow, type OutboxStatus } from "~/db/schema";
import { deliverSoon } from "~/mail/outbox.server";
import { done, notFound, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";

/** The e-mails the site sends: what the console and the command line list, show and retry. */

/** E-mails newest first (of one status, or all), after `offset`, with how many there are of each status. */
export async function listOutbox(
  { db }: ServiceDeps,
  { status, limit, offset = 0 }: { status?: OutboxStatus; limit: number; offset?: number },
): Promise<Outcome<{ totals: Record<OutboxStatus, number>; messages: EmailOutboxRow[] }>> {
  const [counted, messages] = await Promise.all([
    db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
    db
      .select()
      .from(emailOutbox)
      .where(status ? eq(emailOutbox.status, status) : undefined)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit)
      .offset(offset),
  ]);
  const totals = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, counted.find((t) => t.status === s)?.n ?? 0])) as Record<
    OutboxStatus,
    number
  >;
  return done({ totals, messages });
}

const noSuchMessage = (id: string) => notFound(`no e-mail with id ${id}; 'npm run admin -- outbox list' shows them`);
const OUTBOX_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getOutboxMessage({ db }: ServiceDeps, { id }: { id: string }): Promise<Outcome<EmailOutboxRow>> {
  if (!OUTBOX_ID.test(id)) return noSuchMessage(id);
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id.toLowerCase()));
  return row ? done(row) : noSuchMessage(id);
}

/** What a retry did: the line that says it, and when the e-mails go (none when nothing was asked for). */
export interface RetryReport {
  message: string;
  delivery?: string;
}

/**
 * Makes rows pending with a fresh set of attempts, then asks for delivery: at once when a job
 * queue is at hand (PostgreSQL, or the running server on PGlite); otherwise the server is stopped,
 * and its start-up sweep sends every due message.
 */
async function requeue({ queue }: ServiceDeps, ids: string[]): Promise<string | undefined> {
  if (ids.length === 0) return undefined;
  const jobs = await queue();
  if (!jobs) return "They go out when the server next starts: its start-up sweep sends every due message (with SMTP_URL set).";
  for (const id of ids) await deliverSoon(jobs, id);
  return "Queued for delivery now: the server's worker sends them (SMTP_URL must be set where it runs).";
}

const reset = () => ({ status: "pending" as const, attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` });

/**
 * Makes a failed e-mail pending again with a fresh set of attempts and asks for its delivery (or
 * every failed one); a pending one that is due is asked for again. A sent e-mail is never sent twice.
 */
export async function retryOutbox(deps: ServiceDeps, input: { id: string } | { allFailed: true }): Promise<Outcome<RetryReport>> {
  const { db } = deps;
  if ("allFailed" in input) {
    const rows = await db.update(emailOutbox).set(reset()).where(eq(emailOutbox.status, "failed")).returning({ id: emailOutbox.id });
    return done({
      message:
        rows.length === 0 ? "No failed e-mails." : `${rows.length} failed e-mail${rows.length === 1 ? " is" : "s are"} pending again.`,
      delivery: await requeue(
        deps,
        rows.map((row) => row.id),
      ),
    });
  }
  const { id } = input;
  if (!OUTBOX_ID.test(id)) return refuse(`"${id}" is not an e-mail id; 'outbox list' shows them`, "id");
  const outboxId = id.toLowerCase();
  const [row] = await db
    .update(emailOutbox)
    .set(reset())
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, "failed")))
    .returning({ id: emailOutbox.id, to: emailOutbox.toAddress, subject: emailOutbox.subject });
  if (row)
    return done({ message: `E-mail ${row.id} to ${row.to} ("${row.subject}") is pending again.`, delivery: await requeue(deps, [row.id]) });
  // "Due" by the database's clock, the one the worker's claim reads.
  const [existing] = await db
    .select({ row: emailOutbox, due: sql<boolean>`${emailOutbox.nextAttemptAt} <= now()` })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, outboxId))
    .then((rows) => rows.map(({ row, due }) => ({ ...row, due })));
  if (!existing) return noSuchMessage(id);
  if (existing.status === "sent")
    return refuse(`e-mail ${id} was already sent (${ownerTime(existing.sentAt, deps.env.server.OWNER_TIME_ZONE)}); it is not sent twice`);
  // Pending: its due time stays as it is, since a worker may be sending it right now (a claim is a
  // due time in the future). When it is due already, it is asked for again.
  if (!existing.due)
    return done({
      message: `E-mail ${existing.id} to ${existing.toAddress} is pending; it is tried again at ${ownerTime(existing.nextAttemptAt, deps.env.server.OWNER_TIME_ZONE)}.`,
    });
  return done({
    message: `E-mail ${existing.id} to ${existing.toAddress} is pending and due.`,
    delivery: await requeue(deps, [existing.id]),
  });
}
