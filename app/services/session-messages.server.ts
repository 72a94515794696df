import type { SiteConfig } from "~/content/site-config";
import { plural } from "~/lib/plural";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { eventRegistrations, sessionMessageRecipients, sessionMessages, type EventRow, type RegistrationStatus } from "~/db/schema";
import { manageUrl, registrantColumns } from "~/features/events/registration-mutations.server";
import { sessionNoteEmail } from "~/features/events/registration-email";
import { openOutbox, sendEmail, type OutgoingEmail } from "~/mail/outbox.server";
import { getLiveSession, statusCounts } from "./live-sessions.server";
import { done, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";
import { people, sessionMessageSchema, type SessionMessageInput, type SessionMessageText } from "./session-people";

/**
 * Messages the owner writes to the people of a session: everyone registered and, by choice, the
 * waitlist. Each goes through the outbox in the transaction that records it and its recipients;
 * the message's key (made at the preview, carried by the send) makes a second send of the same
 * message (a double submit, a retry, another instance) send nothing (decision 060).
 */

/** A message as the session page lists it. */
export interface SentSessionMessage {
  id: string;
  subject: string;
  sentAt: Date;
  recipients: number;
  includesWaitlist: boolean;
}

const listedColumns = {
  id: sessionMessages.id,
  subject: sessionMessages.subject,
  sentAt: sessionMessages.sentAt,
  recipients: sessionMessages.recipients,
  includesWaitlist: sessionMessages.includesWaitlist,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const audienceOf = (waitlist: boolean): RegistrationStatus[] => (waitlist ? ["registered", "waiting"] : ["registered"]);

/** The message's fields read, or the first refusal with the field it names. */
function parseMessage(input: SessionMessageInput): Outcome<SessionMessageText> {
  const parsed = sessionMessageSchema.safeParse(input);
  if (parsed.success) return done(parsed.data);
  const first = parsed.error.issues[0]!;
  return refuse(first.message, String(first.path[0]));
}

/** The people a message would reach now, oldest first. */
function audience(db: ServiceDeps["db"], eventId: string, waitlist: boolean) {
  return db
    .select(registrantColumns)
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, audienceOf(waitlist))))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
}

function noteFor(
  event: EventRow,
  person: { email: string; name: string; manageToken: string | null },
  text: SessionMessageText,
  site: SiteConfig,
): OutgoingEmail {
  const access = person.manageToken
    ? { joinUrl: event.joinUrl, location: event.location, manageUrl: manageUrl(site, person.manageToken) }
    : undefined;
  return sessionNoteEmail(event, person, text, site, access);
}

/** The session, how many people a message can reach (registered, waiting), and the messages sent to them, newest first. */
export async function listSessionMessages(
  deps: ServiceDeps,
  { eventId }: { eventId: string },
): Promise<Outcome<{ event: EventRow; registered: number; waiting: number; messages: SentSessionMessage[] }>> {
  const event = await getLiveSession(deps, { id: eventId });
  if (!event.ok) return event;
  const [messages, counts] = await Promise.all([
    deps.db
      .select(listedColumns)
      .from(sessionMessages)
      .where(eq(sessionMessages.eventId, eventId))
      .orderBy(desc(sessionMessages.sentAt), desc(sessionMessages.id)),
    statusCounts(deps.db, eventId),
  ]);
  return done({ event: event.value, registered: counts.registered, waiting: counts.waiting, messages });
}

/**
 * The message as its first recipient will get it, how many people it would e-mail now, and the
 * key its send must carry: nothing is stored or sent.
 */
export async function previewSessionMessage(
  deps: ServiceDeps,
  input: { eventId: string } & SessionMessageInput,
): Promise<Outcome<{ event: EventRow; recipients: number; email: OutgoingEmail; key: string; text: SessionMessageText }>> {
  const event = await getLiveSession(deps, { id: input.eventId });
  if (!event.ok) return event;
  const text = parseMessage(input);
  if (!text.ok) return text;
  const reached = await audience(deps.db, input.eventId, text.value.waitlist);
  if (reached.length === 0) return refuse(nobodyMessage(text.value.waitlist));
  // Shown with the first recipient's greeting and manage link, as they will get it.
  const email = noteFor(event.value, reached[0]!, text.value, await deps.site());
  return done({ event: event.value, recipients: reached.length, email, key: randomUUID(), text: text.value });
}

const nobodyMessage = (waitlist: boolean) =>
  waitlist ? "Nobody is registered or waiting for this session yet." : "Nobody is registered for this session yet.";

/**
 * Sends the message to everyone registered (and waiting, when `waitlist`) once: the message's row
 * (keyed by `key`), one row per recipient and their e-mails are written in one transaction. A key
 * already used answers the message it sent, with `alreadySent` and nothing sent again.
 */
export async function sendSessionMessage(
  deps: ServiceDeps,
  input: { eventId: string; key: string } & SessionMessageInput,
): Promise<Outcome<{ message: SentSessionMessage; alreadySent: boolean }>> {
  const event = await getLiveSession(deps, { id: input.eventId });
  if (!event.ok) return event;
  if (!UUID.test(input.key)) return refuse("This message has no valid send key: preview it again, then send.", "key");
  const text = parseMessage(input);
  if (!text.ok) return text;
  const key = input.key.toLowerCase();
  const outbox = await openOutbox(await deps.queue());
  const site = await deps.site();
  const sent = await deps.db
    .transaction(async (tx): Promise<Outcome<{ message: SentSessionMessage; alreadySent: boolean }>> => {
      // A second send with this key waits here for the first's commit, then finds its row.
      const [created] = await tx
        .insert(sessionMessages)
        .values({
          id: key,
          eventId: input.eventId,
          subject: text.value.subject,
          body: text.value.body,
          includesWaitlist: text.value.waitlist,
        })
        .onConflictDoNothing()
        .returning(listedColumns);
      if (!created) {
        const [existing] = await tx
          .select({ ...listedColumns, eventId: sessionMessages.eventId })
          .from(sessionMessages)
          .where(eq(sessionMessages.id, key));
        if (!existing || existing.eventId !== input.eventId) return refuse(KEY_TAKEN, "key");
        const { eventId: _eventId, ...message } = existing;
        return done({ message, alreadySent: true });
      }
      const reached = await audience(tx, input.eventId, text.value.waitlist);
      // Nobody to write to: the message is not kept (the transaction rolls back).
      if (reached.length === 0) throw new NobodyToWrite();
      const recorded = await tx
        .insert(sessionMessageRecipients)
        .values(reached.map((person) => ({ messageId: key, registrationId: person.id })))
        .onConflictDoNothing()
        .returning({ registrationId: sessionMessageRecipients.registrationId });
      const once = new Set(recorded.map((row) => row.registrationId));
      for (const person of reached) {
        if (once.has(person.id)) await sendEmail(tx, outbox, noteFor(event.value, person, text.value, site));
      }
      const [message] = await tx
        .update(sessionMessages)
        .set({ recipients: once.size })
        .where(eq(sessionMessages.id, key))
        .returning(listedColumns);
      return done({ message: message!, alreadySent: false });
    })
    .catch((error: unknown) => {
      if (error instanceof NobodyToWrite) return refuse(nobodyMessage(text.value.waitlist));
      throw error;
    });
  if (sent.ok && !sent.value.alreadySent)
    deps.did(
      `Wrote “${sent.value.message.subject}” to ${plural(sent.value.message.recipients, "person", "people")} of “${event.value.title}”`,
    );
  return sent;
}

const KEY_TAKEN = "This send key belongs to another message: preview it again, then send.";

class NobodyToWrite extends Error {
  override name = "NobodyToWrite";
}

/** The owner's answer after a send. */
export function sentMessageAnswer({ message, alreadySent }: { message: SentSessionMessage; alreadySent: boolean }): string {
  return alreadySent
    ? `"${message.subject}" was already sent to ${message.recipients} ${people(message.recipients)}; nobody was e-mailed again.`
    : `Sent "${message.subject}" to ${message.recipients} ${people(message.recipients)}.`;
}
