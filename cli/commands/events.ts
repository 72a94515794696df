import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { EVENT_CATEGORIES, events, type EventCategory, type EventRow } from "~/db/schema";
import { addSession, changeSession, type SessionChangeOutcome, type SessionFields } from "~/features/events/session-mutations.server";
import {
  eventSchedule,
  EVENT_TIME_LABEL,
  EVENT_TIME_ZONE,
  formatEventSchedule,
  isEventPast,
  isTimeZone,
  parseEventDate,
  resolveSessionStart,
} from "~/lib/event-time";
import { AdminError, UsageError, type CommandContext, type CommandGroup, type OptionSpec, type OptionValues } from "../command";
import { formatRecord, formatTable } from "../output";

const LIMITS = { title: 200, subtitle: 300, description: 5_000, duration: 60, maxAttendees: 100_000, location: 300, joinUrl: 2_000 };

const DATE_HELP = 'yyyy-mm-dd (2026-12-03) or "Month d, yyyy" (December 3, 2026)';
const TIME_HELP = `"10:00 AM", "5 PM", "09:30 AM", "14:30" or "Time TBA", in the session's zone (Los Angeles unless --zone says otherwise, shown as ${EVENT_TIME_LABEL}); PST, PDT or PT name that clock, and a time in another zone ("10 AM EST", "18:00 UTC") is converted`;
const CATEGORY_HELP = EVENT_CATEGORIES.map((category) => `"${category}"`).join(", ");

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
    zone: { type: "string", value: "<zone>", description: `The session's IANA time zone (default ${EVENT_TIME_ZONE})` },
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

/** The event's fields from the options given; validated as the site reads them. */
function eventFields(options: OptionValues, mode: "add" | "update"): SessionFields {
  const helpFor = `events ${mode}`;
  const text = (name: string) => (typeof options[name] === "string" ? (options[name] as string).trim() : undefined);
  const fields: SessionFields = {};
  const requireText = (name: "title" | "description", max: number) => {
    const value = text(name);
    if (value === undefined) return;
    if (value === "") throw new UsageError(`--${name} cannot be empty`, helpFor);
    if (value.length > max) throw new UsageError(`--${name} is ${value.length} characters long; the limit is ${max}`, helpFor);
    fields[name] = value;
  };
  const optionalText = (name: "subtitle" | "duration" | "location", max: number) => {
    const value = text(name);
    if (value === undefined) return;
    if (value.length > max) throw new UsageError(`--${name} is ${value.length} characters long; the limit is ${max}`, helpFor);
    fields[name] = value === "" ? null : value;
  };
  requireText("title", LIMITS.title);
  requireText("description", LIMITS.description);
  optionalText("subtitle", LIMITS.subtitle);
  optionalText("duration", LIMITS.duration);
  optionalText("location", LIMITS.location);
  const joinUrl = text("join-url");
  if (joinUrl !== undefined) {
    if (joinUrl !== "" && !/^https:\/\/[^\s]+$/.test(joinUrl))
      throw new UsageError(`--join-url "${joinUrl}" must be an https:// link`, helpFor);
    if (joinUrl.length > LIMITS.joinUrl)
      throw new UsageError(`--join-url is ${joinUrl.length} characters long; the limit is ${LIMITS.joinUrl}`, helpFor);
    fields.joinUrl = joinUrl === "" ? null : joinUrl;
  }
  const zone = text("zone");
  if (zone !== undefined) {
    if (!isTimeZone(zone))
      throw new UsageError(`--zone "${zone}" is not a time zone this server knows: use an IANA name such as ${EVENT_TIME_ZONE}`, helpFor);
    fields.timeZone = zone;
  }
  const reminders = text("reminders");
  if (reminders !== undefined) {
    if (!/^(on|off)$/i.test(reminders)) throw new UsageError(`--reminders "${reminders}" must be on or off`, helpFor);
    fields.remindersEnabled = reminders.toLowerCase() === "on";
  }

  const date = text("date");
  if (date !== undefined) {
    if (!parseEventDate(date)) throw new UsageError(`--date "${date}" is not a date the site can read: use ${DATE_HELP}`, helpFor);
    fields.date = date;
  }
  const time = text("time");
  if (time !== undefined) {
    // "Time TBA" (or "TBA") is a valid time; a zone the site can't convert is refused by name.
    const check = resolveSessionStart(date ?? "2000-01-01", time, fields.timeZone ?? EVENT_TIME_ZONE);
    if ("error" in check) {
      const unreadable = check.error.startsWith(`"${time}" is not a time`);
      throw new UsageError(
        unreadable ? `--time "${time}" is not a time the site can read: use ${TIME_HELP}` : `--time: ${check.error}`,
        helpFor,
      );
    }
    fields.time = time;
  }
  const category = text("category");
  if (category !== undefined) {
    // The owner may type "workshop"; the site shows (and the database checks) the canonical spelling.
    const canonical = EVENT_CATEGORIES.find((known) => known.toLowerCase() === category.toLowerCase());
    if (!canonical) throw new UsageError(`--category "${category}" is not a category: use ${CATEGORY_HELP}`, helpFor);
    fields.category = canonical satisfies EventCategory;
  }
  const seats = text("max-attendees");
  if (seats !== undefined) {
    if (seats.toLowerCase() === "none" && mode === "update") fields.maxAttendees = null;
    else if (/^\d+$/.test(seats) && Number(seats) >= 1 && Number(seats) <= LIMITS.maxAttendees) fields.maxAttendees = Number(seats);
    else throw new UsageError(`--max-attendees "${seats}" must be a whole number from 1 to ${LIMITS.maxAttendees}`, helpFor);
  }
  return fields;
}

const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseEventId(id: string, helpFor: string): string {
  if (!EVENT_ID.test(id))
    throw new UsageError(`"${id}" is not an event id (they look like 3f2b…-…); 'events list --all' shows them`, helpFor);
  return id.toLowerCase();
}

export async function findEvent(db: Database, id: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw new AdminError(`no event with id ${id}; 'npm run admin -- events list --all' shows every event`);
  return row;
}

function seatsLabel(row: EventRow): string {
  return row.maxAttendees === null
    ? `${row.currentAttendees} registered, no limit`
    : `${row.currentAttendees} of ${row.maxAttendees} seats taken`;
}

function listingState(row: EventRow, now: Date): string {
  const past = isEventPast(row.date, row.time, now, row.timeZone);
  if (!row.isActive) return past ? "inactive, past" : "inactive";
  return past ? "past" : "upcoming";
}

/** What was stored, and how the site reads it. */
export function describeEvent(row: EventRow, now: Date): string {
  const shown = formatEventSchedule(row.date, row.time, row.timeZone);
  const state = listingState(row, now);
  return formatRecord([
    ["id", row.id],
    ["title", row.title],
    ["subtitle", row.subtitle ?? "—"],
    ["date", `${row.date}   (shown as: ${shown.date})`],
    ["time", `${row.time}   (shown as: ${shown.time})`],
    ["time zone", row.timeZone],
    ["starts at", row.startsAt ? row.startsAt.toISOString() : "— (time to be announced)"],
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
    context.io.stderr("note: this session's date and time are in the past (Los Angeles time), so /events does not list it.\n");
  }
}

/** "2026-12-03 10:00 PST", "2026-12-03 TBA", or the raw text the site cannot read. */
function startLabel(row: EventRow): string {
  const { date, time, timeTba } = eventSchedule(row.date, row.time);
  if (!date) return `${row.date} ${row.time} (unreadable)`;
  const day = `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
  if (timeTba) return `${day} TBA`;
  if (!time) return `${day} ${row.time} (unreadable time)`;
  return `${day} ${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")} ${EVENT_TIME_LABEL}`;
}

function sortKey(row: EventRow): number {
  return row.startsAt?.getTime() ?? eventSchedule(row.date, row.time, row.timeZone).startsAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
}

/** The saved session, or the command's error for the others. */
function saved(outcome: SessionChangeOutcome, id?: string): Extract<SessionChangeOutcome, { status: "saved" }> {
  if (outcome.status === "saved") return outcome;
  if (outcome.status === "not-found")
    throw new AdminError(`no event with id ${id}; 'npm run admin -- events list --all' shows every event`);
  throw new AdminError(outcome.message);
}

function tellConversion(context: CommandContext, outcome: Extract<SessionChangeOutcome, { status: "saved" }>) {
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
        const { db } = await context.database();
        const now = context.now();
        const rows = (await db.select().from(events))
          .filter((row) => options.all || !isEventPast(row.date, row.time, now, row.timeZone))
          .sort((a, b) => sortKey(a) - sortKey(b) || a.title.localeCompare(b.title));
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
              startLabel(row),
              row.title,
              row.category,
              row.maxAttendees === null ? `${row.currentAttendees}` : `${row.currentAttendees}/${row.maxAttendees}`,
              listingState(row, now),
            ]),
          ),
        );
      },
    },
    {
      name: "add",
      summary: "Add a live session",
      description: `Adds a live session, active at once. Dates and times are checked the way the site reads them; the time is Los Angeles time and shown as ${EVENT_TIME_LABEL}.`,
      options: fieldOptions(true),
      examples: [
        'events add --title "Build an AI meeting assistant" --date 2026-12-03 --time "10:00 AM" --category "Build with me" --description "We build it live, step by step." --duration "60 minutes" --max-attendees 50',
      ],
      async run(context, { options }) {
        const fields = eventFields(options, "add") as Parameters<typeof addSession>[1];
        const { db } = await context.database();
        const row = saved(await addSession(db, fields));
        tellConversion(context, row);
        context.io.stdout(`Added the session:\n${describeEvent(row.event, context.now())}`);
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
        const fields = eventFields(options, "update");
        if (options.activate) fields.isActive = true;
        if (Object.keys(fields).length === 0) throw new UsageError("nothing to change: give at least one field option", "events update");
        const { db } = await context.database();
        const outcome = saved(
          await changeSession(db, await context.jobQueue(), id, fields, { now: context.now(), site: context.env.site }),
          id,
        );
        tellConversion(context, outcome);
        context.io.stdout(`Updated the session:\n${describeEvent(outcome.event, context.now())}`);
        if (outcome.notified > 0)
          context.io.stdout(`E-mailed ${outcome.notified} registered ${outcome.notified === 1 ? "person" : "people"} the update.\n`);
        if (outcome.promoted > 0)
          context.io.stdout(`Gave ${outcome.promoted} new ${outcome.promoted === 1 ? "seat" : "seats"} to the waitlist (e-mailed).\n`);
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
        const { db } = await context.database();
        const outcome = saved(
          await changeSession(db, await context.jobQueue(), id, { isActive: false }, { now: context.now(), site: context.env.site }),
          id,
        );
        context.io.stdout(`Deactivated the session:\n${describeEvent(outcome.event, context.now())}`);
        if (outcome.notified > 0)
          context.io.stdout(
            `E-mailed ${outcome.notified} registered or waiting ${outcome.notified === 1 ? "person" : "people"} that it is cancelled.\n`,
          );
      },
    },
  ],
};
