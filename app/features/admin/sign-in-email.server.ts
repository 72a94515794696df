import { ADMIN } from "~/content/admin";
import type { SiteConfig } from "~/content/site-config";
import type { Database } from "~/db/client.server";
import { jobsInTransaction, type JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { deliverOnCommit, queueEmail } from "~/mail/outbox.server";
import { createSignInLink } from "./admin-auth.server";

export const SIGN_IN_EMAIL_KIND = "admin-sign-in";

/** What the sign-in page says after "E-mail me a sign-in link", whether or not the address was the owner's. */
export const SIGN_IN_EMAIL_SENT = `If that is the owner's address, a sign-in link is on its way. It works once, within ${ADMIN.signInLinkMinutes} minutes.`;

/**
 * Sends a sign-in link to the owner's address (SITE_OWNER_EMAIL) through the outbox when `typed`
 * is that address; answers nothing either way, so the page cannot tell anybody who the owner is.
 */
export async function emailSignInLink(
  db: Database,
  queue: JobQueue,
  { typed, site, now }: { typed: string; site: SiteConfig; now: Date },
): Promise<void> {
  if (typed.trim().toLowerCase() !== site.ownerEmail.toLowerCase()) return;
  const jobs = await jobsInTransaction(queue, [QUEUES.emailOutbox.name]);
  await db.transaction(async (tx) => {
    const link = await createSignInLink(tx, { siteUrl: site.siteUrl, now });
    const text = [
      "Here is your sign-in link to the site's console:",
      "",
      link,
      "",
      `It works once, within ${ADMIN.signInLinkMinutes} minutes. If you did not ask for it, ignore this e-mail: nobody can use it without it.`,
    ].join("\n");
    const { id } = await queueEmail(tx, { kind: SIGN_IN_EMAIL_KIND, to: site.ownerEmail, subject: "Your sign-in link", text });
    await deliverOnCommit(tx, jobs, id);
  });
}
