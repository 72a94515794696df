import { getSiteValues } from "~/content/site-values.server";
import { createHash } from "node:crypto";
import type { Logger } from "~/config/logger.server";
import { ADMIN } from "~/content/admin";
import type { SiteConfig } from "~/content/site-config";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { limiter } from "~/db/limits.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { openOutbox, SECRET_PLACEHOLDER, sendEmail } from "~/mail/outbox.server";
import { createSignInLink } from "./admin-auth.server";

export const SIGN_IN_EMAIL_KIND = "admin-sign-in";

/** What the sign-in page says after "E-mail me a sign-in link", whether or not the address was the owner's. */
export const SIGN_IN_EMAIL_SENT = `If that is the owner's address, a sign-in link is on its way. It works once, within ${ADMIN.signInLinkMinutes} minutes.`;

interface SignInEmailJob {
  /** SHA-256 of the typed address, trimmed and in lower case: the job table never holds what a stranger typed. */
  addressHash?: unknown;
}

const addressHash = (address: string) => createHash("sha256").update(address.trim().toLowerCase()).digest("base64url");

/**
 * "E-mail me a sign-in link": writes one job, the same for any address, and nothing else, so
 * neither the answer nor its time tells anybody whether the address is the owner's. The job
 * decides (emailSignInLink).
 */
export async function requestSignInEmail(queue: JobQueue, typed: string): Promise<void> {
  const job: SignInEmailJob = { addressHash: addressHash(typed) };
  await queue.send(QUEUES.adminSignInEmail.name, job);
}

type SignInEmailOutcome = "queued" | "not-the-owner" | "over-the-cap";

/**
 * Queues a sign-in link to the owner's address (SITE_OWNER_EMAIL) through the outbox when the
 * hash is that address's, within the site-wide cap of ADMIN.signInEmailsPerHour. The link goes in
 * the message's secret, so the outbox keeps no usable link once it is sent.
 */
async function emailSignInLink(
  db: Database,
  queue: JobQueue,
  { hash, site, now }: { hash: string; site: SiteConfig; now: Date },
): Promise<SignInEmailOutcome> {
  if (hash !== addressHash(site.ownerEmail)) return "not-the-owner";
  // One key, site-wide: counted across instances on PostgreSQL.
  if (!(await limiter("adminSignInEmail").hit("owner")).allowed) return "over-the-cap";
  const outbox = await openOutbox(queue);
  await db.transaction(async (tx) => {
    const link = await createSignInLink(tx, { siteUrl: site.siteUrl, now });
    const text = [
      "Here is your sign-in link to the site's console:",
      "",
      SECRET_PLACEHOLDER,
      "",
      `It works once, within ${ADMIN.signInLinkMinutes} minutes. If you did not ask for it, ignore this e-mail: nobody can use it without it.`,
    ].join("\n");
    await sendEmail(tx, outbox, {
      kind: SIGN_IN_EMAIL_KIND,
      to: site.ownerEmail,
      subject: "Your sign-in link",
      text,
      secret: link,
    });
  });
  return "queued";
}

/** Works the sign-in e-mail queue in this process. */
export async function registerSignInEmailWorker(
  { database, queue, logger }: { database: DatabaseHandle; queue: JobQueue; logger: Pick<Logger, "info" | "warn"> },
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  // Many jobs per fetch, fetching again at once while they come full: the owner's own ask must not
  // wait a polling interval per stranger's job queued before it.
  const batching = { batchSize: 20, burstWhenBatchFull: true };
  await queue.work<SignInEmailJob>(QUEUES.adminSignInEmail.name, { ...polling, ...batching }, async (jobs) => {
    for (const job of jobs) {
      const hash = job.data?.addressHash;
      if (typeof hash !== "string") continue;
      const outcome = await emailSignInLink(database.db, queue, { hash, site: (await getSiteValues(database)).site, now: new Date() });
      // Said for the owner's own address only: a stranger's asks are no news.
      if (outcome === "over-the-cap")
        logger.warn({ perHour: ADMIN.signInEmailsPerHour }, "a sign-in link for the owner was asked for past the hourly cap; none sent");
      else if (outcome === "queued") logger.info("a sign-in link was queued to the owner's address");
    }
  });
}
