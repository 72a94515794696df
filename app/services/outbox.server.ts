import { plural } from "~/lib/plural";
import { ownerTime } from "~/lib/owner-time";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { AppEnv } from "~/config/env.server";
import { processLogger } from "~/config/logger.server";
import { emailOutbox, OUTBOX_STATUSES, type EmailOutboxRow, type OutboxStatus } from "~/db/schema";
import { SIGN_IN_EMAIL_KIND } from "~/features/admin/sign-in-email.server";
import { emailField } from "~/lib/email-address";
import { deliveryReason } from "~/mail/delivery-reason";
import { deliverSoon } from "~/mail/outbox.server";
import { done, notFound, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";

/** The e-mails the site sends: what the console and the command line list, show, retry and re-address. */

/** Whether this process can send e-mail: an SMTP server and a sender are configured. Without them, e-mails wait in the outbox. */
export const emailIsSetUp = (env: AppEnv) => Boolean(env.server.SMTP_URL && env.server.MAIL_FROM);

/** An outbox row as the owner reads it: the row, and why it was not delivered in a sentence (none when nothing went wrong). */
export type OutboxMessage = EmailOutboxRow & { reason: string | null };
const withReason = (row: EmailOutboxRow): OutboxMessage => ({
  ...row,
  reason: row.status === "sent" ? null : deliveryReason(row.lastError),
});

/** E-mails newest first (of one status, or all), after `offset`, with how many there are of each status. */
export async function listOutbox(
  { db, env }: ServiceDeps,
  { status, limit, offset = 0 }: { status?: OutboxStatus; limit: number; offset?: number },
): Promise<Outcome<{ totals: Record<OutboxStatus, number>; messages: OutboxMessage[]; emailSetUp: boolean }>> {
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
  return done({ totals, messages: messages.map(withReason), emailSetUp: emailIsSetUp(env) });
}

const noSuchMessage = (id: string) => notFound(`no e-mail with id ${id}`);
const OUTBOX_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One e-mail, why it was not delivered, and whether e-mail is set up at all. */
export async function getOutboxMessage(
  { db, env }: ServiceDeps,
  { id }: { id: string },
): Promise<Outcome<OutboxMessage & { emailSetUp: boolean }>> {
  if (!OUTBOX_ID.test(id)) return noSuchMessage(id);
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id.toLowerCase()));
  return row ? done({ ...withReason(row), emailSetUp: emailIsSetUp(env) }) : noSuchMessage(id);
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
async function requeue({ queue, env }: ServiceDeps, ids: string[]): Promise<string | undefined> {
  if (ids.length === 0) return undefined;
  // The process that sends may not be this one (the command line on PostgreSQL), so they are asked
  // for either way; the words say what this process's configuration knows.
  const unset = emailIsSetUp(env) ? "" : " E-mail is not set up yet, so they wait in the outbox until it is.";
  const jobs = await queue();
  if (!jobs) return `They go out when the server next starts: it sends every message that is due.${unset}`;
  for (const id of ids) await deliverSoon(jobs, id);
  return `Queued for delivery now.${unset}`;
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
    if (rows.length > 0) deps.did(`Retried ${plural(rows.length, "failed e-mail")}`);
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
  if (!OUTBOX_ID.test(id)) return refuse(`"${id}" is not an e-mail id`, "id");
  const outboxId = id.toLowerCase();
  const [row] = await db
    .update(emailOutbox)
    .set(reset())
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, "failed")))
    .returning({ id: emailOutbox.id, to: emailOutbox.toAddress, subject: emailOutbox.subject });
  if (row) {
    deps.did(`Retried the failed e-mail “${row.subject}”`);
    return done({ message: `E-mail ${row.id} to ${row.to} ("${row.subject}") is pending again.`, delivery: await requeue(deps, [row.id]) });
  }
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

/** The recipient field: the site's one rule for an e-mail address. */
const RecipientSchema = emailField("Enter an e-mail address, such as name@example.com.");

/**
 * Sends a failed or waiting e-mail to a corrected address: a mistyped recipient fixed by the owner.
 * A failed one is made pending with a fresh set of attempts and asked for at once; a pending one
 * keeps its due time (a worker may be sending it right now) and goes to the new address at its next
 * attempt. A sent e-mail is never sent again, and a sign-in link goes only where it was asked for.
 * The old address is not kept in the row: the server's log records the change (id, old and new).
 */
export async function correctOutboxRecipient(deps: ServiceDeps, input: { id: string; to: string }): Promise<Outcome<RetryReport>> {
  const { db } = deps;
  if (!OUTBOX_ID.test(input.id)) return noSuchMessage(input.id);
  const parsed = RecipientSchema.safeParse(input.to);
  if (!parsed.success) return refuse(parsed.error.issues[0]!.message, "to");
  const to = parsed.data;
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, input.id.toLowerCase()));
  if (!row) return noSuchMessage(input.id);
  if (row.status === "sent") return refuse(`This e-mail was already sent to ${row.toAddress}; it is not sent twice.`, "to");
  if (row.kind === SIGN_IN_EMAIL_KIND) return refuse("A sign-in link goes only to the address it was asked for.", "to");
  if (row.status === "pending" && row.toAddress === to) return done({ message: `This e-mail already goes to ${to}.` });
  // Only the row as it was read: a delivery that ended meanwhile is not overwritten.
  const [changed] = await db
    .update(emailOutbox)
    .set({
      toAddress: to,
      updatedAt: sql`now()`,
      ...(row.status === "failed" ? { status: "pending" as const, attempts: 0, nextAttemptAt: sql`now()`, lastError: null } : {}),
    })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, row.status), eq(emailOutbox.toAddress, row.toAddress)))
    .returning({ id: emailOutbox.id, due: sql<boolean>`${emailOutbox.nextAttemptAt} <= now()` });
  if (!changed) return refuse("This e-mail changed while you were correcting it; please look at it again.", "to");
  processLogger().info({ outboxId: row.id, from: row.toAddress, to }, "the owner corrected an e-mail's address");
  // No address in the activity log: it is kept a year, and forgetting a person does not reach it.
  deps.did(`Corrected the address of the e-mail “${row.subject}” and sent it again`);
  return done({
    message: `This e-mail now goes to ${to} (it was addressed to ${row.toAddress}).`,
    delivery: changed.due ? await requeue(deps, [row.id]) : undefined,
  });
}
