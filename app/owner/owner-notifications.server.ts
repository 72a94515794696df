import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appMeta } from "~/db/schema";
import { sendEmail, type Outbox, type OutboxExecutor } from "~/mail/outbox.server";
import { getEnv } from "~/config/env.server";
import { ownerSessionStart } from "~/lib/owner-time";

/** The owner's e-mails about what visitors do, each of which the owner turns on or off. */
export const OWNER_NOTIFICATION_KINDS = [
  "registration",
  "early-access-signup",
  "waitlist-join",
  "cancellation",
  "promotion",
  "sale",
] as const;
export type OwnerNotificationKind = (typeof OWNER_NOTIFICATION_KINDS)[number];
export type OwnerNotificationSettings = Record<OwnerNotificationKind, boolean>;

/** The outbox kinds of the owner's e-mails, for the outbox's listing. */
export const OWNER_EMAIL_KINDS = {
  registration: "owner-registration",
  "early-access-signup": "owner-signup",
  "waitlist-join": "owner-waitlist-join",
  cancellation: "owner-cancellation",
  promotion: "owner-promotion",
  sale: "owner-sale",
  digest: "owner-digest",
} as const;

/** The outbox kinds of the notices that name a person (by their address in angle brackets): forgetting them removes these. */
export const OWNER_NOTICE_EMAIL_KINDS = OWNER_NOTIFICATION_KINDS.map((kind) => OWNER_EMAIL_KINDS[kind]);

const settingKey = (kind: OwnerNotificationKind) => `owner-notify:${kind}`;

/** Each notification's setting; one never set is on. */
export async function getOwnerNotificationSettings(db: Pick<Database, "select">): Promise<OwnerNotificationSettings> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, OWNER_NOTIFICATION_KINDS.map(settingKey)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    OWNER_NOTIFICATION_KINDS.map((kind) => [kind, stored.get(settingKey(kind)) !== "off"]),
  ) as OwnerNotificationSettings;
}

/** Turns one notification on or off. */
export async function setOwnerNotification(db: Database, kind: OwnerNotificationKind, enabled: boolean): Promise<void> {
  const value = enabled ? "on" : "off";
  await db
    .insert(appMeta)
    .values({ key: settingKey(kind), value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/** The daily digest: whether it is sent, and at which hour (0-23) of OWNER_TIME_ZONE. */
export interface OwnerDigestSetting {
  enabled: boolean;
  hour: number;
}

const DIGEST_KEYS = { enabled: "owner-digest:enabled", hour: "owner-digest:hour" } as const;
/** Whether a number is an hour of the day the digest can be sent at (0-23). */
export const isDigestHour = (hour: number) => Number.isInteger(hour) && hour >= 0 && hour <= 23;

/** The hour offered when OWNER_DIGEST_HOUR is off and the owner turns the digest on. */
const DIGEST_HOUR_DEFAULT = 8;

/**
 * The digest's setting: the console's once the owner has saved one, else OWNER_DIGEST_HOUR's
 * (`off`, or the hour). Each half falls back on its own, so a digest turned off keeps its hour.
 */
export async function getOwnerDigestSetting(db: Pick<Database, "select">, fallback: number | "off"): Promise<OwnerDigestSetting> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, Object.values(DIGEST_KEYS)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const enabled = stored.get(DIGEST_KEYS.enabled);
  const hour = Number(stored.get(DIGEST_KEYS.hour));
  return {
    enabled: enabled === undefined ? fallback !== "off" : enabled === "on",
    hour: isDigestHour(hour) ? hour : fallback === "off" ? DIGEST_HOUR_DEFAULT : fallback,
  };
}

/** Saves the digest's setting; the caller then moves the schedule (applyOwnerDigestSchedule). */
export async function setOwnerDigestSetting(db: Database, setting: OwnerDigestSetting): Promise<void> {
  if (!isDigestHour(setting.hour)) throw new Error(`not an hour: ${setting.hour}`);
  await db
    .insert(appMeta)
    .values([
      { key: DIGEST_KEYS.enabled, value: setting.enabled ? "on" : "off" },
      { key: DIGEST_KEYS.hour, value: String(setting.hour) },
    ])
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

/** A live session as a notice names it: its title and its start, which the notice gives in the owner's zone. */
type NoticeSession = { title: string; date: string; time: string; timeZone: string; startsAt: Date | null };
/** A registrant as a notice names them. */
type NoticePerson = { email: string; name: string };

export type OwnerNotice =
  | ({ kind: "registration"; session: NoticeSession; seats: string } & NoticePerson)
  | {
      kind: "early-access-signup";
      email: string;
      firstName: string;
      lastName: string;
      pageSource: string;
      learningInterest: string | null;
    }
  /** Someone joined a full session's waitlist, at `position`. */
  | ({ kind: "waitlist-join"; session: NoticeSession; position: number } & NoticePerson)
  /** Someone gave up their seat (`was: "registered"`) or their place in line, through their manage link. */
  | ({ kind: "cancellation"; session: NoticeSession; was: "registered" | "waiting"; seats: string } & NoticePerson)
  /** People moved from the waitlist into freed seats, first in line first. */
  | { kind: "promotion"; session: NoticeSession; people: NoticePerson[]; seats: string }
  /** Stripe reported a paid checkout: what sold, for how much, to whom (when Stripe gave an address) and the page that brought them. */
  | { kind: "sale"; product: string; amount: string; email: string | null; landingPage: string | null };

/** A transaction that can read settings and send an e-mail. */
type NotifyExecutor = Pick<Database, "select"> & OutboxExecutor;

/**
 * Queues the owner's e-mail about a new registration or sign-up, a waitlist join, a cancellation or
 * a promotion from the waitlist, in the transaction that stores it
 * (decision 024), unless the owner turned that kind off. Answers the outbox row's id, if one was queued.
 */
export async function notifyOwner(
  tx: NotifyExecutor,
  outbox: Outbox,
  ownerEmail: string,
  notice: OwnerNotice,
): Promise<string | undefined> {
  const [setting] = await tx
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, settingKey(notice.kind)));
  if (setting?.value === "off") return undefined;
  return sendEmail(tx, outbox, {
    kind: OWNER_EMAIL_KINDS[notice.kind],
    to: ownerEmail,
    ...ownerNoticeText(notice, getEnv().server.OWNER_TIME_ZONE),
  });
}

const TURN_OFF = "You can turn these e-mails off in the owner's console (Notifications).";

/** "Ana <ana@example.com>": a person as every notice names them (forgetting finds them by the address in brackets). */
const who = (person: NoticePerson) => `${person.name.trim() || "Someone"} <${person.email}>`;

/** A notice about a live session: what happened, the session's time, the seats (when they changed) and how to turn it off. */
function sessionNotice(subject: string, session: NoticeSession, zone: string, happened: string[], seats?: string) {
  return {
    subject: `${subject}: ${oneLine(session.title)}`,
    text: [...happened, `Session: ${ownerSessionStart(session, zone)}`, ...(seats ? [`Seats taken: ${seats}`] : []), TURN_OFF].join("\n\n"),
  };
}

/**
 * Plain text for the owner: every value as the visitor typed it, with nothing a mail client would
 * follow; a session's start in the owner's zone (`ownerZone`), with that date's abbreviation.
 */
export function ownerNoticeText(notice: OwnerNotice, ownerZone: string): { subject: string; text: string } {
  if (notice.kind === "early-access-signup") {
    const name = `${notice.firstName} ${notice.lastName}`.trim();
    return {
      subject: `New early-access sign-up: ${notice.pageSource}`,
      text: [
        `${name} <${notice.email}> signed up for early access on /${notice.pageSource}.`,
        ...(notice.learningInterest ? [`What they want to learn:\n${notice.learningInterest}`] : []),
        TURN_OFF,
      ].join("\n\n"),
    };
  }
  if (notice.kind === "sale") {
    return {
      subject: `New sale: ${notice.product}, ${notice.amount}`,
      text: [
        `${notice.email ? `<${notice.email}>` : "Someone"} bought ${notice.product} for ${notice.amount}.`,
        ...(notice.landingPage ? [`Their visit began on ${notice.landingPage}.`] : []),
        "Every sale and refund is in the owner's console (Sales).",
        TURN_OFF,
      ].join("\n\n"),
    };
  }
  const title = `"${notice.session.title}"`;
  switch (notice.kind) {
    case "registration":
      return sessionNotice("New registration", notice.session, ownerZone, [`${who(notice)} registered for ${title}.`], notice.seats);
    case "waitlist-join":
      return sessionNotice("Waitlist", notice.session, ownerZone, [
        `${who(notice)} joined the waitlist for ${title}, which is full. They are number ${notice.position} in line.`,
      ]);
    case "cancellation":
      return sessionNotice(
        "Cancelled",
        notice.session,
        ownerZone,
        [`${who(notice)} ${notice.was === "registered" ? "cancelled their seat" : "left the waitlist"} for ${title}.`],
        notice.seats,
      );
    case "promotion": {
      const moved = notice.people.length === 1 ? "One person" : `${notice.people.length} people`;
      return sessionNotice(
        "From the waitlist into a seat",
        notice.session,
        ownerZone,
        [
          `${moved} moved from the waitlist into a seat for ${title}, and were e-mailed the join details:`,
          notice.people.map((person) => `  - ${who(person)}`).join("\n"),
        ],
        notice.seats,
      );
    }
  }
}

/** "3 of 12", or "3" for a session without a maximum. */
export const seatsTaken = (taken: number, max: number | null) => `${taken}${max === null ? "" : ` of ${max}`}`;

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
