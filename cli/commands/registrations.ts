import { ownerSessionStart } from "~/lib/owner-time";
import { resultOf, type CommandGroup } from "../command";
import { formatTable, ownerStampIn, writeExport } from "../output";
import { parseEventId } from "./events";

const eventIdArgument = [{ name: "eventId", description: "The session's id (see 'events list --all')" }];

export const registrationsCommands: CommandGroup = {
  name: "registrations",
  summary: "Who registered for a live session: list them, or export them as CSV.",
  subcommands: [
    {
      name: "list",
      summary: "List a session's registrations, oldest first",
      positionals: eventIdArgument,
      async run(context, { positionals }) {
        const id = parseEventId(positionals[0]!, "registrations list");
        const {
          event,
          registered: rows,
          waiting,
        } = resultOf(await context.call("sessionRegistrations", { eventId: id }), "registrations list");
        const seats = event.maxAttendees === null ? "no seat limit" : `${event.maxAttendees} seats`;
        context.io.stdout(
          `${event.title} — ${ownerSessionStart(event, context.env.server.OWNER_TIME_ZONE)} — ${rows.length} registered, ${seats}${waiting ? `, ${waiting} waiting` : ""}\n\n`,
        );
        if (rows.length === 0) {
          context.io.stdout("No registrations yet.\n");
          return;
        }
        context.io.stdout(
          formatTable(
            ["registered", "email", "name"],
            rows.map((row) => [ownerStampIn(context, row.createdAt), row.email, row.name || "—"]),
          ),
        );
      },
    },
    {
      name: "export",
      summary: "Export a session's registrations as CSV",
      description:
        "Writes the session's registrations as CSV (one row each: email, name, registered_at in UTC, and the session's id, title, date and time) to --out, or to standard output.",
      positionals: eventIdArgument,
      options: { out: { type: "string", short: "o", value: "<file.csv>", description: "Write to this file instead of standard output" } },
      examples: ["registrations export 3f2b6c1e-0000-4000-8000-000000000000 --out registrations.csv"],
      async run(context, { positionals, options }) {
        const id = parseEventId(positionals[0]!, "registrations export");
        const { csv, count, title } = resultOf(await context.call("exportRegistrants", { eventId: id }), "registrations export");
        await writeExport(context.io, csv, options.out as string | undefined, `${count} registrations for "${title}"`);
      },
    },
  ],
};
