import type { EventRow } from "~/db/schema";
import { formatEventSchedule, isEventPast } from "~/lib/event-time";
import { ownerSessionStart } from "~/lib/owner-time";
import { sessionChangeNotes, type ListedSession, type SessionSaved } from "~/services/live-sessions.server";
import {
  CATEGORY_HELP,
  DATE_HELP,
  SESSION_FIELD_NAMES,
  SESSION_LIMITS as LIMITS,
  sessionFieldOption,
  TIME_HELP,
  type SessionText,
} from "~/services/session-schema";
import { resultOf, UsageError, type CommandContext, type CommandGroup, type OptionSpec, type OptionValues } from "../command";
import { formatRecord, formatTable, ownerStampIn } from "../output";

function fieldOptions(required: boolean): Record<string, OptionSpec> {
  return {
    title: { type: "string", value: "<text>", description: `The session's title (up to ${LIMITS.title} characters)`, required },
    date: { type: "string", value: "<date>", description: DATE_HELP, required },
    time: { type: "string", value: "<time>", description: TIME_HELP, required },
    category: { type: "string", value: "<category>", description: `One of ${CATEGORY_HELP}`, required },
    description: {
      type: "string",
      value: "<text>",
      description: `What the session is about (up to ${LIMITS.description} characters)`,
      required,
    },
    subtitle: { type: "string", value: "<text>", description: `A line under the title${required ? "" : '; "" removes it'}` },
    duration: { type: "string", value: "<text>", description: `How long, as shown, e.g. "60 minutes"${required ? "" : '; "" removes it'}` },
    zone: { type: "string", value: "<zone>", description: "The session's IANA time zone (default: the owner's, OWNER_TIME_ZONE)" },
    "join-url": {
      type: "string",
      value: "<url>",
      description: `The online session's join link, sent only to registrants${required ? "" : '; "" removes it'}`,
    },
    location: {
      type: "string",
      value: "<text>",
      description: `Where it takes place in person, sent only to registrants${required ? "" : '; "" removes it'}`,
    },
    reminders: { type: "string", value: "<on|off>", description: "E-mail reminders before the start (on unless turned off)" },
    "max-attendees": {
      type: "string",
      value: "<n>",
      description: required
        ? "Seats; registration closes when they are taken (without it: no limit)"
        : 'Seats (not fewer than already registered); "none" removes the limit',
    },
  };
}

/** The session's fields as typed, from the options given (the service checks them). */
function sessionText(options: OptionValues): SessionText {
  const text: SessionText = {};
  for (const field of SESSION_FIELD_NAMES) {
    const value = options[sessionFieldOption(field)];
    if (typeof value === "string") text[field] = value;
  }
  return text;
}

const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseEventId(id: string, helpFor: string): string {
  if (!EVENT_ID.test(id))
    throw new UsageError(`"${id}" is not an event id (they look like 3f2b…-…); 'events list --all' shows them`, helpFor);
  return id.toLowerCase();
}

function seatsLabel(row: EventRow): string {
  return row.maxAttendees === null
    ? `${row.currentAttendees} registered, no limit`
    : `${row.currentAttendees} of ${row.maxAttendees} seats taken`;
}

/** What was stored, how the public page shows it (in the session's zone), and when it starts in the owner's. */
function describeEvent(context: CommandContext, row: EventRow): string {
  const shown = formatEventSchedule(row.date, row.time, row.timeZone);
  const past = isEventPast(row.date, row.time, context.now(), row.timeZone);
  const state = !row.isActive ? (past ? "inactive, past" : "inactive") : past ? "past" : "upcoming";
  return formatRecord([
    ["id", row.id],
    ["title", row.title],
    ["subtitle", row.subtitle ?? "—"],
    ["date", `${row.date}   (shown as: ${shown.date})`],
    ["time", `${row.time}   (shown as: ${shown.time})`],
    ["time zone", row.timeZone],
    ["starts at", row.startsAt ? `${ownerStampIn(context, row.startsAt)}   (your time)` : "— (time to be announced)"],
    ["join link", row.joinUrl ?? "—"],
    ["place", row.location ?? "—"],
    ["reminders", row.remindersEnabled ? "on" : "off"],
    ["category", row.category],
    ["description", row.description],
    ["duration", row.duration ?? "—"],
    ["seats", seatsLabel(row)],
    ["active", row.isActive ? "yes" : "no"],
    ["on /events", state === "upcoming" ? "yes" : `no (${state})`],
  ]);
}

function warnIfPast(context: CommandContext, row: EventRow) {
  if (row.isActive && isEventPast(row.date, row.time, context.now(), row.timeZone)) {
    context.io.stderr(`note: this session's date and time are in the past (${row.timeZone} time), so /events does not list it.\n`);
  }
}

function tellConversion(context: CommandContext, outcome: SessionSaved) {
  if (outcome.converted)
    context.io.stderr(`note: "${outcome.converted.from}" is ${outcome.converted.to} in the session's zone; stored and shown as that.\n`);
}

export const eventsCommands: CommandGroup = {
  name: "events",
  summary: "Live sessions: add, list, update and deactivate the sessions /events shows.",
  subcommands: [
    {
      name: "list",
      summary: "List sessions in date order (upcoming ones; --all adds past ones)",
      options: { all: { type: "boolean", description: "Include past sessions" } },
      examples: ["events list", "events list --all"],
      async run(context, { options }) {
        const rows: ListedSession[] = resultOf(await context.call("listLiveSessions", { all: options.all === true }), "events list");
        if (rows.length === 0) {
          context.io.stdout(
            options.all
              ? "No sessions yet. Add one with 'events add'.\n"
              : "No upcoming sessions. 'events list --all' shows past ones too.\n",
          );
          return;
        }
        context.io.stdout(
          formatTable(
            ["id", "starts", "title", "category", "seats", "state"],
            rows.map((row) => [
              row.id,
              ownerSessionStart(row, context.env.server.OWNER_TIME_ZONE, "stamp"),
              row.title,
              row.category,
              row.maxAttendees === null ? `${row.currentAttendees}` : `${row.currentAttendees}/${row.maxAttendees}`,
              row.state,
            ]),
          ),
        );
      },
    },
    {
      name: "add",
      summary: "Add a live session",
      description: `Adds a live session, active at once. Dates and times are checked the way the site reads them; the time is read in the session's zone (--zone; the owner's, OWNER_TIME_ZONE, unless given).`,
      options: fieldOptions(true),
      examples: [
        'events add --title "Build an AI meeting assistant" --date 2026-12-03 --time "10:00 AM" --category "Build with me" --description "We build it live, step by step." --duration "60 minutes" --max-attendees 50',
      ],
      async run(context, { options }) {
        const row = resultOf(await context.call("addLiveSession", sessionText(options)), "events add");
        tellConversion(context, row);
        context.io.stdout(`Added the session:\n${describeEvent(context, row.event)}`);
        warnIfPast(context, row.event);
      },
    },
    {
      name: "update",
      summary: "Change fields of a session",
      description:
        "Changes only the fields given; the rest stay as they are. A new title, time, zone, place or join link is e-mailed to everyone registered, with an invitation that replaces the one they have; a raised maximum gives the new seats to the waitlist. --activate lists a deactivated session again.",
      positionals: [{ name: "eventId", description: "The session's id (see 'events list --all')" }],
      options: { ...fieldOptions(false), activate: { type: "boolean", description: "Make a deactivated session active again" } },
      examples: ['events update 3f2b6c1e-0000-4000-8000-000000000000 --time "11:00 AM" --max-attendees 80'],
      async run(context, { options, positionals }) {
        const id = parseEventId(positionals[0]!, "events update");
        const fields = sessionText(options);
        if (Object.keys(fields).length === 0 && !options.activate)
          throw new UsageError("nothing to change: give at least one field option", "events update");
        const outcome = resultOf(
          await context.call("changeLiveSession", { id, fields, activate: options.activate === true }),
          "events update",
        );
        tellConversion(context, outcome);
        context.io.stdout(`Updated the session:\n${describeEvent(context, outcome.event)}`);
        for (const note of sessionChangeNotes("updated", outcome)) context.io.stdout(`${note}\n`);
        warnIfPast(context, outcome.event);
      },
    },
    {
      name: "deactivate",
      summary: "Take a session off /events (its registrations are kept)",
      description:
        "Takes a session off /events and closes its registration; everyone registered or waiting is e-mailed a cancellation. Nothing is deleted: 'events update <eventId> --activate' brings it back.",
      positionals: [{ name: "eventId", description: "The session's id (see 'events list --all')" }],
      async run(context, { positionals }) {
        const id = parseEventId(positionals[0]!, "events deactivate");
        const outcome = resultOf(await context.call("deactivateLiveSession", { id }), "events deactivate");
        context.io.stdout(`Deactivated the session:\n${describeEvent(context, outcome.event)}`);
        for (const note of sessionChangeNotes("deactivated", outcome)) context.io.stdout(`${note}\n`);
      },
    },
  ],
};
