import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { EVENT_CATEGORIES, eventRegistrations, events, type EventCategory, type EventRow } from "~/db/schema";
import { EVENT_TIME_ZONE, resolveSessionStart, type SessionStart } from "~/lib/event-time";
import type { JobQueue } from "~/jobs/job-queue.server";
import { openOutbox } from "~/mail/outbox.server";
import { eventColumns, isEventId } from "./event-queries.server";
import { mailRegistrant, promoteWaiting, type MailContext } from "./registration-mutations.server";
import { sessionChanges, type SessionChange } from "./session-changes";

/** What the owner can set on a session (command line, console): every field optional on a change. */
export interface SessionFields {
  title?: string;
  subtitle?: string | null;
  date?: string;
  time?: string;
  /** An IANA zone; the date and time are read in it. */
  timeZone?: string;
  category?: EventCategory;
  description?: string;
  duration?: string | null;
  maxAttendees?: number | null;
  joinUrl?: string | null;
  location?: string | null;
  remindersEnabled?: boolean;
  isActive?: boolean;
}

export type SessionChangeOutcome =
  | {
      status: "saved";
      event: EventRow;
      /** Set when the time was given in another zone and converted (say so to the owner). */
      converted?: SessionStart["converted"];
      /** Registrants e-mailed an update (or, for a deactivation, a cancellation). */
      notified: number;
      /** What registrants were told changed, old → new (empty when nothing they hear about did). */
      changes: SessionChange[];
      /** People moved from the waitlist into seats freed by a raised maximum. */
      promoted: number;
    }
  | { status: "not-found" }
  | { status: "invalid"; message: string };

function startFields(date: string, time: string, zone: string): SessionStart | { error: string } {
  return resolveSessionStart(date, time, zone);
}

function checkCategory(category: string | undefined): string | undefined {
  if (category === undefined || (EVENT_CATEGORIES as readonly string[]).includes(category)) return undefined;
  return `"${category}" is not a category`;
}

/**
 * Adds a session, its start read from the date and time texts in its zone (converted when the time
 * names another zone). Inactive sessions and those without registrants e-mail nobody.
 */
export async function addSession(
  db: Database,
  fields: SessionFields & Required<Pick<SessionFields, "title" | "date" | "time" | "category" | "description">>,
): Promise<SessionChangeOutcome> {
  const start = startFields(fields.date, fields.time, fields.timeZone ?? EVENT_TIME_ZONE);
  if ("error" in start) return { status: "invalid", message: start.error };
  const badCategory = checkCategory(fields.category);
  if (badCategory) return { status: "invalid", message: badCategory };
  const [event] = await db
    .insert(events)
    .values({ ...fields, date: start.date, time: start.time, timeZone: start.zone, startsAt: start.startsAt })
    .returning();
  return { status: "saved", event: event!, converted: start.converted, notified: 0, promoted: 0, changes: [] };
}

/** What a change would write: the fields, with the start derived again when the date, time or zone change. */
function nextFields(
  current: EventRow,
  fields: SessionFields,
): { next: Partial<EventRow>; converted?: SessionStart["converted"] } | { error: string } {
  if (typeof fields.maxAttendees === "number" && fields.maxAttendees < current.currentAttendees) {
    return {
      error: `${current.currentAttendees} people are already registered for "${current.title}": the maximum cannot be lower than that`,
    };
  }
  const next: Partial<EventRow> = { ...fields };
  if (fields.date === undefined && fields.time === undefined && fields.timeZone === undefined) return { next };
  const start = startFields(fields.date ?? current.date, fields.time ?? current.time, fields.timeZone ?? current.timeZone);
  if ("error" in start) return { error: start.error };
  Object.assign(next, { date: start.date, time: start.time, timeZone: start.zone, startsAt: start.startsAt });
  return { next, converted: start.converted };
}

/**
 * What the change tells the people registered: a new title, date, time (or zone), place or link,
 * as the session's page shows them. A date or time written another way ("2026-12-03" for
 * "December 3, 2026", "18:00" for "6:00 PM", as the console's pickers send them) changes nothing.
 */
const changesOf = (current: EventRow, next: Partial<EventRow>) => sessionChanges(current, { ...current, ...next });

/** What saving `fields` would do, before anything is written: the owner's console asks with these figures first. */
export type SessionChangePreview =
  | {
      status: "preview";
      event: EventRow;
      /** What registrants would be told changed, old → new (empty when nothing they hear about does). */
      changes: SessionChange[];
      /** Whether the registered would be e-mailed an update (an active session whose title, time, place or link changes). */
      updates: boolean;
      /** Whether this takes an active session off. */
      deactivates: boolean;
      registered: number;
      waiting: number;
    }
  | { status: "not-found" }
  | { status: "invalid"; message: string };

export async function previewSessionChange(db: Database, id: string, fields: SessionFields): Promise<SessionChangePreview> {
  if (!isEventId(id)) return { status: "not-found" };
  const [current] = await db.select().from(events).where(eq(events.id, id));
  if (!current) return { status: "not-found" };
  const planned = nextFields(current, fields);
  if ("error" in planned) return { status: "invalid", message: planned.error };
  const after = { ...current, ...planned.next };
  const counts = await db
    .select({ status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, id))
    .groupBy(eventRegistrations.status);
  const of = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
  const changes = changesOf(current, planned.next);
  return {
    status: "preview",
    event: current,
    changes,
    updates: changes.length > 0 && after.isActive,
    deactivates: current.isActive && after.isActive === false,
    registered: of("registered"),
    waiting: of("waiting"),
  };
}

/** How a change reaches people: an optional word from the owner in the update; `notify: false` takes a session off without e-mailing anyone. */
export interface ChangeMailing {
  note?: string;
  notify?: boolean;
}

/**
 * The one way a session changes after it is added, for the command line and the console alike.
 * Under the session's row lock: the fields, the start derived again when the date, time or zone
 * change, then
 * - a change of title, time, zone, place or link raises the invitation's SEQUENCE and e-mails every
 *   registered person an update that says what changed, old → new (with the owner's note, when
 *   given), whose invitation replaces the one they hold;
 * - a deactivation of a session with people on it e-mails them a cancellation (METHOD:CANCEL),
 *   unless the owner chose `notify: false` (a sample session taken off);
 * - a raised (or removed) maximum gives the new seats to the waitlist, first come first served.
 * A maximum below the seats already taken is refused, as is anything the page could not read.
 */
export async function changeSession(
  db: Database,
  queue: JobQueue | undefined,
  id: string,
  fields: SessionFields,
  mail: MailContext,
  mailing: ChangeMailing = {},
): Promise<SessionChangeOutcome> {
  if (!isEventId(id)) return { status: "not-found" };
  const badCategory = checkCategory(fields.category);
  if (badCategory) return { status: "invalid", message: badCategory };
  const outbox = await openOutbox(queue);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!current) return { status: "not-found" } as const;
    const planned = nextFields(current, fields);
    if ("error" in planned) return { status: "invalid", message: planned.error } as const;
    const { next, converted } = planned;
    const changes = changesOf(current, next);
    const changed = changes.length > 0;
    const deactivated = current.isActive && next.isActive === false;
    if (changed) next.sequence = current.sequence + 1;
    if (Object.keys(next).length > 0) await tx.update(events).set(next).where(eq(events.id, id));
    const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, id));

    let notified = 0;
    if (((changed && event!.isActive) || deactivated) && mailing.notify !== false) {
      // A deactivation tells the waitlist too; an update concerns those holding a seat.
      const statuses = deactivated ? (["registered", "waiting"] as const) : (["registered"] as const);
      const people = await tx
        .select({
          email: eventRegistrations.email,
          name: eventRegistrations.name,
          manageToken: eventRegistrations.manageToken,
          status: eventRegistrations.status,
        })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, id), inArray(eventRegistrations.status, [...statuses])));
      const update = deactivated ? undefined : { changes, note: mailing.note };
      for (const person of people) {
        await mailRegistrant(tx, outbox, deactivated ? "session-cancelled" : "updated", event!, person, mail, update);
      }
      notified = people.length;
    }
    const promoted = deactivated ? 0 : await promoteWaiting(tx, outbox, id, mail);
    const [saved] = await tx.select().from(events).where(eq(events.id, id));
    return { status: "saved", event: saved!, converted, notified, promoted, changes } as const;
  });
}
