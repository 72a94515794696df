import { randomUUID } from "node:crypto";
import { ownerSessionStart } from "~/lib/owner-time";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "~/db/schema";
import { recipientsSentence, registrantFilter, SESSION_MESSAGE_LIMITS, statusSummary, STATUS_WORDS } from "~/services/session-people";
import { sentMessageAnswer } from "~/services/session-messages.server";
import { resultOf, UsageError, type CommandGroup } from "../command";
import { formatTable, ownerStampIn, writeExport } from "../output";
import { parseEventId } from "./events";

const eventIdArgument = [{ name: "eventId", description: "The session's id (see 'events list --all')" }];

const statusOption = {
  type: "string",
  value: "<status>",
  description: `Only the registrations of this status: ${REGISTRATION_STATUSES.join(", ")}`,
} as const;

/** --status as given, or everyone when left out; an unknown status is a usage error. */
function parseStatus(value: unknown, command: string): RegistrationStatus | undefined {
  if (value === undefined) return undefined;
  const status = registrantFilter(String(value));
  if (!status) throw new UsageError(`--status "${String(value)}" is not a status: use ${REGISTRATION_STATUSES.join(", ")}`, command);
  return status;
}

export const registrationsCommands: CommandGroup = {
  name: "registrations",
  summary: "Who registered for a live session, with their status: list them, export them as CSV, or write to them.",
  subcommands: [
    {
      name: "list",
      summary: "List a session's registrations with their status",
      positionals: eventIdArgument,
      options: { status: statusOption },
      examples: ["registrations list 3f2b6c1e-0000-4000-8000-000000000000 --status waiting"],
      async run(context, { positionals, options }) {
        const id = parseEventId(positionals[0]!, "registrations list");
        const status = parseStatus(options.status, "registrations list");
        const { event, registrants, counts } = resultOf(
          await context.call("sessionRegistrations", { eventId: id, status }),
          "registrations list",
        );
        const seats = event.maxAttendees === null ? "no seat limit" : `${counts.registered} of ${event.maxAttendees} seats taken`;
        context.io.stdout(
          `${event.title} — ${ownerSessionStart(event, context.env.server.OWNER_TIME_ZONE)} — ${seats}; ${statusSummary(counts)}\n\n`,
        );
        if (registrants.length === 0) {
          context.io.stdout(status ? `Nobody ${STATUS_WORDS[status].plural}.\n` : "No registrations yet.\n");
          return;
        }
        context.io.stdout(
          formatTable(
            ["status", "registered", "email", "name"],
            registrants.map((row) => [
              row.position === null ? row.status : `waiting #${row.position}`,
              ownerStampIn(context, row.createdAt),
              row.email,
              row.name || "—",
            ]),
          ),
        );
      },
    },
    {
      name: "export",
      summary: "Export a session's registrations as CSV, with their status",
      description:
        "Writes the session's registrations as CSV (one row each: email, name, status, waitlist_position, registered_at and cancelled_at in UTC, and the session's id, title, date and time) to --out, or to standard output. --status keeps one status.",
      positionals: eventIdArgument,
      options: {
        out: { type: "string", short: "o", value: "<file.csv>", description: "Write to this file instead of standard output" },
        status: statusOption,
      },
      examples: [
        "registrations export 3f2b6c1e-0000-4000-8000-000000000000 --out registrations.csv",
        "registrations export 3f2b6c1e-0000-4000-8000-000000000000 --status waiting",
      ],
      async run(context, { positionals, options }) {
        const id = parseEventId(positionals[0]!, "registrations export");
        const status = parseStatus(options.status, "registrations export");
        const { csv, count, title } = resultOf(await context.call("exportRegistrants", { eventId: id, status }), "registrations export");
        await writeExport(context.io, csv, options.out as string | undefined, `${count} registrations for "${title}"`);
      },
    },
    {
      name: "message",
      summary: "Write to a session's people: preview, then --send",
      description:
        "Without --send, shows the e-mail as its first recipient will get it, how many people it would reach, and the key to send it with. With --send, e-mails everyone registered (and waiting, with --waitlist) once: sending again with the same --key sends nothing.",
      positionals: eventIdArgument,
      options: {
        subject: {
          type: "string",
          value: "<text>",
          description: `The subject (at most ${SESSION_MESSAGE_LIMITS.subject} characters)`,
          required: true,
        },
        body: {
          type: "string",
          value: "<text>",
          description: `The message (at most ${SESSION_MESSAGE_LIMITS.body} characters)`,
          required: true,
        },
        waitlist: { type: "boolean", description: "Write to the people on the waitlist too" },
        send: { type: "boolean", description: "Send it (otherwise only the preview is shown)" },
        key: { type: "string", value: "<key>", description: "The key the preview gave: a second send with it sends nothing" },
      },
      examples: [
        'registrations message 3f2b6c1e-0000-4000-8000-000000000000 --subject "Room change" --body "We meet in room 4."',
        'registrations message 3f2b6c1e-0000-4000-8000-000000000000 --subject "Room change" --body "We meet in room 4." --send --key <key>',
      ],
      async run(context, { positionals, options }) {
        const id = parseEventId(positionals[0]!, "registrations message");
        const text = { subject: String(options.subject), body: String(options.body), waitlist: options.waitlist === true };
        if (options.send === true) {
          const key = typeof options.key === "string" ? options.key : randomUUID();
          const sent = resultOf(await context.call("sendSessionMessage", { eventId: id, key, ...text }), "registrations message");
          context.io.stdout(`${sentMessageAnswer(sent)}\n`);
          return;
        }
        const preview = resultOf(await context.call("previewSessionMessage", { eventId: id, ...text }), "registrations message");
        context.io.stdout(
          `${recipientsSentence(preview.recipients)} As ${preview.email.to} will get it:\n\nSubject: ${preview.email.subject}\n\n${preview.email.text}\n\n` +
            `To send it: add --send --key ${preview.key}\n`,
        );
      },
    },
  ],
};
