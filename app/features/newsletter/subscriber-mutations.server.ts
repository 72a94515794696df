import { and, eq, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { CONFIRMATION_RESEND_MS, CONSENT_DAYS } from "~/content/newsletter";
import type { SiteConfig } from "~/content/site-config";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers, type SubscriberStatus } from "~/db/schema";
import { jobsInTransaction, type JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { DAY_MS } from "~/lib/dates";
import { absoluteUrl } from "~/lib/meta";
import { openOutbox, sendEmail } from "~/mail/outbox.server";
import { confirmationEmail } from "./confirmation-email";
import type { Subscribe } from "./subscribe-schema";
import { subscriberLinkPath, subscriberLinkSigner, subscriberOfToken, type SubscriberLinkPurpose } from "./subscriber-links.server";

export interface NewsletterJobData {
  subscriberId: string;
}

export type SubscribeOutcome = "added" | "known";

/**
 * Who confirms a sign-up. Kit (its queue, when there is one): the row is written 'pending' with a
 * job that hands it to Kit, which sends its own confirmation. The site: the row is 'pending' and
 * its confirmation e-mail is queued with it.
 */
export type SignUpConfirmation =
  | { sender: "kit"; kitQueue: JobQueue | undefined }
  | { sender: "site"; queue: JobQueue | undefined; site: Pick<SiteConfig, "siteUrl" | "ownerName">; now: Date };

/**
 * Stores a newsletter sign-up, once per address whatever its case, and answers alike whatever the
 * address's state, so the form reveals nothing about who has subscribed (anyone can type anyone's
 * address).
 *
 * With Kit, the row is 'pending' and its job is written in the same transaction, so a crash leaves
 * neither a row Kit never hears of nor a job without its row; without a queue it is kept here as
 * 'local'. A known address changes nothing: Kit keeps its own state.
 *
 * When the site sends, a new address is 'pending' and its confirmation e-mail is queued in the same
 * transaction. A known address: pending, it is sent the confirmation again, at most once an hour
 * (CONFIRMATION_RESEND_MS); unsubscribed, it comes back as pending with a new confirmation (they
 * chose to return; their consent starts again); confirmed or bounced, nothing changes.
 */
export async function addSubscriber(db: Database, subscriber: Subscribe, confirmation: SignUpConfirmation): Promise<SubscribeOutcome> {
  if (confirmation.sender === "kit") {
    const { kitQueue } = confirmation;
    const jobs = kitQueue ? await jobsInTransaction(kitQueue, [QUEUES.newsletterKit.name]) : undefined;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsletterSubscribers)
        .values({ email: subscriber.email, source: subscriber.source, kitStatus: jobs ? "pending" : "local" })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (!row) return "known";
      if (jobs) {
        const data: NewsletterJobData = { subscriberId: row.id };
        await jobs.send(tx, QUEUES.newsletterKit.name, data);
      }
      return "added";
    });
  }

  const { now, site } = confirmation;
  // Both read or write outside the transaction they serve: the link key (made once, in its own
  // statement) and the outbox's job connection (jobsInTransaction says why it comes first).
  const sign = await subscriberLinkSigner(db, "confirm");
  const outbox = await openOutbox(confirmation.queue);
  return db.transaction(async (tx) => {
    const confirm = ({ id, email }: { id: string; email: string }) =>
      sendEmail(tx, outbox, confirmationEmail(email, absoluteUrl(site.siteUrl, subscriberLinkPath("confirm", sign(id))), site));
    const [added] = await tx
      .insert(newsletterSubscribers)
      .values({ email: subscriber.email, source: subscriber.source, status: "pending", confirmationSentAt: now })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    if (added) {
      await confirm(added);
      return "added";
    }
    // One UPDATE decides and claims the resend, so two sign-ups at once send one e-mail (the row's lock).
    const resendBefore = new Date(now.getTime() - CONFIRMATION_RESEND_MS);
    const [again] = await tx
      .update(newsletterSubscribers)
      .set({
        status: "pending",
        confirmationSentAt: now,
        consentedAt: sql`case when ${newsletterSubscribers.status} = 'unsubscribed' then null else ${newsletterSubscribers.consentedAt} end`,
        updatedAt: now,
      })
      .where(
        and(
          sql`lower(${newsletterSubscribers.email}) = lower(${subscriber.email})`,
          or(
            eq(newsletterSubscribers.status, "unsubscribed"),
            and(
              eq(newsletterSubscribers.status, "pending"),
              or(isNull(newsletterSubscribers.confirmationSentAt), lte(newsletterSubscribers.confirmationSentAt, resendBefore)),
            ),
          ),
        ),
      )
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    if (again) await confirm(again);
    return "known";
  });
}

/** What a subscriber's own link shows: the address, and where it stands. */
export interface SubscriberOfLink {
  id: string;
  email: string;
  status: SubscriberStatus;
}

/** The subscriber a link's token names, or undefined for a forged, malformed or forgotten one. */
export async function subscriberOfLink(db: Database, purpose: SubscriberLinkPurpose, token: string): Promise<SubscriberOfLink | undefined> {
  const id = await subscriberOfToken(db, purpose, token);
  if (!id) return undefined;
  const [row] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row;
}

/**
 * The press on the confirmation page: a pending address becomes confirmed, consenting now.
 * 'already' for an address confirmed before; 'invalid' for a bad token, a row gone (expired) or one
 * no longer pending (unsubscribed since, bounced): the link does not bring it back.
 */
export async function confirmSubscriber(db: Database, token: string, now: Date): Promise<"confirmed" | "already" | "invalid"> {
  const id = await subscriberOfToken(db, "confirm", token);
  if (!id) return "invalid";
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", consentedAt: now, updatedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, "pending")))
    .returning({ id: newsletterSubscribers.id });
  if (row) return "confirmed";
  const [known] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return known?.status === "confirmed" ? "already" : "invalid";
}

/**
 * Unsubscribes the address a link names, in one committed UPDATE: an issue's send reads the
 * status as it sends, so nothing more goes to it. Pressing twice is harmless ('unsubscribed' again,
 * the first moment kept); 'invalid' for a bad token or an address no longer on the list.
 */
export async function unsubscribeSubscriber(db: Database, token: string, now: Date): Promise<"unsubscribed" | "invalid"> {
  const id = await subscriberOfToken(db, "unsubscribe", token);
  if (!id) return "invalid";
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return row ? "unsubscribed" : "invalid";
}

/**
 * Removes the sign-ups whose last confirmation e-mail went CONSENT_DAYS or more before `now`
 * without a press: their address is not kept without consent. The clock is the last confirmation
 * asked, not the row's creation, so someone who unsubscribed and signed up again gets the full
 * days. Rows still being handed to Kit, and Kit's rows (Kit confirms them, no confirmation is sent
 * from here), are never touched. Answers how many went.
 */
export async function deleteUnconfirmedSignUps(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CONSENT_DAYS * DAY_MS);
  const rows = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, "pending"),
        ne(newsletterSubscribers.kitStatus, "pending"),
        lt(newsletterSubscribers.confirmationSentAt, before),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length;
}

/** The row a job works on, while it still waits for Kit. */
export async function pendingSubscriber(db: Database, id: string) {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, source: newsletterSubscribers.source })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.kitStatus, "pending")));
  return row;
}

/** One attempt's end: Kit took it, refused it for good, or could not answer (still pending, error kept). */
export async function recordKitAttempt(
  db: Database,
  id: string,
  outcome: { status: "subscribed" } | { status: "failed" | "pending"; error: string },
): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({
      kitStatus: outcome.status,
      kitError: outcome.status === "subscribed" ? null : outcome.error.slice(0, 1_000),
      kitAttempts: sql`${newsletterSubscribers.kitAttempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.kitStatus, "pending")));
}

/** The site's status of a row Kit holds, from Kit's own word for it; unknown words leave the status as it is. */
const STATUS_OF_KIT_STATE: Record<string, SubscriberStatus> = {
  active: "confirmed",
  inactive: "pending",
  cancelled: "unsubscribed",
  bounced: "bounced",
  complained: "unsubscribed",
};

/**
 * Kit's state of a subscriber it holds, mirrored on the row (kit_state), and what it means for the
 * site's status: active at Kit (confirmed there) is 'confirmed', with the moment the site learnt it
 * as its consent; inactive (not confirmed yet) 'pending'; cancelled or complained 'unsubscribed';
 * bounced 'bounced'. Kit, not the site, holds the consent of these rows.
 */
export async function recordKitState(db: Database, id: string, state: string, now: Date): Promise<void> {
  const status = STATUS_OF_KIT_STATE[state];
  await db
    .update(newsletterSubscribers)
    .set({
      kitState: state.slice(0, 40),
      ...(status ? { status } : {}),
      ...(status === "confirmed"
        ? { consentedAt: sql`coalesce(${newsletterSubscribers.consentedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
      updatedAt: now,
    })
    .where(eq(newsletterSubscribers.id, id));
}
