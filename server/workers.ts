import { getAiService } from "~/ai/ai-service.server";
import { registerBackupWorker } from "~/db/backup-worker.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/config/env.server";
import { registerActivityRetentionWorker } from "~/features/admin/activity.server";
import { registerSignInEmailWorker } from "~/features/admin/sign-in-email.server";
import { registerReminderWorker } from "~/features/events/reminders.server";
import { registerFinderWorker } from "~/features/finder/finder-worker.server";
import { registerRetentionWorker } from "~/features/finder/request-retention.server";
import { registerNewsletterWorker } from "~/features/newsletter/newsletter-worker.server";
import { registerIssueWorkers } from "~/features/newsletter/issue-send.server";
import { registerConsentExpiryWorker } from "~/features/newsletter/consent-expiry.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { registerVideoSyncWorker } from "~/features/videos/video-sync-worker.server";
import { registerOutboxWorker } from "~/mail/outbox-worker.server";
import { smtpSettings } from "~/mail/smtp-transport.server";
import { registerOwnerDigestWorker } from "~/owner/owner-digest-worker.server";
import type { Logger } from "~/config/logger.server";
import { QUEUES } from "~/jobs/queues";
import { publishDuePosts } from "~/services/posts.server";
import { serviceDeps } from "~/services/service-deps.server";

export interface WorkerDependencies {
  database: DatabaseHandle;
  queue: JobQueue;
  env: AppEnv;
  logger: Logger;
}

/**
 * Every background job of the site, registered once when a server starts with WORKER_ENABLED.
 * Each feature exports a `register…Worker(deps)` and is wired here, so the route table and this
 * list together say everything the process does.
 */
export async function registerWorkers(deps: WorkerDependencies): Promise<void> {
  // A new feature's worker is one more line here.
  await registerVideoSyncWorker(deps);
  await registerFinderWorker({ ...deps, ai: getAiService(), concurrency: deps.env.server.FINDER_WORKER_CONCURRENCY });
  await registerOutboxWorker(deps);
  await registerSignInEmailWorker(deps);
  await registerNewsletterWorker(deps);
  await registerIssueWorkers(deps);
  await registerConsentExpiryWorker({ ...deps, sendsMail: smtpSettings(deps.env) !== undefined });
  await registerReminderWorker(deps);
  await registerBackupWorker(deps);
  await registerRetentionWorker({ ...deps, retentionDays: deps.env.server.AI_RETENTION_DAYS });
  await registerOwnerDigestWorker(deps);
  await registerActivityRetentionWorker(deps);
  await registerBlogPublishWorker(deps);
}

/**
 * The blog's scheduled posts go out when their time comes: the job sent for each post's time and the
 * sweep every minute both publish whatever is due, through the blog's service.
 */
export async function registerBlogPublishWorker({ database, queue, env, logger }: WorkerDependencies): Promise<void> {
  await queue.work(QUEUES.blogPublish.name, async () => {
    const outcome = await publishDuePosts(serviceDeps({ database, env, queue: async () => queue }), {});
    if (outcome.ok) for (const post of outcome.value) logger.info({ postId: post.id, slug: post.slug }, "scheduled post published");
  });
  await queue.schedule(QUEUES.blogPublish.name, QUEUES.blogPublish.cron);
}
