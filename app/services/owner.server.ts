import { applyOwnerDigestSchedule } from "~/owner/owner-digest-worker.server";
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
import type { NoInput, ServiceDeps } from "./service-deps.server";

/** The e-mails the site sends its owner: a notice per registration or sign-up, and the daily digest. */

/** The owner's notices and digest as saved (or as the configuration sets them), and where and when they go. */
export async function getOwnerSettings({ db, env }: ServiceDeps, _input: NoInput) {
  const [notices, digest] = await Promise.all([getOwnerNotificationSettings(db), getOwnerDigestSetting(db, env.server.OWNER_DIGEST_HOUR)]);
  return done({ notices, digest, ownerEmail: env.site.ownerEmail, timeZone: env.server.OWNER_TIME_ZONE });
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
  return done(digest);
}
