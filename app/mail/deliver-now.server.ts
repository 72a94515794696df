import type { Logger } from "~/config/logger.server";
import type { Database } from "~/db/client.server";
import { deliverOutboxMessage, OutboxDeliveryError } from "./outbox-worker.server";
import { sendEmail, type OutgoingEmail } from "./outbox.server";
import { createSmtpTransport, type SmtpSettings } from "./smtp-transport.server";

/** One attempt and no retry: the owner is waiting for this answer, not for a later one. */
const ONE_ATTEMPT = { maxAttempts: 1, retryDelaySeconds: 0, retryBackoff: false, retryDelayMaxSeconds: null };

export type DeliveredNow = { sent: true; outboxId: string } | { sent: false; outboxId: string; reason: string };

/**
 * Queues a message in the outbox and delivers it at once in this process, for a message whose
 * sender waits for the SMTP server's answer (the Setup page's test e-mail). The outbox's claim
 * still guards it: the row is written without a job, this call claims and sends it, and the row
 * ends sent or failed with the server's reason, as every other message does. Only if this process
 * dies between the write and the send does the outbox's sweep send it later.
 */
export async function deliverNow(
  deps: { db: Database; smtp: SmtpSettings; logger: Pick<Logger, "info" | "warn" | "error"> },
  email: OutgoingEmail,
): Promise<DeliveredNow> {
  const outboxId = await deps.db.transaction((tx) => sendEmail(tx, {}, email));
  const transport = createSmtpTransport(deps.smtp);
  try {
    const outcome = await deliverOutboxMessage({ db: deps.db, transport, policy: ONE_ATTEMPT, logger: deps.logger }, outboxId);
    return outcome === "sent" ? { sent: true, outboxId } : { sent: false, outboxId, reason: `the outbox answered ${outcome}` };
  } catch (error) {
    if (!(error instanceof OutboxDeliveryError)) throw error;
    const cause = error.cause as Error | undefined;
    return { sent: false, outboxId, reason: cause?.message ?? String(error.cause) };
  } finally {
    transport.close();
  }
}
