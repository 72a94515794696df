import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parseForgetEmail } from "~/owner/forget-person.server";
import { IMPORT_CAPS_TEXT, importReportText, SUBSCRIBER_IMPORT, SUBSCRIBER_STATUSES } from "~/services/subscribers.server";
import { AdminError, resultOf, UsageError, type CommandGroup } from "../command";
import { formatTable, ownerStampIn, writeExport } from "../output";

const STATUSES = SUBSCRIBER_STATUSES.join(", ");

/** --status as given, or a usage error naming the statuses there are. */
function statusOption(value: unknown, helpFor: string): string | undefined {
  if (value === undefined) return undefined;
  const status = String(value).trim();
  if (!(SUBSCRIBER_STATUSES as readonly string[]).includes(status))
    throw new UsageError(`--status "${status}" is not a status: use ${STATUSES}`, helpFor);
  return status;
}

export const subscribersCommands: CommandGroup = {
  name: "subscribers",
  summary: "The newsletter's list: see it, export it as CSV, import a list kept elsewhere, forget an address.",
  subcommands: [
    {
      name: "list",
      summary: "List subscribers, newest first, with the counts per status",
      options: {
        status: { type: "string", value: "<status>", description: `Only ${STATUSES} subscribers` },
        search: { type: "string", value: "<text>", description: "Only addresses containing this (any case)" },
        source: { type: "string", value: "<page>", description: "Only those who signed up on this page (or 'import')" },
        page: { type: "string", value: "<n>", description: "Which page of 50 to show (default 1)" },
      },
      examples: ["subscribers list", "subscribers list --status pending", "subscribers list --search example.com"],
      async run(context, { options }) {
        const status = statusOption(options.status, "subscribers list");
        const pageText = (options.page as string | undefined) ?? "1";
        if (!/^\d{1,5}$/.test(pageText) || Number(pageText) < 1)
          throw new UsageError(`--page "${pageText}" must be a whole number from 1`, "subscribers list");
        const figures = resultOf(await context.call("subscriberFigures", {}), "subscribers list");
        const { subscribers, hasMore } = resultOf(
          await context.call("listSubscribers", {
            status,
            search: typeof options.search === "string" ? options.search.trim() : "",
            source: typeof options.source === "string" ? options.source.trim() : "",
            page: Number(pageText),
          }),
          "subscribers list",
        );
        context.io.stdout(
          `${SUBSCRIBER_STATUSES.map((s) => `${figures.counts[s]} ${s}`).join(", ")}; ${figures.newIn30Days} new in the last 30 days\n\n`,
        );
        if (subscribers.length === 0) {
          context.io.stdout("No subscribers match.\n");
          return;
        }
        context.io.stdout(
          formatTable(
            ["joined", "email", "source", "status", "consented", "kit", "bounce"],
            subscribers.map((row) => [
              ownerStampIn(context, row.createdAt),
              row.email,
              row.source,
              row.status,
              row.consentedAt ? ownerStampIn(context, row.consentedAt) : "",
              [row.kitStatus, row.kitState, row.kitError].filter(Boolean).join(" "),
              row.bounceReason ?? "",
            ]),
            40,
          ),
        );
        if (hasMore) context.io.stdout(`More on --page ${Number(pageText) + 1}.\n`);
      },
    },
    {
      name: "export",
      summary: "Export the list as CSV (all, or one status)",
      description:
        "Writes the subscribers as CSV (email, source, status, consented_at, created_at, unsubscribed_at, bounce_reason, kit_status, kit_state, kit_error; times in UTC), oldest first, to --out or to standard output.",
      options: {
        status: { type: "string", value: "<status>", description: `Only ${STATUSES} subscribers` },
        out: { type: "string", short: "o", value: "<file.csv>", description: "Write to this file instead of standard output" },
      },
      examples: ["subscribers export --out subscribers.csv", "subscribers export --status confirmed --out confirmed.csv"],
      async run(context, { options }) {
        const status = statusOption(options.status, "subscribers export");
        const { body, count } = resultOf(await context.call("streamSubscribers", { status }), "subscribers export");
        await writeExport(context.io, body, options.out as string | undefined, `${count} subscribers${status ? ` (${status})` : ""}`);
      },
    },
    {
      name: "import",
      summary: "Import a CSV export of a list kept elsewhere (Kit, another service, this site)",
      description:
        "Adds each subscribed address of the file that is valid and not on the list yet as confirmed, with the file's consent or sign-up date " +
        "(or now), source 'import'. Rows marked unsubscribed, cancelled or bounced, repeated, or already on the list are skipped; the report " +
        `says why, line by line. One transaction. At most ${IMPORT_CAPS_TEXT}.`,
      positionals: [{ name: "file", description: "The CSV file (a header line naming an email column)" }],
      examples: ["subscribers import kit-export.csv"],
      async run(context, { positionals }) {
        const file = path.resolve(positionals[0]!);
        let bytes: Buffer;
        try {
          if ((await stat(file)).size > SUBSCRIBER_IMPORT.maxBytes)
            throw new AdminError(
              `${positionals[0]} is too large: an import takes at most ${IMPORT_CAPS_TEXT}. Split it and import each part.`,
            );
          bytes = await readFile(file);
        } catch (error) {
          if (error instanceof AdminError) throw error;
          throw new UsageError(`could not read ${file}: ${(error as Error).message}`, "subscribers import");
        }
        const report = resultOf(
          await context.call("importSubscribers", { bytes: new Uint8Array(bytes), name: path.basename(file) }),
          "subscribers import",
        );
        context.io.stdout(importReportText(report));
      },
    },
    {
      name: "forget",
      summary: "Forget a person: their subscription, the issues sent to them, all the site holds",
      description: "The same as 'forget <email>': removes the address, in any case, from every table that holds it, in one transaction.",
      positionals: [{ name: "email", description: "The e-mail address to forget" }],
      examples: ["subscribers forget ana@example.com"],
      async run(context, { positionals }) {
        const checked = parseForgetEmail(positionals[0]);
        if (!checked.ok) throw new UsageError(checked.message, "subscribers forget");
        const { text } = resultOf(await context.call("forgetPerson", { email: checked.email }), "subscribers forget");
        context.io.stdout(text);
      },
    },
  ],
};
