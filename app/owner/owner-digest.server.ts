import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { aiUseCaseRequests, appMeta, emailOutbox, eventRegistrations, events, landingPageSignups, type RequestStatus } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import { openOutbox, sendEmail } from "~/mail/outbox.server";
import { getAnalyticsRange, type AnalyticsRange } from "./analytics-overview.server";
import { DAY_MS, utcDay } from "~/lib/dates";
import { ownerTime } from "~/lib/owner-time";
import { OWNER_EMAIL_KINDS } from "./owner-notifications.server";
import { plural } from "~/lib/plural";

const TOP = 5;
/** The owner's date of the last digest queued: the mark that keeps it to one a day across instances. */
const DIGEST_MARK = "owner-digest:last-day";
/** The last "send it now" press whose digest was queued: the mark that keeps a press to one e-mail. */
const SENT_NOW_MARK = "owner-digest:sent-now";

export interface OwnerDigest {
  /** The owner's date it is for, in their time zone. */
  day: string;
  /** The owner's time zone (OWNER_TIME_ZONE), in which the digest writes its times. */
  timeZone: string;
  since: Date;
  until: Date;
  signups: { total: number; byPage: { pageSource: string; count: number }[] };
  registrations: { total: number; bySession: { title: string; date: string; count: number }[] };
  emails: { failed: number; pending: number };
  ai: { finderRequests: Record<RequestStatus, number>; miniAppRuns: number };
  pages: Pick<AnalyticsRange, "views" | "visitors" | "topPages">;
}

/** A date as the owner's calendar shows it: "2026-11-25". */
export function ownerDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** What the digest reports: the 24 hours before `now` (page counts: the UTC days they touch). */
export async function getOwnerDigest(db: Database, { now, timeZone }: { now: Date; timeZone: string }): Promise<OwnerDigest> {
  const since = new Date(now.getTime() - DAY_MS);
  const signupRows = await db
    .select({ pageSource: landingPageSignups.pageSource, count: count() })
    .from(landingPageSignups)
    .where(and(gte(landingPageSignups.createdAt, since), lt(landingPageSignups.createdAt, now)))
    .groupBy(landingPageSignups.pageSource)
    .orderBy(desc(count()), landingPageSignups.pageSource);
  const registrationRows = await db
    .select({ title: events.title, date: events.date, count: count() })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(gte(eventRegistrations.createdAt, since), lt(eventRegistrations.createdAt, now)))
    .groupBy(events.id, events.title, events.date)
    .orderBy(desc(count()), events.title);
  const [emails] = await db
    .select({
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed' and ${emailOutbox.updatedAt} >= ${since})::int`,
      pending: sql<number>`count(*) filter (where ${emailOutbox.status} = 'pending')::int`,
    })
    .from(emailOutbox);
  const finderRows = await db
    .select({ status: aiUseCaseRequests.status, count: count() })
    .from(aiUseCaseRequests)
    .where(and(gte(aiUseCaseRequests.createdAt, since), lt(aiUseCaseRequests.createdAt, now)))
    .groupBy(aiUseCaseRequests.status);
  const pages = await getAnalyticsRange(db, utcDay(since), utcDay(now));
  const finderRequests: Record<RequestStatus, number> = { submitted: 0, processing: 0, completed: 0, failed: 0 };
  for (const row of finderRows) finderRequests[row.status] = row.count;
  return {
    day: ownerDate(now, timeZone),
    timeZone,
    since,
    until: now,
    signups: { total: signupRows.reduce((sum, row) => sum + row.count, 0), byPage: signupRows },
    registrations: { total: registrationRows.reduce((sum, row) => sum + row.count, 0), bySession: registrationRows },
    emails: { failed: emails?.failed ?? 0, pending: emails?.pending ?? 0 },
    ai: { finderRequests, miniAppRuns: pages.conversions["mini-app-run"] },
    pages: { views: pages.views, visitors: pages.visitors, topPages: pages.topPages.slice(0, TOP) },
  };
}

/** The digest as a plain-text e-mail. */
export function ownerDigestEmail(digest: OwnerDigest): { subject: string; text: string } {
  const lines = (items: string[]) => (items.length > 0 ? items.map((item) => `  - ${item}`) : ["  - none"]);
  const finder = digest.ai.finderRequests;
  const finderTotal = Object.values(finder).reduce((sum, value) => sum + value, 0);
  const text = [
    `Your site in the last 24 hours (to ${ownerTime(digest.until, digest.timeZone)}).`,
    [
      `New early-access sign-ups: ${digest.signups.total}`,
      ...lines(digest.signups.byPage.map((row) => `/${row.pageSource}: ${row.count}`)),
    ].join("\n"),
    [
      `New registrations: ${digest.registrations.total}`,
      ...lines(digest.registrations.bySession.map((row) => `${row.title} (${row.date}): ${row.count}`)),
    ].join("\n"),
    `E-mails failed: ${digest.emails.failed} (waiting to be sent: ${digest.emails.pending})`,
    [
      `AI use: ${digest.ai.miniAppRuns} mini-app runs`,
      `  - use case finder requests: ${finderTotal} (completed ${finder.completed}, failed ${finder.failed}, still running ${finder.submitted + finder.processing})`,
    ].join("\n"),
    [
      `Page views: ${digest.pages.views} by ${digest.pages.visitors} visitors (UTC days ${utcDay(digest.since)} to ${utcDay(digest.until)})`,
      ...lines(digest.pages.topPages.map((row) => `${row.path}: ${row.views}`)),
    ].join("\n"),
    "You can change the digest's hour, or turn it off, in the owner's console (Notifications).",
  ].join("\n\n");
  return {
    subject: `Your site today: ${plural(digest.signups.total, "sign-up")}, ${plural(digest.registrations.total, "registration")}`,
    text,
  };
}

/** The digest as the owner will receive it: its address, subject and text. */
export async function previewOwnerDigest(
  db: Database,
  { now, timeZone, ownerEmail }: { now: Date; timeZone: string; ownerEmail: string },
): Promise<{ to: string; subject: string; text: string }> {
  return { to: ownerEmail, ...ownerDigestEmail(await getOwnerDigest(db, { now, timeZone })) };
}

/** A "send it now" press: a random key the console's form carries, the same for a double-click. */
export const DIGEST_PRESS = /^[A-Za-z0-9_-]{22}$/;

/**
 * Queues the digest of the 24 hours before `now` at once, on the owner's request: once per press,
 * however often the same press arrives (a double-click, a form sent again). The press's key and the
 * e-mail are written in one transaction, and a key equal to the last one queued moves nothing.
 * It leaves the daily digest's own mark alone, so the scheduled digest still goes at its hour.
 */
export async function sendOwnerDigestNow(
  db: Database,
  queue: JobQueue | undefined,
  { now, timeZone, ownerEmail, press }: { now: Date; timeZone: string; ownerEmail: string; press: string },
): Promise<{ status: "queued"; outboxId: string } | { status: "already-sent" }> {
  if (!DIGEST_PRESS.test(press)) throw new Error("not a press of the digest's button");
  const email = await previewOwnerDigest(db, { now, timeZone, ownerEmail });
  const outbox = await openOutbox(queue);
  return db.transaction(async (tx) => {
    const pressed = await tx
      .insert(appMeta)
      .values({ key: SENT_NOW_MARK, value: press })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: press, updatedAt: sql`now()` },
        setWhere: sql`${appMeta.value} <> excluded.value`,
      })
      .returning({ key: appMeta.key });
    if (pressed.length === 0) return { status: "already-sent" } as const;
    return { status: "queued", outboxId: await sendEmail(tx, outbox, { kind: OWNER_EMAIL_KINDS.digest, ...email }) } as const;
  });
}

export type DigestOutcome = { status: "queued"; outboxId: string; digest: OwnerDigest } | { status: "already-sent"; day: string };

/**
 * Queues the day's digest to the owner, once per day of theirs however many workers run it: the
 * mark moves forward and the e-mail is written in one transaction, so of two workers only the one
 * whose update moved the mark queues a message.
 */
export async function sendOwnerDigest(
  db: Database,
  queue: JobQueue,
  { now, timeZone, ownerEmail }: { now: Date; timeZone: string; ownerEmail: string },
): Promise<DigestOutcome> {
  const digest = await getOwnerDigest(db, { now, timeZone });
  const outbox = await openOutbox(queue);
  return db.transaction(async (tx) => {
    const moved = await tx
      .insert(appMeta)
      .values({ key: DIGEST_MARK, value: digest.day })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: digest.day, updatedAt: sql`now()` },
        setWhere: sql`${appMeta.value} < excluded.value`,
      })
      .returning({ key: appMeta.key });
    if (moved.length === 0) return { status: "already-sent", day: digest.day } as const;
    const id = await sendEmail(tx, outbox, { kind: OWNER_EMAIL_KINDS.digest, to: ownerEmail, ...ownerDigestEmail(digest) });
    return { status: "queued", outboxId: id, digest } as const;
  });
}
