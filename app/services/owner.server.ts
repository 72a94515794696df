import { randomBytes } from "node:crypto";
import { applyOwnerDigestSchedule } from "~/owner/owner-digest-worker.server";
import { DIGEST_PRESS, previewOwnerDigest, sendOwnerDigestNow } from "~/owner/owner-digest.server";
import {
  getOwnerDigestSetting,
  getOwnerNotificationSettings,
  isDigestHour,
  OWNER_NOTIFICATION_KINDS,
  setOwnerDigestSetting,
  setOwnerNotification,
  type OwnerDigestSetting,
  type OwnerNotificationSettings,
} from "~/owner/owner-notifications.server";
import { done, refuse, type Outcome } from "./outcome";
import { emailIsSetUp } from "./outbox.server";
import type { NoInput, ServiceDeps } from "./service-deps.server";

/**
 * The e-mails the site sends its owner: a notice per registration, sign-up, waitlist join,
 * cancellation and promotion from the waitlist (each on or off), and the daily digest.
 */
export type { OwnerNotificationKind, OwnerNotificationSettings } from "~/owner/owner-notifications.server";

/**
 * The owner's notices and digest as saved (or as the configuration sets them), where and when they
 * go, and a fresh key for one press of "send the digest now" (sendDigestNow).
 */
export async function getOwnerSettings(deps: ServiceDeps, _input: NoInput) {
  const { db, env } = deps;
  const [notices, digest] = await Promise.all([getOwnerNotificationSettings(db), getOwnerDigestSetting(db, env.server.OWNER_DIGEST_HOUR)]);
  const digestPress = randomBytes(16).toString("base64url");
  return done({ notices, digest, ownerEmail: (await deps.site()).ownerEmail, timeZone: env.server.OWNER_TIME_ZONE, digestPress });
}

const digestFor = async ({ now, env, site }: ServiceDeps) => ({
  now,
  timeZone: env.server.OWNER_TIME_ZONE,
  ownerEmail: (await site()).ownerEmail,
});

/** The digest of the last 24 hours as the owner would receive it now: address, subject and text. */
export async function previewDigest(deps: ServiceDeps, _input: NoInput) {
  return done(await previewOwnerDigest(deps.db, await digestFor(deps)));
}

/**
 * Sends the digest of the last 24 hours now, through the outbox: once per press (the key
 * getOwnerSettings gave the form), so a double-click or a form sent twice sends one e-mail.
 */
export async function sendDigestNow(
  deps: ServiceDeps,
  { press }: { press: string },
): Promise<Outcome<{ sent: boolean; to: string; emailSetUp: boolean }>> {
  if (!DIGEST_PRESS.test(press)) return refuse("Please use the button on the Notifications page.", "press");
  const outcome = await sendOwnerDigestNow(deps.db, await deps.queue(), { ...(await digestFor(deps)), press });
  if (outcome.status === "queued") deps.did("Sent the digest now");
  return done({ sent: outcome.status === "queued", to: (await deps.site()).ownerEmail, emailSetUp: emailIsSetUp(deps.env) });
}

/**
 * Saves the notices and the digest together and moves the digest's schedule to match; refuses a
 * digest hour that is not a whole hour from 0 to 23. With no job queue at hand the schedule is
 * moved by the server's digest worker when it next starts.
 */
export async function saveOwnerSettings(
  deps: ServiceDeps,
  { notices, digest }: { notices: OwnerNotificationSettings; digest: OwnerDigestSetting },
): Promise<Outcome<OwnerDigestSetting>> {
  if (!isDigestHour(digest.hour)) return refuse(`the digest's hour is a whole hour from 0 to 23, not ${digest.hour}`, "hour");
  const { db, env } = deps;
  for (const kind of OWNER_NOTIFICATION_KINDS) await setOwnerNotification(db, kind, notices[kind]);
  await setOwnerDigestSetting(db, digest);
  const queue = await deps.queue();
  if (queue) await applyOwnerDigestSchedule(db, queue, env);
  deps.did("Saved the notifications and the digest");
  return done(digest);
}
