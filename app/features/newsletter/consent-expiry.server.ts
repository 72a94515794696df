import type { DatabaseHandle } from "~/db/client.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { CONSENT_DAYS } from "~/content/newsletter";
import { deleteUnconfirmedSignUps } from "./subscriber-mutations.server";

/**
 * Every hour, removes the sign-ups nobody confirmed within CONSENT_DAYS (deleteUnconfirmedSignUps
 * says which). pg-boss runs a schedule once across instances, so one worker deletes for all.
 * Without e-mail set up (`sendsMail` false) nothing is removed: no confirmation can have reached
 * anyone, and the owner would lose every sign-up a week later without a word.
 * `now` is the clock (tests give a fake one).
 */
export async function registerConsentExpiryWorker({
  database,
  queue,
  logger,
  sendsMail,
  now = () => new Date(),
}: {
  database: DatabaseHandle;
  queue: JobQueue;
  logger: { info(details: object, message: string): void };
  sendsMail: boolean;
  now?: () => Date;
}): Promise<void> {
  if (!sendsMail) {
    logger.info(
      { consentDays: CONSENT_DAYS },
      "unconfirmed newsletter sign-ups are kept: e-mail is not set up, so no confirmation went out",
    );
    return;
  }
  await queue.work(QUEUES.newsletterConsentExpiry.name, async () => {
    const deleted = await deleteUnconfirmedSignUps(database.db, now());
    if (deleted > 0) logger.info({ deleted, consentDays: CONSENT_DAYS }, "unconfirmed newsletter sign-ups removed");
  });
  await queue.schedule(QUEUES.newsletterConsentExpiry.name, QUEUES.newsletterConsentExpiry.cron);
}
