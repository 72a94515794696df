import { OUTBOX_STATUSES, type OutboxStatus } from "~/db/schema";
import type { RetryReport } from "~/services/outbox.server";
import { resultOf, UsageError, type CommandContext, type CommandGroup } from "../command";
import { formatTable, ownerStampIn } from "../output";

const OUTBOX_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_LIMIT = 50;

function whenLabel(
  context: CommandContext,
  row: { status: OutboxStatus; sentAt: Date | null; nextAttemptAt: Date; updatedAt: Date },
): string {
  if (row.status === "sent") return `sent ${ownerStampIn(context, row.sentAt)}`;
  if (row.status === "failed") return `gave up ${ownerStampIn(context, row.updatedAt)}`;
  return `next try ${ownerStampIn(context, row.nextAttemptAt)}`;
}

/** A retry's line on stdout, and when the e-mails go on stderr. */
function printRetry(context: CommandContext, report: RetryReport) {
  context.io.stdout(`${report.message}\n`);
  if (report.delivery) context.io.stderr(`${report.delivery}\n`);
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
        const { totals, messages: rows } = resultOf(
          await context.call("listOutbox", { status: status as OutboxStatus | undefined, limit: Number(limitText) }),
          "outbox list",
        );
        const summary = OUTBOX_STATUSES.map((s) => `${totals[s]} ${s}`).join(", ");
        context.io.stdout(`${summary}\n\n`);
        if (rows.length === 0) {
          context.io.stdout(status ? `No ${status} e-mails.\n` : "No e-mails yet.\n");
          return;
        }
        context.io.stdout(
          formatTable(
            ["id", "queued", "status", "kind", "to", "subject", "attempts", "when", "why not sent"],
            rows.map((row) => [
              row.id,
              ownerStampIn(context, row.createdAt),
              row.status,
              row.kind,
              row.toAddress,
              row.subject,
              String(row.attempts),
              whenLabel(context, row),
              row.reason ? `${row.reason} (${row.lastError})` : "",
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
        if (options["all-failed"]) {
          printRetry(context, resultOf(await context.call("retryOutbox", { allFailed: true }), "outbox retry"));
          return;
        }
        if (!OUTBOX_ID.test(id!)) throw new UsageError(`"${id}" is not an e-mail id; 'outbox list' shows them`, "outbox retry");
        printRetry(context, resultOf(await context.call("retryOutbox", { id: id! }), "outbox retry"));
      },
    },
    {
      name: "correct",
      summary: "Send a failed or waiting e-mail to a corrected address",
      description:
        "For a mistyped recipient: the e-mail goes to the new address instead (a failed one at once, with a fresh set of attempts). The server's log keeps the old address. An e-mail that was sent is never sent again.",
      positionals: [{ name: "id", description: "The e-mail's id (see 'outbox list')" }],
      options: { to: { type: "string", value: "<address>", description: "The corrected address" } },
      examples: ["outbox correct 0b9c3a52-0000-4000-8000-000000000000 --to ana@example.com"],
      async run(context, { options, positionals }) {
        const [id] = positionals;
        const to = options.to as string | undefined;
        if (!id || !OUTBOX_ID.test(id))
          throw new UsageError(`"${id ?? ""}" is not an e-mail id; 'outbox list' shows them`, "outbox correct");
        if (!to) throw new UsageError("give the corrected address with --to", "outbox correct");
        printRetry(context, resultOf(await context.call("correctOutboxRecipient", { id, to }), "outbox correct"));
      },
    },
  ],
};
