import { and, asc, count, desc, eq } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import { eventRegistrations, events, type EventRow, type EventRegistrationRow } from "~/db/schema";
import { isEventId } from "~/features/events/event-queries.server";
import { removeRegistration } from "~/features/events/registration-mutations.server";
import { addSession, changeSession, type SessionChangeOutcome } from "~/features/events/session-mutations.server";
import { toCsv } from "~/lib/csv";
import { eventSchedule, formatEventSchedule, isEventPast } from "~/lib/event-time";
import { done, notFound, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";
import { parseSessionText, type SessionText } from "./session-schema";

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

function startOrder(row: EventRow): number {
  return row.startsAt?.getTime() ?? eventSchedule(row.date, row.time, row.timeZone).startsAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
}

/** Sessions in start order (the command line; `all` adds past ones), or every one newest first (the console). */
export async function listLiveSessions(
  { db, now }: ServiceDeps,
  input: { order: "start"; all?: boolean } | { order: "newest" },
): Promise<Outcome<ListedSession[]>> {
  const rows = await db.select().from(events).orderBy(desc(events.createdAt));
  const listed = rows.map((row) => ({ ...row, state: listingState(row, now) }));
  if (input.order === "newest") return done(listed);
  return done(
    listed
      .filter((row) => input.all || !isEventPast(row.date, row.time, now, row.timeZone))
      .sort((a, b) => startOrder(a) - startOrder(b) || a.title.localeCompare(b.title)),
  );
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

/** Adds a session, active at once, from the five required fields and any others. */
export async function addLiveSession({ db, did }: ServiceDeps, input: SessionText): Promise<Outcome<SessionSaved>> {
  const fields = parseSessionText(input, "add");
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

/** Changes the fields given (registrants are e-mailed what concerns them); `activate` lists a deactivated session again. */
export async function changeLiveSession(
  { db, queue, now, site, did }: ServiceDeps,
  input: { id: string; fields: SessionText; activate?: boolean },
): Promise<Outcome<SessionSaved>> {
  const fields = parseSessionText(input.fields, "change");
  if (!fields.ok) return fields;
  if (input.activate) fields.value.isActive = true;
  if (Object.keys(fields.value).length === 0) return refuse("nothing to change: give at least one field");
  return said(did, "updated", savedOutcome(await changeSession(db, await queue(), input.id, fields.value, { now, site }), input.id));
}

/** Takes a session off /events and closes its registration; everyone in it or waiting is e-mailed a cancellation. */
export async function deactivateLiveSession(
  { db, queue, now, site, did }: ServiceDeps,
  { id }: { id: string },
): Promise<Outcome<SessionSaved>> {
  return said(did, "deactivated", savedOutcome(await changeSession(db, await queue(), id, { isActive: false }, { now, site }), id));
}

const people = (n: number) => (n === 1 ? "person" : "people");

/** What a save did besides saving, in the owner's words: whom it e-mailed, who moved up from the waitlist. */
export function sessionChangeNotes(kind: "added" | "updated" | "deactivated", saved: SessionSaved): string[] {
  const notes: string[] = [];
  if (kind === "deactivated") {
    if (saved.notified > 0) notes.push(`E-mailed ${saved.notified} registered or waiting ${people(saved.notified)} that it is cancelled.`);
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

/**
 * The session and the people holding its seats, oldest first; those on the waitlist are counted
 * apart, and cancelled registrations are left out.
 */
export async function sessionRegistrations(
  deps: ServiceDeps,
  { eventId }: { eventId: string },
): Promise<Outcome<{ event: EventRow; registered: EventRegistrationRow[]; waiting: number }>> {
  const event = await getLiveSession(deps, { id: eventId });
  if (!event.ok) return event;
  const { db } = deps;
  const [registered, [waiting]] = await Promise.all([
    db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "registered")))
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.email)),
    db
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "waiting"))),
  ]);
  return done({ event: event.value, registered, waiting: waiting?.n ?? 0 });
}

/** The registered people as CSV: email, name, registered_at (UTC), and the session's id, title, date and time. */
export async function exportRegistrants(
  deps: ServiceDeps,
  input: { eventId: string },
): Promise<Outcome<{ csv: string; count: number; title: string }>> {
  const found = await sessionRegistrations(deps, input);
  if (!found.ok) return found;
  const { event, registered } = found.value;
  const csv = toCsv(
    ["email", "name", "registered_at", "event_id", "event_title", "event_date", "event_time"],
    registered.map((row) => [row.email, row.name, row.createdAt, event.id, event.title, event.date, event.time]),
  );
  return done({ csv, count: registered.length, title: event.title });
}

/** One page of a session's registrations of every status, oldest first (the console). */
export async function listRegistrants(deps: ServiceDeps, { eventId, page }: { eventId: string; page: number }) {
  const found = await getLiveSession(deps, { id: eventId });
  if (!found.ok) return found;
  const event = found.value;
  const { db } = deps;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id))
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.email))
      .limit(ADMIN.pageSize + 1)
      .offset((page - 1) * ADMIN.pageSize),
    db.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id)),
  ]);
  return done({
    event,
    total: total?.n ?? 0,
    hasMore: rows.length > ADMIN.pageSize,
    registrants: rows.slice(0, ADMIN.pageSize),
  });
}

/** Removes one registration; a seat it held goes to the first person waiting. */
export async function removeRegistrant(
  { db, queue, now, site }: ServiceDeps,
  { eventId, registrationId }: { eventId: string; registrationId: string },
): Promise<Outcome<{ promoted: number }>> {
  const { removed, promoted } = await removeRegistration(db, await queue(), eventId, registrationId, { now, site });
  return removed ? done({ promoted }) : notFound("That registration was already removed.");
}

/** "December 3, 2026, 10:00 AM PST": a session's start as the site shows it. */
export function sessionWhen(row: Pick<EventRow, "date" | "time" | "timeZone">): string {
  const { date, time } = formatEventSchedule(row.date, row.time, row.timeZone);
  return `${date}, ${time}`;
}
