import type { Database } from "~/db/client.server";
import { emailOutbox, type OutboxAttachment } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";

export interface OutgoingEmail {
  /** What made the message, e.g. 'event-registration'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
}

/** The database or a transaction on it: queue the e-mail inside the transaction that causes it. */
type Executor = Pick<Database, "insert">;

/** Writes the message to the outbox; nothing is sent until the worker picks it up. */
export async function queueEmail(db: Executor, email: OutgoingEmail): Promise<{ id: string }> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      attachments: email.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  return { id: row!.id };
}

/**
 * Asks the worker to deliver a queued message now. Call it after the transaction that queued the
 * message has committed; if this fails the row is still pending and the worker's sweep finds it.
 */
export async function deliverSoon(queue: JobQueue, outboxId: string): Promise<void> {
  await queue.send(QUEUES.emailOutbox.name, { outboxId });
}
