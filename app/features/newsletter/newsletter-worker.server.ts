import type { Logger } from "~/config/logger.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/config/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { createKitClient, type KitClient } from "./kit-client.server";
import { pendingSubscriber, recordKitAttempt, recordKitState, type NewsletterJobData } from "./subscriber-mutations.server";
import { OutboundError } from "~/lib/outbound-http";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type KitHandOutcome = "subscribed" | "refused" | "missing";

/**
 * One attempt to hand a sign-up to Kit. Kit's refusal marks the row failed for good; when Kit cannot
 * answer now the error is kept on the row and thrown, so pg-boss tries again with backoff.
 * A row that is no longer pending (done before, or gone) needs nothing.
 */
export async function handToKit(
  deps: { db: Database; kit: KitClient; siteUrl: string; logger: Pick<Logger, "warn"> },
  subscriberId: string,
): Promise<KitHandOutcome> {
  if (!UUID.test(subscriberId)) return "missing";
  const row = await pendingSubscriber(deps.db, subscriberId);
  if (!row) return "missing";
  try {
    await deps.kit.subscribe(row.email, new URL(row.source, deps.siteUrl).toString());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof OutboundError && !error.retryable) {
      await recordKitAttempt(deps.db, row.id, { status: "failed", error: message });
      deps.logger.warn({ subscriberId, error: message }, "Kit refused a newsletter sign-up");
      return "refused";
    }
    await recordKitAttempt(deps.db, row.id, { status: "pending", error: message });
    throw error;
  }
  await recordKitAttempt(deps.db, row.id, { status: "subscribed" });
  // The list shows Kit's state: read once the hand-off is done. A failed read costs the hand-off
  // nothing (Kit has the address); the row keeps no state until a later read.
  try {
    const state = await deps.kit.subscriberState(row.email);
    if (state) await recordKitState(deps.db, row.id, state, new Date());
  } catch (error) {
    deps.logger.warn(
      { subscriberId, error: error instanceof Error ? error.message : String(error) },
      "Kit's state of a sign-up could not be read",
    );
  }
  return "subscribed";
}

/** Works the newsletter-kit queue when KIT_API_KEY is set; without it sign-ups stay on the site and no job is written. */
export async function registerNewsletterWorker(
  {
    database,
    queue,
    env,
    logger,
  }: {
    database: DatabaseHandle;
    queue: JobQueue;
    env: AppEnv;
    logger: Pick<Logger, "info" | "warn">;
  },
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const { KIT_API_KEY, KIT_FORM_ID, KIT_API_URL } = env.server;
  if (!KIT_API_KEY || !KIT_FORM_ID) {
    logger.info("newsletter sign-ups are kept on this site only (KIT_API_KEY is not set)");
    return;
  }
  const kit = createKitClient({ apiKey: KIT_API_KEY, formId: KIT_FORM_ID, baseUrl: KIT_API_URL });
  const polling = options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {};
  await queue.work<NewsletterJobData>(QUEUES.newsletterKit.name, polling, async ([job]) => {
    if (!job) return;
    return handToKit({ db: database.db, kit, siteUrl: env.site.siteUrl, logger }, String(job.data?.subscriberId ?? ""));
  });
}
