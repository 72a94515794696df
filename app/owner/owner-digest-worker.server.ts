import type { DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { sendOwnerDigest } from "./owner-digest.server";

export interface OwnerDigestWorkerDeps {
  database: DatabaseHandle;
  queue: JobQueue;
  env: AppEnv;
  logger: { info(details: object, message: string): void };
}

/**
 * Sends the owner's digest every day at OWNER_DIGEST_HOUR in OWNER_TIME_ZONE, through the outbox
 * to SITE_OWNER_EMAIL. pg-boss runs a schedule once across instances, and sendOwnerDigest sends
 * at most one a day even if two jobs ran. Off, and any old schedule removed, with OWNER_DIGEST_HOUR=off.
 */
export async function registerOwnerDigestWorker({ database, queue, env, logger }: OwnerDigestWorkerDeps): Promise<void> {
  const { OWNER_DIGEST_HOUR: hour, OWNER_TIME_ZONE: timeZone } = env.server;
  if (hour === "off") {
    await queue.unschedule(QUEUES.ownerDigest.name).catch(() => {});
    logger.info({ reason: "OWNER_DIGEST_HOUR=off" }, "owner's daily digest is off");
    return;
  }
  await queue.work(QUEUES.ownerDigest.name, async () => {
    const outcome = await sendOwnerDigest(database.db, queue, { now: new Date(), timeZone, ownerEmail: env.site.ownerEmail });
    logger.info({ status: outcome.status, day: outcome.status === "queued" ? outcome.digest.day : outcome.day }, "owner's daily digest");
    return { status: outcome.status };
  });
  await queue.schedule(QUEUES.ownerDigest.name, `0 ${hour} * * *`, null, { tz: timeZone });
  logger.info({ hour, timeZone, to: env.site.ownerEmail }, "owner's daily digest scheduled");
}
