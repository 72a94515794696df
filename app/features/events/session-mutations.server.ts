import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { EVENT_CATEGORIES, eventRegistrations, events, type EventCategory, type EventRow } from "~/db/schema";
import { EVENT_TIME_ZONE, resolveSessionStart, type SessionStart } from "~/lib/event-time";
import type { JobQueue } from "~/jobs/job-queue.server";
import { openOutbox } from "~/mail/outbox.server";
import { eventColumns, isEventId } from "./event-queries.server";
import { mailRegistrant, promoteWaiting, type MailContext } from "./registration-mutations.server";

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
      /** People moved from the waitlist into seats freed by a raised maximum. */
      promoted: number;
    }
  | { status: "not-found" }
  | { status: "invalid"; message: string };

/** The changes registrants are told about: when, where and what it is called. */
const NOTIFYING: (keyof EventRow)[] = ["title", "date", "time", "timeZone", "startsAt", "joinUrl", "location"];

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
  return { status: "saved", event: event!, converted: start.converted, notified: 0, promoted: 0 };
}

/**
 * The one way a session changes after it is added, for the command line and the console alike.
 * Under the session's row lock: the fields, the start derived again when the date, time or zone
 * change, then
 * - a change of title, time, zone, place or link raises the invitation's SEQUENCE and e-mails every
 *   registered person an update whose invitation replaces the one they hold;
 * - a deactivation of a session with people on it e-mails them a cancellation (METHOD:CANCEL);
 * - a raised (or removed) maximum gives the new seats to the waitlist, first come first served.
 * A maximum below the seats already taken is refused, as is anything the page could not read.
 */
export async function changeSession(
  db: Database,
  queue: JobQueue | undefined,
  id: string,
  fields: SessionFields,
  mail: MailContext,
): Promise<SessionChangeOutcome> {
  if (!isEventId(id)) return { status: "not-found" };
  const badCategory = checkCategory(fields.category);
  if (badCategory) return { status: "invalid", message: badCategory };
  const outbox = await openOutbox(queue);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!current) return { status: "not-found" } as const;
    if (typeof fields.maxAttendees === "number" && fields.maxAttendees < current.currentAttendees) {
      return {
        status: "invalid",
        message: `${current.currentAttendees} people are already registered for "${current.title}": the maximum cannot be lower than that`,
      } as const;
    }
    const next: Partial<EventRow> = { ...fields };
    let converted: SessionStart["converted"];
    if (fields.date !== undefined || fields.time !== undefined || fields.timeZone !== undefined) {
      const start = startFields(fields.date ?? current.date, fields.time ?? current.time, fields.timeZone ?? current.timeZone);
      if ("error" in start) return { status: "invalid", message: start.error } as const;
      Object.assign(next, { date: start.date, time: start.time, timeZone: start.zone, startsAt: start.startsAt });
      converted = start.converted;
    }
    const changed = NOTIFYING.some((key) => key in next && !same(next[key], current[key]));
    const deactivated = current.isActive && next.isActive === false;
    if (changed) next.sequence = current.sequence + 1;
    if (Object.keys(next).length > 0) await tx.update(events).set(next).where(eq(events.id, id));
    const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, id));

    let notified = 0;
    if ((changed && event!.isActive) || deactivated) {
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
      for (const person of people) {
        await mailRegistrant(tx, outbox, deactivated ? "session-cancelled" : "updated", event!, person, mail);
      }
      notified = people.length;
    }
    const promoted = deactivated ? 0 : await promoteWaiting(tx, outbox, id, mail);
    const [saved] = await tx.select().from(events).where(eq(events.id, id));
    return { status: "saved", event: saved!, converted, notified, promoted } as const;
  });
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}
