import { plural } from "~/lib/plural";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import { eventRegistrations, events, type EventRow, type EventRegistrationRow } from "~/db/schema";
import { isEventId } from "~/features/events/event-queries.server";
import { removeRegistration } from "~/features/events/registration-mutations.server";
import { movesTime, type SessionChange } from "~/features/events/session-changes";
import { addSession, changeSession, previewSessionChange, type SessionChangeOutcome } from "~/features/events/session-mutations.server";
import { hasControlCharacters } from "~/lib/control-characters";
import { toCsv } from "~/lib/csv";
import { formatEventSchedule, isEventPast, sessionStartOrder } from "~/lib/event-time";
import { done, notFound, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";
import { parseSessionText, SESSION_LIMITS, type SessionText } from "./session-schema";
import { registrantFilter, type RegistrantFilter, type StatusCounts } from "./session-people";

/**
 * Live sessions and their registrations: what the console and the command line alike list, add,
 * change, deactivate, export and remove.
 */

/** A session as stored, with its state as /events sees it. */
export type ListedSession = EventRow & { state: "upcoming" | "past" | "inactive" | "inactive, past" };

export type SessionSaved = Extract<SessionChangeOutcome, { status: "saved" }>;

const noSuchSession = (id: string) => notFound(`no event with id ${id}; 'npm run admin -- events list --all' shows every event`);

function listingState(row: EventRow, now: Date): ListedSession["state"] {
  const past = isEventPast(row.date, row.time, now, row.timeZone);
  if (!row.isActive) return past ? "inactive, past" : "inactive";
  return past ? "past" : "upcoming";
}

/**
 * Sessions in date order: those ahead first, soonest first, then past ones, the latest first
 * (`all`; without it, the ones ahead alone). The console and the command line list the same.
 */
export async function listLiveSessions({ db, now }: ServiceDeps, input: { all?: boolean }): Promise<Outcome<ListedSession[]>> {
  const rows = await db.select().from(events).orderBy(asc(events.createdAt));
  const listed = rows.map((row) => ({ ...row, state: listingState(row, now) }));
  const past = (row: EventRow) => isEventPast(row.date, row.time, now, row.timeZone);
  const byTitle = (a: EventRow, b: EventRow) => a.title.localeCompare(b.title);
  const ahead = listed.filter((row) => !past(row)).sort((a, b) => sessionStartOrder(a) - sessionStartOrder(b) || byTitle(a, b));
  if (!input.all) return done(ahead);
  const gone = listed.filter(past).sort((a, b) => sessionStartOrder(b) - sessionStartOrder(a) || byTitle(a, b));
  return done([...ahead, ...gone]);
}

/** Whether `id` can name a live session at all (a UUID): a route answers 404 before it asks. */
export const isLiveSessionId = (id: string) => isEventId(id);

export async function getLiveSession({ db }: ServiceDeps, { id }: { id: string }): Promise<Outcome<EventRow>> {
  if (!isEventId(id)) return noSuchSession(id);
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ? done(row) : noSuchSession(id);
}

function savedOutcome(outcome: SessionChangeOutcome, id = ""): Outcome<SessionSaved> {
  if (outcome.status === "saved") return done(outcome);
  if (outcome.status === "not-found") return noSuchSession(id);
  return refuse(outcome.message);
}

/** Adds a session, active at once, from the five required fields and any others; its zone is the owner's unless another is given. */
export async function addLiveSession({ db, env, did }: ServiceDeps, input: SessionText): Promise<Outcome<SessionSaved>> {
  const fields = parseSessionText({ ...input, zone: input.zone?.trim() || env.server.OWNER_TIME_ZONE }, "add");
  if (!fields.ok) return fields;
  return said(did, "added", savedOutcome(await addSession(db, fields.value as Parameters<typeof addSession>[1])));
}

/** The activity log's line for a save: `Deactivated “AI for Coaches” (4 e-mails)`. */
function said(did: ServiceDeps["did"], kind: "added" | "updated" | "deactivated", outcome: Outcome<SessionSaved>): Outcome<SessionSaved> {
  if (!outcome.ok) return outcome;
  const { event, notified } = outcome.value;
  const verb = { added: "Added", updated: "Changed", deactivated: "Deactivated" }[kind];
  did(`${verb} “${event.title}”${notified > 0 ? ` (${notified} e-mail${notified === 1 ? "" : "s"})` : ""}`);
  return outcome;
}

/** The owner's word added to an update e-mail: optional, plain text, within its limit. */
function checkNote(note: string | undefined): Outcome<string | undefined> {
  const trimmed = note?.trim() || undefined;
  if (trimmed === undefined) return done(undefined);
  if (trimmed.length > SESSION_LIMITS.note)
    return refuse(`The note is ${trimmed.length} characters long; the limit is ${SESSION_LIMITS.note}.`, "note");
  if (hasControlCharacters(trimmed, "free-text")) return refuse("The note contains invisible control characters: remove them.", "note");
  return done(trimmed);
}

/** Changes the fields given (registrants are e-mailed what changed, old → new, with the owner's note); `activate` lists a deactivated session again. */
export async function changeLiveSession(
  { db, queue, now, site: readSite, did }: ServiceDeps,
  input: { id: string; fields: SessionText; activate?: boolean; note?: string },
): Promise<Outcome<SessionSaved>> {
  const site = await readSite();
  const fields = parseSessionText(input.fields, "change");
  if (!fields.ok) return fields;
  const note = checkNote(input.note);
  if (!note.ok) return note;
  if (input.activate) fields.value.isActive = true;
  if (Object.keys(fields.value).length === 0) return refuse("nothing to change: give at least one field");
  return said(
    did,
    "updated",
    savedOutcome(await changeSession(db, await queue(), input.id, fields.value, { now, site }, { note: note.value }), input.id),
  );
}

/**
 * Takes a session off /events and closes its registration; everyone in it or waiting is e-mailed a
 * cancellation, unless the owner chose `notify: false` (a sample session with real registrations).
 */
export async function deactivateLiveSession(
  { db, queue, now, site: readSite, did }: ServiceDeps,
  { id, notify = true }: { id: string; notify?: boolean },
): Promise<Outcome<SessionSaved>> {
  const site = await readSite();
  return said(
    did,
    "deactivated",
    savedOutcome(await changeSession(db, await queue(), id, { isActive: false }, { now, site }, { notify }), id),
  );
}

/**
 * What a save or a deactivation would do, before it is done: whom it e-mails and what it tells
 * them. The console asks the owner with these figures; the services themselves do not insist on
 * that question (the command line's options are the owner's explicit choice), see decision 059.
 */
export interface SessionChangePlan {
  id: string;
  title: string;
  /** What the registered would be told changed, old → new. */
  changes: SessionChange[];
  /** Whether the date or time moves. */
  movesTime: boolean;
  /** People the save e-mails: the registered for an update; the registered and the waiting for a deactivation. */
  emails: number;
  registered: number;
  waiting: number;
  deactivates: boolean;
  /** Seats shown taken. */
  taken: number;
  /** More seats shown taken than there are registrations: a sample session the site started with. */
  sample: boolean;
}

export async function planLiveSessionChange(
  { db }: ServiceDeps,
  input: { id: string; fields?: SessionText; deactivate?: boolean },
): Promise<Outcome<SessionChangePlan>> {
  const fields = parseSessionText(input.fields ?? {}, "change");
  if (!fields.ok) return fields;
  if (input.deactivate) fields.value.isActive = false;
  const preview = await previewSessionChange(db, input.id, fields.value);
  if (preview.status === "not-found") return noSuchSession(input.id);
  if (preview.status === "invalid") return refuse(preview.message);
  const { event, changes, updates, deactivates, registered, waiting } = preview;
  return done({
    id: event.id,
    title: event.title,
    changes,
    movesTime: movesTime(changes),
    emails: deactivates ? registered + waiting : updates ? registered : 0,
    registered,
    waiting,
    deactivates,
    taken: event.currentAttendees,
    sample: event.currentAttendees > registered,
  });
}

const people = (n: number) => (n === 1 ? "person" : "people");

/** What a save did besides saving, in the owner's words: whom it e-mailed, who moved up from the waitlist. */
export function sessionChangeNotes(kind: "added" | "updated" | "deactivated", saved: SessionSaved): string[] {
  const notes: string[] = [];
  if (kind === "deactivated") {
    if (saved.notified > 0) notes.push(`E-mailed ${saved.notified} registered or waiting ${people(saved.notified)} that it is cancelled.`);
    else notes.push("Nobody was e-mailed.");
    return notes;
  }
  if (saved.notified > 0) notes.push(`E-mailed ${saved.notified} registered ${people(saved.notified)} the update.`);
  if (saved.promoted > 0) notes.push(`Gave ${saved.promoted} new ${saved.promoted === 1 ? "seat" : "seats"} to the waitlist (e-mailed).`);
  return notes;
}

/** "Added the session: "Title", December 3, 2026, 10:00 AM PST." and what else the save did (the console's answer). */
export function sessionSavedMessage(kind: "added" | "updated" | "deactivated", saved: SessionSaved): string {
  const verb = { added: "Added", updated: "Updated", deactivated: "Deactivated" }[kind];
  return [`${verb} the session: "${saved.event.title}", ${sessionWhen(saved.event)}.`, ...sessionChangeNotes(kind, saved)].join("\n");
}

/** A registration as the owner sees it: its status, and its place in line while it waits. */
export type Registrant = Pick<EventRegistrationRow, "id" | "email" | "name" | "status" | "createdAt" | "cancelledAt"> & {
  /** 1 for the first person waiting; null unless waiting. */
  position: number | null;
};

// Registered first, then the waitlist in its order, then the cancelled; oldest first within each.
const statusRank = sql`case ${eventRegistrations.status} when 'registered' then 0 when 'waiting' then 1 else 2 end`;

/** A session's registrations with their statuses (one status when `status` says so), in the order above. */
function registrantsOf(db: ServiceDeps["db"], eventId: string, status: RegistrantFilter, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      id: eventRegistrations.id,
      email: eventRegistrations.email,
      name: eventRegistrations.name,
      status: eventRegistrations.status,
      createdAt: eventRegistrations.createdAt,
      cancelledAt: eventRegistrations.cancelledAt,
      // The waitlist's order is the order a seat goes in: arrival, then id.
      position: sql<
        number | null
      >`case when ${eventRegistrations.status} = 'waiting' then (row_number() over (partition by ${eventRegistrations.status} order by ${eventRegistrations.createdAt}, ${eventRegistrations.id}))::int end`,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), status ? eq(eventRegistrations.status, status) : undefined))
    .orderBy(statusRank, asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** How many registrations of each status a session has. */
export async function statusCounts(db: ServiceDeps["db"], eventId: string): Promise<StatusCounts> {
  const rows = await db
    .select({ status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .groupBy(eventRegistrations.status);
  const counts: StatusCounts = { registered: 0, waiting: 0, cancelled: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The session, its counts by status and every registration (of one status when `status` names it). */
export async function sessionRegistrations(
  deps: ServiceDeps,
  { eventId, status }: { eventId: string; status?: string },
): Promise<Outcome<{ event: EventRow; registrants: Registrant[]; counts: StatusCounts }>> {
  const event = await getLiveSession(deps, { id: eventId });
  if (!event.ok) return event;
  const [registrants, counts] = await Promise.all([
    registrantsOf(deps.db, eventId, registrantFilter(status)),
    statusCounts(deps.db, eventId),
  ]);
  return done({ event: event.value, registrants, counts });
}

/**
 * The registrations as CSV, everyone (or one status): email, name, status, waitlist_position,
 * registered_at and cancelled_at (UTC), and the session's id, title, date and time.
 */
export async function exportRegistrants(
  deps: ServiceDeps,
  input: { eventId: string; status?: string },
): Promise<Outcome<{ csv: string; count: number; title: string }>> {
  const found = await sessionRegistrations(deps, input);
  if (!found.ok) return found;
  const { event, registrants } = found.value;
  const csv = toCsv(
    [
      "email",
      "name",
      "status",
      "waitlist_position",
      "registered_at",
      "cancelled_at",
      "event_id",
      "event_title",
      "event_date",
      "event_time",
    ],
    registrants.map((row) => [
      row.email,
      row.name,
      row.status,
      row.position,
      row.createdAt,
      row.cancelledAt,
      event.id,
      event.title,
      event.date,
      event.time,
    ]),
  );
  return done({ csv, count: registrants.length, title: event.title });
}

/** One page of a session's registrations (of one status when `status` names it), with the counts by status (the console). */
export async function listRegistrants(deps: ServiceDeps, { eventId, page, status }: { eventId: string; page: number; status?: string }) {
  const found = await getLiveSession(deps, { id: eventId });
  if (!found.ok) return found;
  const event = found.value;
  const filter = registrantFilter(status);
  const [rows, counts] = await Promise.all([
    registrantsOf(deps.db, event.id, filter, { limit: ADMIN.pageSize + 1, offset: (page - 1) * ADMIN.pageSize }),
    statusCounts(deps.db, event.id),
  ]);
  return done({
    event,
    counts,
    status: filter,
    hasMore: rows.length > ADMIN.pageSize,
    registrants: rows.slice(0, ADMIN.pageSize) as Registrant[],
  });
}

/** Removes one registration; a seat it held goes to the first person waiting. */
export async function removeRegistrant(
  { db, queue, now, site: readSite, did }: ServiceDeps,
  { eventId, registrationId }: { eventId: string; registrationId: string },
): Promise<Outcome<{ promoted: number }>> {
  const site = await readSite();
  const { removed, promoted } = await removeRegistration(db, await queue(), eventId, registrationId, { now, site });
  if (!removed) return notFound("That registration was already removed.");
  // Who it was stays out of the activity log (kept a year, beyond the reach of forgetting).
  did(`Removed a registration${promoted > 0 ? `; ${plural(promoted, "person", "people")} moved up from the waitlist` : ""}`);
  return done({ promoted });
}

/** "December 3, 2026, 10:00 AM PST": a session's start as the site shows it. */
export function sessionWhen(row: Pick<EventRow, "date" | "time" | "timeZone">): string {
  const { date, time } = formatEventSchedule(row.date, row.time, row.timeZone);
  return `${date}, ${time}`;
}
