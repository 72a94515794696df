import { getSiteValues } from "~/content/site-values.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/config/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { sendOwnerDigest } from "./owner-digest.server";
import { getOwnerDigestSetting } from "./owner-notifications.server";

export interface OwnerDigestWorkerDeps {
  database: DatabaseHandle;
  queue: JobQueue;
  env: AppEnv;
  logger: { info(details: object, message: string): void };
}

/**
 * Sends the owner's digest every day at its hour in OWNER_TIME_ZONE, through the outbox to
 * SITE_OWNER_EMAIL: the hour and on/off saved in the console, else OWNER_DIGEST_HOUR. pg-boss runs a
 * schedule once across instances, and sendOwnerDigest sends at most one a day even if two jobs ran.
 * The worker is registered even while the digest is off, so the console can turn it on without a restart.
 */
export async function registerOwnerDigestWorker({ database, queue, env, logger }: OwnerDigestWorkerDeps): Promise<void> {
  const { OWNER_DIGEST_HOUR: fallback, OWNER_TIME_ZONE: timeZone } = env.server;
  await queue.work(QUEUES.ownerDigest.name, async () => {
    // A job queued just before the owner turned the digest off sends nothing.
    if (!(await getOwnerDigestSetting(database.db, fallback)).enabled) return { status: "off" };
    const outcome = await sendOwnerDigest(database.db, queue, {
      now: new Date(),
      timeZone,
      ownerEmail: (await getSiteValues(database)).site.ownerEmail,
    });
    logger.info({ status: outcome.status, day: outcome.status === "queued" ? outcome.digest.day : outcome.day }, "owner's daily digest");
    return { status: outcome.status };
  });
  const setting = await applyOwnerDigestSchedule(database.db, queue, env);
  logger.info(
    { ...setting, timeZone, to: (await getSiteValues(database)).site.ownerEmail },
    setting.enabled ? "owner's daily digest scheduled" : "owner's daily digest is off",
  );
}

/**
 * Makes pg-boss's schedule match the digest's setting: `0 <hour> * * *` in OWNER_TIME_ZONE, or none.
 * The schedule is a row in the database, so a change made through any instance holds for all.
 */
export async function applyOwnerDigestSchedule(db: Database, queue: JobQueue, env: AppEnv) {
  const setting = await getOwnerDigestSetting(db, env.server.OWNER_DIGEST_HOUR);
  if (setting.enabled) {
    await queue.schedule(QUEUES.ownerDigest.name, `0 ${setting.hour} * * *`, null, { tz: env.server.OWNER_TIME_ZONE });
  } else {
    await queue.unschedule(QUEUES.ownerDigest.name).catch(() => {});
  }
  return setting;
}
