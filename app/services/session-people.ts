import { z } from "zod";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "~/db/schema";
import { hasControlCharacters, type TextKind } from "~/lib/control-characters";

/**
 * The people of a session as the owner sees them: the statuses a registrants list is filtered
 * by, and the message the owner writes to them, its limits and its schema (one for the console's
 * form and action and the command line). Browser-safe.
 */

/** The filter by status: one status, or everyone (absent). */
export type RegistrantFilter = RegistrationStatus | undefined;

/** The filter asked for in ?status= (the page, the CSV) or --status (the command line); anything else is everyone. */
export function registrantFilter(value: string | null | undefined): RegistrantFilter {
  return REGISTRATION_STATUSES.find((status) => status === value?.trim().toLowerCase());
}

/** How many registrations a session has of each status. */
export type StatusCounts = Record<RegistrationStatus, number>;

export const STATUS_WORDS: Record<RegistrationStatus, { label: string; plural: string }> = {
  registered: { label: "Registered", plural: "registered" },
  waiting: { label: "Waiting", plural: "on the waitlist" },
  cancelled: { label: "Cancelled", plural: "cancelled" },
};

/** "5 people: 3 registered, 1 on the waitlist, 1 cancelled". */
export function statusSummary(counts: StatusCounts): string {
  const total = counts.registered + counts.waiting + counts.cancelled;
  const parts = REGISTRATION_STATUSES.filter((status) => counts[status] > 0).map(
    (status) => `${counts[status]} ${STATUS_WORDS[status].plural}`,
  );
  return `${total} ${people(total)}${parts.length > 0 ? `: ${parts.join(", ")}` : ""}`;
}

export const people = (n: number) => (n === 1 ? "person" : "people");

/** "This e-mails 12 people." */
export const recipientsSentence = (n: number) => `This e-mails ${n} ${people(n)}.`;

/** How long a message to a session's people may be. */
export const SESSION_MESSAGE_LIMITS = {
  subject: 150,
  body: 5_000,
} as const;

const tooLong = (value: string, max: number) => `is ${value.length} characters long; the limit is ${max}`;

/** A field of the message: trimmed, not empty, no control characters (line breaks only in the body), within its limit. */
const messageText = (kind: TextKind, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value !== "", { error: "cannot be empty" })
    .refine((value) => !hasControlCharacters(value, kind), {
      error:
        kind === "single-line"
          ? "contains line breaks or invisible characters: remove them"
          : "contains invisible control characters: remove them",
    })
    .refine((value) => value.length <= max, { error: (issue) => tooLong(issue.input as string, max) });

/** A message to a session's people as the owner writes it: subject, body, and whether the waitlist gets it too. */
export const sessionMessageSchema = z.object({
  subject: messageText("single-line", SESSION_MESSAGE_LIMITS.subject),
  body: messageText("free-text", SESSION_MESSAGE_LIMITS.body),
  waitlist: z.boolean().default(false),
});

export type SessionMessageInput = z.input<typeof sessionMessageSchema>;
export type SessionMessageText = z.output<typeof sessionMessageSchema>;

/** The message fields of the console's form: the checkbox is "on" when ticked. */
export function readMessageForm(form: FormData | undefined): SessionMessageInput {
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  return { subject: text("subject"), body: text("body"), waitlist: text("waitlist") === "on" };
}

/** A sent message as the console lists it: "3 people, with the waitlist" in `to`. */
export function sentMessageRow(
  message: { id: string; subject: string; sentAt: Date; recipients: number; includesWaitlist: boolean },
  when: (instant: Date) => string,
) {
  const to = `${message.recipients} ${people(message.recipients)}${message.includesWaitlist ? ", with the waitlist" : ""}`;
  return { id: message.id, subject: message.subject, sent: when(message.sentAt), to };
}
