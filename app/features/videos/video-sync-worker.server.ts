import type { DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/config/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { syncVideosFromEnv, videoProviderFromEnv } from "./video-sync-config.server";
import type { SyncLogger } from "./video-sync.server";

export interface VideoSyncWorkerDeps {
  database: DatabaseHandle;
  queue: JobQueue;
  env: AppEnv;
  logger: SyncLogger & { warn(details: object, message: string): void };
}

/**
 * Syncs the channel on VIDEO_SYNC_CRON through the video-sync queue (pg-boss runs each schedule
 * once across instances). Off, and any old schedule removed, when no channel is configured or
 * the cron is "off". A scheduled run respects the cooldown like the button does.
 */
export async function registerVideoSyncWorker({ database, queue, env, logger }: VideoSyncWorkerDeps): Promise<void> {
  const provider = videoProviderFromEnv(env.server);
  const cron = env.server.VIDEO_SYNC_CRON;
  if (!provider || cron === "off") {
    await queue.unschedule(QUEUES.videoSync.name).catch(() => {});
    logger.info({ reason: provider ? "VIDEO_SYNC_CRON=off" : "no YOUTUBE_CHANNEL_ID" }, "scheduled video sync is off");
    return;
  }
  await queue.work(QUEUES.videoSync.name, async () => {
    const outcome = await syncVideosFromEnv({ database, env: env.server, logger });
    // A failed run is logged by syncVideos; the next schedule tries again (the queue does not retry).
    if (outcome.status === "failed") logger.warn({ error: outcome.error }, "scheduled video sync failed");
    return outcome;
  });
  await queue.schedule(QUEUES.videoSync.name, cron);
  logger.info({ cron, provider: provider.name }, "scheduled video sync");
}
