import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { eventRegistrations } from "~/db/schema";
import { toCsv } from "../csv";
import { formatEventSchedule } from "~/lib/event-time";
import type { CommandGroup } from "../command";
import { formatInstant, formatTable, writeExport } from "../output";
import { findEvent, parseEventId } from "./events";

/**
 * The session (or the command's "not found" error) and the people holding its seats, oldest first;
 * those on the waitlist are counted apart, and cancelled registrations are left out.
 */
async function sessionRegistrations(db: Database, id: string) {
  const event = await findEvent(db, id);
  const rows = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.status, "registered")))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.email));
  const [waiting] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.status, "waiting")));
  return { event, rows, waiting: waiting?.n ?? 0 };
}

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
        const { db } = await context.database();
        const { event, rows, waiting } = await sessionRegistrations(db, id);
        const { date, time } = formatEventSchedule(event.date, event.time, event.timeZone);
        const seats = event.maxAttendees === null ? "no seat limit" : `${event.maxAttendees} seats`;
        context.io.stdout(
          `${event.title} — ${date}, ${time} — ${rows.length} registered, ${seats}${waiting ? `, ${waiting} waiting` : ""}\n\n`,
        );
        if (rows.length === 0) {
          context.io.stdout("No registrations yet.\n");
          return;
        }
        context.io.stdout(
          formatTable(
            ["registered", "email", "name"],
            rows.map((row) => [formatInstant(row.createdAt), row.email, row.name || "—"]),
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
        const { db } = await context.database();
        const { event, rows } = await sessionRegistrations(db, id);
        const csv = toCsv(
          ["email", "name", "registered_at", "event_id", "event_title", "event_date", "event_time"],
          rows.map((row) => [row.email, row.name, row.createdAt, event.id, event.title, event.date, event.time]),
        );
        await writeExport(context.io, csv, options.out as string | undefined, `${rows.length} registrations for "${event.title}"`);
      },
    },
  ],
};
