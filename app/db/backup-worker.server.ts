import path from "node:path";
import type { AppEnv } from "~/config/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { takeBackup, writeBackupInto } from "./backup.server";
import type { DatabaseHandle } from "./client.server";

export interface BackupWorkerDeps {
  database: DatabaseHandle;
  queue: JobQueue;
  env: AppEnv;
  logger: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/** When the backup runs: its queue's schedule (app/jobs/queues.ts). */
export const BACKUP_CRON = QUEUES.backup.cron;

/**
 * The daily backup: the same backup `npm run admin -- backup` takes, written into BACKUP_DIR,
 * keeping the newest BACKUP_KEEP of them. pg-boss runs a schedule once across instances. Off,
 * and any old schedule removed, without BACKUP_DIR.
 */
export async function registerBackupWorker({ database, queue, env, logger }: BackupWorkerDeps): Promise<void> {
  const { BACKUP_DIR, BACKUP_KEEP } = env.server;
  if (!BACKUP_DIR) {
    await queue.unschedule(QUEUES.backup.name).catch(() => {});
    logger.info({ reason: "no BACKUP_DIR" }, "scheduled backup is off");
    return;
  }
  const dir = path.resolve(BACKUP_DIR);
  await queue.work(QUEUES.backup.name, async () => {
    const started = performance.now();
    try {
      const backup = await takeBackup(database);
      const { file, bytes, removed } = await writeBackupInto(dir, backup, BACKUP_KEEP);
      logger.info({ file, bytes, removed, ms: Math.round(performance.now() - started) }, "backup written");
    } catch (error) {
      logger.error({ err: error, dir }, "scheduled backup failed");
      throw error;
    }
  });
  await queue.schedule(QUEUES.backup.name, BACKUP_CRON);
  logger.info({ cron: BACKUP_CRON, dir, keep: BACKUP_KEEP }, "scheduled backup");
}
