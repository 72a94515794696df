import { countSignup } from "~/config/metrics.server";
import type { SiteConfig } from "~/content/site-config";
import type { Database } from "~/db/client.server";
import { landingPageSignups } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import { openOutbox } from "~/mail/outbox.server";
import { notifyOwner } from "~/owner/owner-notifications.server";
import type { Signup } from "./signup-schema";

/**
 * Stores an early-access signup: one row per page and address, whatever its case. The first
 * answer stays: anyone can type anyone's address, so a second sign-up with it changes nothing
 * (decision 013), and is answered like the first so the form reveals nothing about who signed up.
 * A new one tells the owner (unless turned off), in the same transaction (decision 024).
 */
export async function insertSignup(
  db: Database,
  queue: JobQueue,
  signup: Signup,
  { pageSource, site }: { pageSource: string; site: Pick<SiteConfig, "ownerEmail"> },
): Promise<{ created: boolean }> {
  const outbox = await openOutbox(queue);
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(landingPageSignups)
      .values({
        firstName: signup.firstName,
        lastName: signup.lastName,
        email: signup.email,
        pageSource,
        learningInterest: signup.learningInterest,
      })
      .onConflictDoNothing()
      .returning({ id: landingPageSignups.id });
    if (!row) return { created: false };
    await notifyOwner(tx, outbox, site.ownerEmail, {
      kind: "early-access-signup",
      email: signup.email,
      firstName: signup.firstName,
      lastName: signup.lastName,
      pageSource,
      learningInterest: signup.learningInterest ?? null,
    });
    return { created: true };
  });
  // Once committed: a transaction that failed or was retried signed nobody up.
  if (saved.created) countSignup(pageSource);
  return saved;
}
