import { lt } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { aiUseCaseRequests } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { DAY_MS } from "~/lib/dates";

/**
 * Deletes the use-case requests made before `before`, whatever their status: every row holds a
 * profile link, and some the visitor's own words. Answers how many went.
 */
export async function deleteRequestsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(aiUseCaseRequests).where(lt(aiUseCaseRequests.createdAt, before)).returning({ id: aiUseCaseRequests.id });
  return rows.length;
}

export interface RetentionDependencies {
  database: DatabaseHandle;
  queue: JobQueue;
  retentionDays: number;
  logger: { info(details: object, message: string): void };
  now?: () => number;
}

/**
 * The retention job: pg-boss runs a schedule once across instances, so one worker deletes for all.
 * The answers the AI engine caches in memory expire by themselves no later than the same days.
 */
export async function registerRetentionWorker({ database, queue, retentionDays, logger, now = Date.now }: RetentionDependencies) {
  await queue.work(QUEUES.aiRetention.name, async () => {
    const before = new Date(now() - retentionDays * DAY_MS);
    const deleted = await deleteRequestsBefore(database.db, before);
    if (deleted > 0) logger.info({ deleted, before: before.toISOString(), retentionDays }, "old use-case requests deleted");
  });
  await queue.schedule(QUEUES.aiRetention.name, QUEUES.aiRetention.cron);
}
