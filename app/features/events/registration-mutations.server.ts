import { and, eq, sql } from "drizzle-orm";
import type { SiteConfig } from "~/content/site-config";
import type { Database } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { isEventPast } from "~/lib/event-time";
import { jobsInTransaction, type JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { deliverOnCommit, queueEmail } from "~/mail/outbox.server";
import { eventColumns, isEventId } from "./event-queries.server";
import { registrationEmail } from "./registration-email";
import type { Registration } from "./registration-schema";

export type RegistrationOutcome =
  /** A new registration; outboxId is its confirmation e-mail, queued with its job in the same transaction. */
  | { status: "registered"; outboxId: string }
  /** This e-mail was already registered: nothing changes and no second e-mail goes out. */
  | { status: "already-registered" }
  | { status: "not-found" | "closed" | "past" | "full" };

/**
 * Registers an e-mail for a session, never beyond its capacity.
 *
 * The capacity check, the insert, the attendee count and the confirmation e-mail with its
 * delivery job happen in one transaction that first locks the session's row (SELECT ... FOR UPDATE): on PostgreSQL a second
 * registration for the same session waits for the lock and then sees the count the first one
 * left, so two requests can never both take the last seat. PGlite has one connection and runs
 * one transaction at a time, so there the lock is uncontended and the serialisation comes for
 * free; the same code is right on both. (The schema's check constraint, current <= max, would
 * refuse an overbooking anyway, but as an error, not as the 'full' answer.)
 */
export async function registerForEvent(
  db: Database,
  queue: JobQueue,
  registration: Registration,
  { now, site }: { now: Date; site: SiteConfig },
): Promise<RegistrationOutcome> {
  if (!isEventId(registration.eventId)) return { status: "not-found" };
  const jobs = await jobsInTransaction(queue, [QUEUES.emailOutbox.name]);
  return db.transaction(async (tx) => {
    const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, registration.eventId)).for("update");
    if (!event) return { status: "not-found" } as const;
    if (!event.isActive) return { status: "closed" } as const;
    if (isEventPast(event.date, event.time, now)) return { status: "past" } as const;

    // Before the capacity check: someone already holding a seat is registered, even when full.
    // Addresses compare without case, as the unique index on lower(email) does.
    const [existing] = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), sql`lower(${eventRegistrations.email}) = lower(${registration.email})`))
      .limit(1);
    if (existing) return { status: "already-registered" } as const;

    if (event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees) return { status: "full" } as const;

    await tx.insert(eventRegistrations).values({ eventId: event.id, email: registration.email, name: registration.name });
    await tx
      .update(events)
      .set({ currentAttendees: sql`${events.currentAttendees} + 1` })
      .where(eq(events.id, event.id));
    const { id: outboxId } = await queueEmail(tx, registrationEmail(event, registration, site, now));
    await deliverOnCommit(tx, jobs, outboxId);
    return { status: "registered", outboxId } as const;
  });
}

/**
 * Removes one registration (the owner's console) and frees its seat. It takes the session's row
 * lock first, as registerForEvent does, so the count and the rows never disagree, whichever
 * commits first.
 */
export async function removeRegistration(db: Database, eventId: string, registrationId: string): Promise<{ removed: boolean }> {
  if (!isEventId(eventId) || !isEventId(registrationId)) return { removed: false };
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for("update");
    if (!event) return { removed: false };
    const gone = await tx
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)))
      .returning({ id: eventRegistrations.id });
    if (gone.length === 0) return { removed: false };
    await tx
      .update(events)
      .set({ currentAttendees: sql`greatest(${events.currentAttendees} - 1, 0)` })
      .where(eq(events.id, eventId));
    return { removed: true };
  });
}
