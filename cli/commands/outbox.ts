import { and, count, desc, eq, sql } from "drizzle-orm";
import { emailOutbox, OUTBOX_STATUSES, type OutboxStatus } from "~/db/schema";
import { deliverSoon } from "~/mail/outbox.server";
import { AdminError, UsageError, type CommandContext, type CommandGroup } from "../command";
import { formatInstant, formatTable } from "../output";

const OUTBOX_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_LIMIT = 50;

function whenLabel(row: { status: OutboxStatus; sentAt: Date | null; nextAttemptAt: Date; updatedAt: Date }): string {
  if (row.status === "sent") return `sent ${formatInstant(row.sentAt)}`;
  if (row.status === "failed") return `gave up ${formatInstant(row.updatedAt)}`;
  return `next try ${formatInstant(row.nextAttemptAt)}`;
}

/**
 * Makes rows pending with a fresh set of attempts, then asks for delivery: at once when a job
 * queue is at hand (PostgreSQL, or the running server on PGlite); otherwise the server is stopped,
 * and its start-up sweep sends every due message.
 */
async function requeue(context: CommandContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const queue = await context.jobQueue();
  if (queue) {
    for (const id of ids) await deliverSoon(queue, id);
    context.io.stderr("Queued for delivery now: the server's worker sends them (SMTP_URL must be set where it runs).\n");
  } else {
    context.io.stderr("They go out when the server next starts: its start-up sweep sends every due message (with SMTP_URL set).\n");
  }
}

export const outboxCommands: CommandGroup = {
  name: "outbox",
  summary: "E-mails the site sends (registration confirmations): see what went out, and retry what failed.",
  subcommands: [
    {
      name: "list",
      summary: "List e-mails, newest first, with their delivery state",
      options: {
        status: { type: "string", value: "<status>", description: `Only ${OUTBOX_STATUSES.join(", ")} e-mails` },
        limit: { type: "string", value: "<n>", description: `How many to show (default ${DEFAULT_LIMIT})` },
      },
      examples: ["outbox list", "outbox list --status failed"],
      async run(context, { options }) {
        const status = options.status as string | undefined;
        if (status !== undefined && !OUTBOX_STATUSES.includes(status as OutboxStatus)) {
          throw new UsageError(`--status "${status}" is not a status: use ${OUTBOX_STATUSES.join(", ")}`, "outbox list");
        }
        const limitText = (options.limit as string | undefined) ?? String(DEFAULT_LIMIT);
        if (!/^\d+$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 10_000) {
          throw new UsageError(`--limit "${limitText}" must be a whole number from 1 to 10000`, "outbox list");
        }
        const { db } = await context.database();
        const totals = await db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status);
        const base = db.select().from(emailOutbox);
        const rows = await (status ? base.where(eq(emailOutbox.status, status as OutboxStatus)) : base)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(Number(limitText));
        const summary = OUTBOX_STATUSES.map((s) => `${totals.find((t) => t.status === s)?.n ?? 0} ${s}`).join(", ");
        context.io.stdout(`${summary}\n\n`);
        if (rows.length === 0) {
          context.io.stdout(status ? `No ${status} e-mails.\n` : "No e-mails yet.\n");
          return;
        }
        context.io.stdout(
          formatTable(
            ["id", "queued", "status", "kind", "to", "subject", "attempts", "when", "last error"],
            rows.map((row) => [
              row.id,
              formatInstant(row.createdAt),
              row.status,
              row.kind,
              row.toAddress,
              row.subject,
              String(row.attempts),
              whenLabel(row),
              row.status === "sent" ? "" : (row.lastError ?? ""),
            ]),
            40,
          ),
        );
      },
    },
    {
      name: "retry",
      summary: "Send a failed e-mail again (or nudge a pending one), or every failed one",
      description:
        "Makes a failed e-mail pending again with a fresh set of attempts and asks for its delivery; a pending one that is due is asked for again. An e-mail that was sent is never sent twice.",
      positionals: [{ name: "id", description: "The e-mail's id (see 'outbox list')", optional: true }],
      options: { "all-failed": { type: "boolean", description: "Retry every failed e-mail instead of one" } },
      examples: ["outbox retry 0b9c3a52-0000-4000-8000-000000000000", "outbox retry --all-failed"],
      async run(context, { options, positionals }) {
        const [id] = positionals;
        if (Boolean(id) === Boolean(options["all-failed"])) {
          throw new UsageError("give either an e-mail id or --all-failed", "outbox retry");
        }
        const { db } = await context.database();
        const reset = { status: "pending" as const, attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` };

        if (options["all-failed"]) {
          const rows = await db.update(emailOutbox).set(reset).where(eq(emailOutbox.status, "failed")).returning({ id: emailOutbox.id });
          context.io.stdout(
            rows.length === 0
              ? "No failed e-mails.\n"
              : `${rows.length} failed e-mail${rows.length === 1 ? " is" : "s are"} pending again.\n`,
          );
          await requeue(
            context,
            rows.map((row) => row.id),
          );
          return;
        }

        if (!OUTBOX_ID.test(id!)) throw new UsageError(`"${id}" is not an e-mail id; 'outbox list' shows them`, "outbox retry");
        const outboxId = id!.toLowerCase();
        const [row] = await db
          .update(emailOutbox)
          .set(reset)
          .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, "failed")))
          .returning({ id: emailOutbox.id, to: emailOutbox.toAddress, subject: emailOutbox.subject });
        if (row) {
          context.io.stdout(`E-mail ${row.id} to ${row.to} ("${row.subject}") is pending again.\n`);
          await requeue(context, [row.id]);
          return;
        }
        // "Due" by the database's clock, the one the worker's claim reads.
        const [existing] = await db
          .select({ row: emailOutbox, due: sql<boolean>`${emailOutbox.nextAttemptAt} <= now()` })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, outboxId))
          .then((rows) => rows.map(({ row, due }) => ({ ...row, due })));
        if (!existing) throw new AdminError(`no e-mail with id ${id}; 'npm run admin -- outbox list' shows them`);
        if (existing.status === "sent") {
          throw new AdminError(`e-mail ${id} was already sent (${formatInstant(existing.sentAt)}); it is not sent twice`);
        }
        // Pending: its due time stays as it is, since a worker may be sending it right now (a
        // claim is a due time in the future). When it is due already, it is asked for again.
        if (!existing.due) {
          context.io.stdout(
            `E-mail ${existing.id} to ${existing.toAddress} is pending; it is tried again at ${formatInstant(existing.nextAttemptAt)}.\n`,
          );
          return;
        }
        context.io.stdout(`E-mail ${existing.id} to ${existing.toAddress} is pending and due.\n`);
        await requeue(context, [existing.id]);
      },
    },
  ],
};
