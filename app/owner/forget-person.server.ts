import { and, asc, count, eq, inArray, or, sql, type Column } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { hasControlCharacters } from "~/lib/control-characters";
import {
  adminCollaborators,
  emailOutbox,
  eventRegistrations,
  events,
  landingPageSignups,
  newsletterDeliveries,
  newsletterSubscribers,
  purchases,
} from "~/db/schema";
import { OWNER_NOTICE_EMAIL_KINDS } from "./owner-notifications.server";

/** Every table that holds a person's e-mail address, as the report names them. */
export const TABLES_WITH_ADDRESSES = [
  "landing_page_signups",
  "event_registrations",
  "newsletter_subscribers",
  "email_outbox",
  "admin_collaborators",
  "purchases",
] as const;
export type TableWithAddresses = (typeof TABLES_WITH_ADDRESSES)[number];

export interface ForgetReport {
  /** The address as asked for; every case of it was matched. */
  email: string;
  /** Rows removed from each table. */
  removed: Record<TableWithAddresses, number>;
  /** The newsletter issues sent (or queued) to them: their delivery rows, which go with their subscription. */
  deliveries: number;
  /** Each session the person was in: the seats given back, and how many of them went to people waiting. */
  seatsFreed: { eventId: string; title: string; seats: number; promoted: number }[];
}

/** A transaction of the site's database. */
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What becomes of the seats freed in a session, inside the forgetting transaction: the caller gives
 * them to the first people waiting (the events feature's promoteWaiting) and says how many moved up.
 */
export type GiveFreedSeats = (tx: Tx, eventId: string) => Promise<number>;

export const FORGET_EMAIL_MESSAGE = "Please enter the e-mail address to forget.";

/** An address to look for: the same check as the site's forms make, without lower-casing (matching ignores case). */
const ForgetEmailSchema = z
  .string()
  .trim()
  .min(3, { error: FORGET_EMAIL_MESSAGE })
  .max(320, { error: FORGET_EMAIL_MESSAGE })
  .regex(/^[^\s@]+@[^\s@]+$/, { error: FORGET_EMAIL_MESSAGE })
  .refine((email) => !hasControlCharacters(email), { error: FORGET_EMAIL_MESSAGE });

/** The address trimmed, or the message saying why it is not one. */
export function parseForgetEmail(value: unknown): { ok: true; email: string } | { ok: false; message: string } {
  const parsed = ForgetEmailSchema.safeParse(value);
  return parsed.success ? { ok: true, email: parsed.data } : { ok: false, message: FORGET_EMAIL_MESSAGE };
}

const sameAddress = (column: Column, email: string) => sql`lower(${column}) = lower(${email})`;

/** The newsletter's delivery rows of the subscriber at the address. */
const deliveriesOf = (email: string) =>
  inArray(
    newsletterDeliveries.subscriberId,
    sql`(select ${newsletterSubscribers.id} from ${newsletterSubscribers} where ${sameAddress(newsletterSubscribers.email, email)})`,
  );

/** The outbox's messages to the person, and the owner's notices that name them (their address is in the text). */
const outboxOf = (email: string) =>
  or(
    sameAddress(emailOutbox.toAddress, email),
    and(inArray(emailOutbox.kind, OWNER_NOTICE_EMAIL_KINDS), sql`position(lower(${`<${email}>`}) in lower(${emailOutbox.textBody})) > 0`),
  );

/** What forgetting an address would remove, per table, before anything is removed: the console shows it first. */
export async function countPerson(
  db: Database,
  rawEmail: string,
): Promise<Omit<ForgetReport, "seatsFreed"> & { seats: number; waiting: number }> {
  const checked = parseForgetEmail(rawEmail);
  if (!checked.ok) throw new Error(checked.message);
  const { email } = checked;
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const [registrations, subscribers, deliveries, signups, messages, collaborators, sales] = await Promise.all([
    db
      .select({ status: eventRegistrations.status, n: count() })
      .from(eventRegistrations)
      .where(sameAddress(eventRegistrations.email, email))
      .groupBy(eventRegistrations.status),
    db.select({ n: count() }).from(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email)),
    db.select({ n: count() }).from(newsletterDeliveries).where(deliveriesOf(email)),
    db.select({ n: count() }).from(landingPageSignups).where(sameAddress(landingPageSignups.email, email)),
    db.select({ n: count() }).from(emailOutbox).where(outboxOf(email)),
    db.select({ n: count() }).from(adminCollaborators).where(sameAddress(adminCollaborators.email, email)),
    db.select({ n: count() }).from(purchases).where(sameAddress(purchases.buyerEmail, email)),
  ]);
  const of = (status: string) => registrations.find((row) => row.status === status)?.n ?? 0;
  return {
    email,
    removed: {
      landing_page_signups: n(signups),
      event_registrations: registrations.reduce((sum, row) => sum + row.n, 0),
      newsletter_subscribers: n(subscribers),
      email_outbox: n(messages),
      admin_collaborators: n(collaborators),
      purchases: n(sales),
    },
    deliveries: n(deliveries),
    seats: of("registered"),
    waiting: of("waiting"),
  };
}

/**
 * Removes an e-mail address, in any case, from every table that holds one: early-access sign-ups,
 * live-session registrations (giving their seats back, to the first people waiting as a cancel
 * does, each e-mailed), the newsletter's list with every issue sent to them, the outbox's messages to it, sent or not, with the owner's notices
 * that name it, and the address a collaborator was invited at (the collaborator stays). One transaction: all of it or none.
 *
 * The sessions' rows are locked first, in id order, as a registration locks its session before
 * it counts seats: a registration running meanwhile waits, then sees the freed seat.
 */
export async function forgetPerson(db: Database, rawEmail: string, giveFreedSeats: GiveFreedSeats): Promise<ForgetReport> {
  const checked = parseForgetEmail(rawEmail);
  if (!checked.ok) throw new Error(checked.message);
  const { email } = checked;

  return db.transaction(async (tx) => {
    const seats = await tx
      .select({ eventId: eventRegistrations.eventId, seats: count() })
      .from(eventRegistrations)
      .where(sameAddress(eventRegistrations.email, email))
      .groupBy(eventRegistrations.eventId);
    const eventIds = seats.map((row) => row.eventId);
    const sessions =
      eventIds.length === 0
        ? []
        : await tx
            .select({ id: events.id, title: events.title })
            .from(events)
            .where(inArray(events.id, eventIds))
            .orderBy(asc(events.id))
            .for("update");

    const registrations = await tx
      .delete(eventRegistrations)
      .where(sameAddress(eventRegistrations.email, email))
      .returning({ eventId: eventRegistrations.eventId, status: eventRegistrations.status });
    // Only a registration holding a seat frees one; a place on the waitlist or a cancelled one holds none.
    const freed = new Map<string, number>();
    for (const row of registrations) if (row.status === "registered") freed.set(row.eventId, (freed.get(row.eventId) ?? 0) + 1);
    for (const [eventId, taken] of freed) {
      await tx
        .update(events)
        .set({ currentAttendees: sql`greatest(${events.currentAttendees} - ${taken}, 0)` })
        .where(eq(events.id, eventId));
    }

    // The site's own newsletter list (Kit keeps its own copy; the owner removes it there), and every
    // issue sent to them: the cascade would remove those rows too, here they are counted as they go.
    const deliveries = await tx
      .delete(newsletterDeliveries)
      .where(deliveriesOf(email))
      .returning({ issueId: newsletterDeliveries.issueId });
    const subscribers = await tx
      .delete(newsletterSubscribers)
      .where(sameAddress(newsletterSubscribers.email, email))
      .returning({ id: newsletterSubscribers.id });
    const signups = await tx
      .delete(landingPageSignups)
      .where(sameAddress(landingPageSignups.email, email))
      .returning({ id: landingPageSignups.id });
    const messages = await tx.delete(emailOutbox).where(outboxOf(email)).returning({ id: emailOutbox.id });
    // A collaborator invited at that address stays a collaborator (their passkeys are theirs); the address goes.
    const collaborators = await tx
      .update(adminCollaborators)
      .set({ email: null })
      .where(sameAddress(adminCollaborators.email, email))
      .returning({ id: adminCollaborators.id });
    // A sale stays a sale (its amount and Stripe's ids are the books); only the buyer's address goes.
    const sales = await tx
      .update(purchases)
      .set({ buyerEmail: null })
      .where(sameAddress(purchases.buyerEmail, email))
      .returning({ id: purchases.id });

    // The freed seats go to the first people waiting; after the outbox step, which so cannot touch
    // the e-mails that tell them.
    const promoted = new Map<string, number>();
    for (const eventId of freed.keys()) promoted.set(eventId, await giveFreedSeats(tx, eventId));

    return {
      email,
      removed: {
        landing_page_signups: signups.length,
        event_registrations: registrations.length,
        newsletter_subscribers: subscribers.length,
        email_outbox: messages.length,
        admin_collaborators: collaborators.length,
        purchases: sales.length,
      },
      deliveries: deliveries.length,
      seatsFreed: sessions.map((session) => ({
        eventId: session.id,
        title: session.title,
        seats: freed.get(session.id) ?? 0,
        promoted: promoted.get(session.id) ?? 0,
      })),
    };
  });
}
