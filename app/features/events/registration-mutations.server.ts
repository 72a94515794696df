import { randomBytes } from "node:crypto";
import { and, asc, count, eq, lte, ne, or, sql } from "drizzle-orm";
import { registrations } from "~/config/metrics.server";
import type { SiteConfig } from "~/content/site-config";
import type { Database } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { DAY_MS } from "~/lib/dates";
import { mailboxKey } from "~/lib/email-address";
import { isEventPast } from "~/lib/event-time";
import { absoluteUrl } from "~/lib/meta";
import type { JobQueue } from "~/jobs/job-queue.server";
import { openOutbox, sendEmail, type Outbox } from "~/mail/outbox.server";
import { notifyOwner, seatsTaken } from "~/owner/owner-notifications.server";
import type { PrivateAccess } from "./event-calendar";
import { eventColumns, isEventId, type EventRecord } from "./event-queries.server";
import { managePath } from "./event-view";
import { sessionEmail, type SessionMessage, type SessionUpdate } from "./registration-email";
import type { Registration } from "./registration-schema";

export type RegistrationOutcome =
  /** A new registration; outboxId is its confirmation e-mail, queued with its job in the same transaction. */
  | { status: "registered"; outboxId: string; manageToken: string; joinUrl: string | null; location: string | null }
  /** The session was full and the visitor asked for the waitlist: they are number `position`. */
  | { status: "waiting"; outboxId: string; manageToken: string; position: number }
  /**
   * The mailbox already holds a seat or a place in line (`held`): nothing changes, and the
   * registration's message goes again to the address it was made with (`outboxId`), at most once an
   * hour (null within it). `answer` is what a new address would be told at this moment (a seat
   * while one is free, else the waitlist if asked for, else full): all the visitor may be shown.
   */
  | {
      status: "known";
      held: "registered" | "waiting";
      outboxId: string | null;
      answer: { status: "registered"; joinUrl: string | null; location: string | null } | { status: "waiting" | "full" };
    }
  | { status: "not-found" | "closed" | "past" | "full" };

/** A transaction of the site's database. */
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The context every write that e-mails registrants needs. */
export interface MailContext {
  now: Date;
  site: SiteConfig;
}

/** An unguessable manage-link token: 256 random bits. */
const newManageToken = () => randomBytes(32).toString("base64url");

export const manageUrl = (site: Pick<SiteConfig, "siteUrl">, token: string) => absoluteUrl(site.siteUrl, managePath(token));

/** Queues one message to one registrant in tx, with its delivery job when there is a queue. */
export async function mailRegistrant(
  tx: Tx,
  outbox: Outbox,
  message: SessionMessage,
  event: EventRecord,
  person: { email: string; name: string; manageToken: string | null },
  { now, site }: MailContext,
  update?: SessionUpdate,
): Promise<string> {
  const access: PrivateAccess | undefined = person.manageToken
    ? { joinUrl: event.joinUrl, location: event.location, manageUrl: manageUrl(site, person.manageToken) }
    : undefined;
  return sendEmail(tx, outbox, sessionEmail(message, event, person, site, now, access, update));
}

/** A session as the owner's notices name it. */
const noticeSession = ({
  title,
  date,
  time,
  timeZone,
  startsAt,
}: Pick<EventRecord, "title" | "date" | "time" | "timeZone" | "startsAt">) => ({
  title,
  date,
  time,
  timeZone,
  startsAt,
});

/** A waiting person's place in line: 1 for the first. */
async function waitlistPosition(tx: Tx, eventId: string, registrationId: string): Promise<number> {
  const [mine] = await tx
    .select({ createdAt: eventRegistrations.createdAt })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId));
  if (!mine) return 0;
  const [ahead] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, "waiting"),
        or(
          sql`${eventRegistrations.createdAt} < ${mine.createdAt}`,
          and(
            eq(eventRegistrations.createdAt, mine.createdAt),
            lte(eventRegistrations.id, registrationId),
            ne(eventRegistrations.id, registrationId),
          ),
        ),
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

/** How long after a registration's last message registering again sends its details once more. */
const DETAILS_RESEND_AFTER_MS = 60 * 60_000;

/**
 * E-mails a registration's details again (the confirmation, or the waitlist's message), with its
 * manage link, to the address it was made with, unless it was sent within the hour; in the
 * caller's transaction, under the session's row lock, so a burst of retries sends it once.
 */
async function resendDetails(
  tx: Tx,
  outbox: Outbox,
  event: EventRecord,
  person: {
    id: string;
    email: string;
    name: string;
    manageToken: string | null;
    status: "registered" | "waiting";
    createdAt: Date;
    detailsResentAt: Date | null;
  },
  mail: MailContext,
): Promise<string | null> {
  const lastSent = person.detailsResentAt ?? person.createdAt;
  if (mail.now.getTime() - lastSent.getTime() < DETAILS_RESEND_AFTER_MS) return null;
  await tx.update(eventRegistrations).set({ detailsResentAt: mail.now }).where(eq(eventRegistrations.id, person.id));
  return mailRegistrant(tx, outbox, person.status === "registered" ? "registered" : "waitlisted", event, person, mail);
}

/**
 * Registers an e-mail for a session, never beyond its capacity; when it is full and the visitor
 * asked for it, puts them on the waitlist instead.
 *
 * The capacity check, the insert, the attendee count, the confirmation e-mail with its delivery
 * job and the owner's notice (unless turned off) happen in one transaction that first locks the session's row (SELECT ... FOR UPDATE): on PostgreSQL a second
 * registration for the same session waits for the lock and then sees the count the first one
 * left, so two requests can never both take the last seat. PGlite has one connection and runs
 * one transaction at a time, so there the lock is uncontended and the serialisation comes for
 * free; the same code is right on both. (The schema's check constraint, current <= max, would
 * refuse an overbooking anyway, but as an error, not as the 'full' answer.) Cancelling and
 * promoting from the waitlist take the same lock, so a freed seat goes to the first in line and
 * arrival times, written under it, are the waitlist's order.
 */
export async function registerForEvent(
  db: Database,
  queue: JobQueue,
  registration: Registration & { waitlist?: boolean },
  mail: MailContext,
): Promise<RegistrationOutcome> {
  const outcome = await register(db, queue, registration, mail);
  // Once committed, by outcome: a transaction that failed registered nobody.
  registrations.inc({ outcome: outcome.status });
  return outcome;
}

async function register(
  db: Database,
  queue: JobQueue,
  registration: Registration & { waitlist?: boolean },
  { now, site }: MailContext,
): Promise<RegistrationOutcome> {
  if (!isEventId(registration.eventId)) return { status: "not-found" };
  const outbox = await openOutbox(queue);
  return db.transaction(async (tx) => {
    const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, registration.eventId)).for("update");
    if (!event) return { status: "not-found" } as const;
    if (!event.isActive) return { status: "closed" } as const;
    if (isEventPast(event.date, event.time, now, event.timeZone)) return { status: "past" } as const;

    // Before the capacity check: a mailbox already holding a seat or a place keeps it, even when full.
    // Addresses compare by their mailbox, as the unique index on (event_id, email_key) does.
    const emailKey = mailboxKey(registration.email);
    const [existing] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.emailKey, emailKey)))
      .limit(1);

    const full = event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees;
    if (existing && existing.status !== "cancelled") {
      // Someone waits only while every seat is taken, so a mailbox in line is never told of a free seat.
      const answer = !full
        ? ({ status: "registered", joinUrl: event.joinUrl, location: event.location } as const)
        : ({ status: registration.waitlist ? "waiting" : "full" } as const);
      const outboxId = await resendDetails(tx, outbox, event, { ...existing, status: existing.status }, { now, site });
      return { status: "known", held: existing.status, outboxId, answer } as const;
    }
    if (full && !registration.waitlist) return { status: "full" } as const;

    const status = full ? "waiting" : "registered";
    const manageToken = newManageToken();
    const row = {
      email: registration.email,
      emailKey,
      name: registration.name,
      detailsResentAt: null,
      status,
      manageToken,
      cancelledAt: null,
      // The moment the lock was taken, not the transaction's start: the waitlist's order.
      createdAt: sql`clock_timestamp()`,
    } as const;
    // Someone who cancelled and comes back takes their old row (the address is unique per session).
    const [saved] = existing
      ? await tx.update(eventRegistrations).set(row).where(eq(eventRegistrations.id, existing.id)).returning({ id: eventRegistrations.id })
      : await tx
          .insert(eventRegistrations)
          .values({ ...row, eventId: event.id })
          .returning({ id: eventRegistrations.id });
    if (status === "registered") {
      await tx
        .update(events)
        .set({ currentAttendees: sql`${events.currentAttendees} + 1` })
        .where(eq(events.id, event.id));
    }
    const person = { email: registration.email, name: registration.name, manageToken };
    const outboxId = await mailRegistrant(tx, outbox, status === "registered" ? "registered" : "waitlisted", event, person, { now, site });
    if (status === "registered") {
      await notifyOwner(tx, outbox, site.ownerEmail, {
        kind: "registration",
        email: person.email,
        name: person.name,
        session: noticeSession(event),
        seats: seatsTaken(event.currentAttendees + 1, event.maxAttendees),
      });
      return { status, outboxId, manageToken, joinUrl: event.joinUrl, location: event.location } as const;
    }
    const position = await waitlistPosition(tx, event.id, saved!.id);
    await notifyOwner(tx, outbox, site.ownerEmail, {
      kind: "waitlist-join",
      email: person.email,
      name: person.name,
      session: noticeSession(event),
      position,
    });
    return { status, outboxId, manageToken, position } as const;
  });
}

/** What an e-mail to a registrant needs of their row: who they are and their manage link's token. */
export const registrantColumns = {
  id: eventRegistrations.id,
  email: eventRegistrations.email,
  name: eventRegistrations.name,
  manageToken: eventRegistrations.manageToken,
};

/**
 * Gives the session's free seats to the first people waiting, in arrival order, each e-mailed with
 * the join link, and tells the owner who moved up (one notice per call, unless turned off). Runs in
 * the transaction that freed the seats, under the session's row lock.
 */
export async function promoteWaiting(tx: Tx, outbox: Outbox, eventId: string, mail: MailContext): Promise<number> {
  const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, eventId));
  if (!event || !event.isActive || isEventPast(event.date, event.time, mail.now, event.timeZone)) return 0;
  const free = event.maxAttendees === null ? Number.POSITIVE_INFINITY : event.maxAttendees - event.currentAttendees;
  if (free <= 0) return 0;
  const next = await tx
    .select(registrantColumns)
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "waiting")))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .limit(Number.isFinite(free) ? free : 100_000);
  for (const person of next) {
    await tx.update(eventRegistrations).set({ status: "registered" }).where(eq(eventRegistrations.id, person.id));
    await mailRegistrant(tx, outbox, "promoted", event, person, mail);
  }
  if (next.length > 0) {
    await tx
      .update(events)
      .set({ currentAttendees: sql`${events.currentAttendees} + ${next.length}` })
      .where(eq(events.id, eventId));
    await notifyOwner(tx, outbox, mail.site.ownerEmail, {
      kind: "promotion",
      session: noticeSession(event),
      people: next.map(({ email, name }) => ({ email, name })),
      seats: seatsTaken(event.currentAttendees + next.length, event.maxAttendees),
    });
  }
  return next.length;
}

export type CancelOutcome =
  { status: "cancelled"; was: "registered" | "waiting"; promoted: number } | { status: "already-cancelled" | "past" | "invalid" };

/**
 * Cancels the registration a manage link names: the seat is free at once and goes to the first
 * person waiting, under the session's row lock; the person gets a cancellation for their calendar
 * (METHOD:CANCEL). A waiting person simply leaves the line. A second cancel changes nothing.
 */
export async function cancelRegistration(
  db: Database,
  queue: JobQueue | undefined,
  token: string,
  mail: MailContext,
): Promise<CancelOutcome> {
  const [found] = await db
    .select({ id: eventRegistrations.id, eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.manageToken, token));
  if (!found) return { status: "invalid" };
  const outbox = await openOutbox(queue);
  return db.transaction(async (tx) => {
    const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, found.eventId)).for("update");
    const [person] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, found.id));
    if (!event || !person) return { status: "invalid" } as const;
    if (person.status === "cancelled") return { status: "already-cancelled" } as const;
    if (isEventPast(event.date, event.time, mail.now, event.timeZone)) return { status: "past" } as const;
    const was = person.status;
    await tx.update(eventRegistrations).set({ status: "cancelled", cancelledAt: mail.now }).where(eq(eventRegistrations.id, person.id));
    if (was === "registered") {
      await tx
        .update(events)
        .set({ currentAttendees: sql`${events.currentAttendees} - 1` })
        .where(eq(events.id, event.id));
    }
    await mailRegistrant(tx, outbox, was === "registered" ? "cancelled-by-you" : "left-waitlist", event, person, mail);
    const seats = seatsTaken(event.currentAttendees - (was === "registered" ? 1 : 0), event.maxAttendees);
    await notifyOwner(tx, outbox, mail.site.ownerEmail, {
      kind: "cancellation",
      email: person.email,
      name: person.name,
      session: noticeSession(event),
      was,
      seats,
    });
    const promoted = was === "registered" ? await promoteWaiting(tx, outbox, event.id, mail) : 0;
    return { status: "cancelled", was, promoted } as const;
  });
}

/** What a manage link shows: the session, the person's state and place in line, or why it can't. */
export type ManageView =
  | { status: "invalid" | "expired" }
  | {
      status: "cancelled" | "registered" | "waiting";
      event: EventRecord;
      email: string;
      position: number | null;
      past: boolean;
    };

/** Days after a session's start its manage links keep working (then they answer 'expired'). */
export const MANAGE_LINK_DAYS_AFTER_START = 7;

/** The registration a manage link names; tokens that are malformed or unknown are 'invalid'. */
export async function getManagedRegistration(db: Database, token: string, now: Date): Promise<ManageView> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: "invalid" };
  const [row] = await db
    .select({ registration: eventRegistrations, event: eventColumns })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.manageToken, token));
  if (!row) return { status: "invalid" };
  const { registration, event } = row;
  const expiresAt = event.startsAt ? event.startsAt.getTime() + MANAGE_LINK_DAYS_AFTER_START * DAY_MS : Number.POSITIVE_INFINITY;
  if (now.getTime() > expiresAt) return { status: "expired" };
  const past = isEventPast(event.date, event.time, now, event.timeZone);
  const position = registration.status === "waiting" ? await waitlistPosition(db as unknown as Tx, event.id, registration.id) : null;
  return { status: registration.status, event, email: registration.email, position, past };
}

/**
 * Removes one registration (the owner's console). A seat it held is freed and goes to the first
 * person waiting, under the session's row lock, as a cancel does; a place on the waitlist just goes.
 */
export async function removeRegistration(
  db: Database,
  queue: JobQueue | undefined,
  eventId: string,
  registrationId: string,
  mail: MailContext,
): Promise<{ removed: boolean; promoted: number }> {
  if (!isEventId(eventId) || !isEventId(registrationId)) return { removed: false, promoted: 0 };
  const outbox = await openOutbox(queue);
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for("update");
    if (!event) return { removed: false, promoted: 0 };
    const [gone] = await tx
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)))
      .returning({ status: eventRegistrations.status });
    if (!gone) return { removed: false, promoted: 0 };
    if (gone.status !== "registered") return { removed: true, promoted: 0 };
    await tx
      .update(events)
      .set({ currentAttendees: sql`greatest(${events.currentAttendees} - 1, 0)` })
      .where(eq(events.id, eventId));
    return { removed: true, promoted: await promoteWaiting(tx, outbox, eventId, mail) };
  });
}
