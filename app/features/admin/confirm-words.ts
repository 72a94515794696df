import { plural } from "~/lib/plural";

/**
 * What the console's confirmations say, with the count (the confirm step shows them, the tests
 * read them): one place for the words of every question the console asks before it acts.
 */

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

export const CONFIRM_WORDS = {
  deactivateTitle: (title: string) => `Deactivate "${title}"?`,
  /** "This e-mails 4 registered people a cancellation." (and the waitlist, when anyone is on it) */
  deactivateEffect: ({ registered, waiting }: { registered: number; waiting: number }) =>
    waiting === 0
      ? `This e-mails ${registered} registered ${registered === 1 ? "person" : "people"} a cancellation.`
      : `This e-mails ${registered} registered ${registered === 1 ? "person" : "people"} and ${people(waiting)} on the waitlist a cancellation.`,
  deactivateDetails: [
    "The session leaves /events and its registration closes.",
    "Registrations are kept: activating it again lists it again (it does not e-mail them back).",
  ],
  deactivateConfirm: "Deactivate and e-mail them",
  /** The sample session's quiet way off, offered only where the seats shown are not all real registrations. */
  sampleQuietLabel: "Take it off without e-mailing anyone",
  sampleQuietHint: (taken: number, registered: number) =>
    `This looks like a sample session: it shows ${plural(taken, "seat")} taken but holds ${plural(registered, "registration")}. Tick this only if those registrations are tests or you will tell the people yourself.`,
  saveTitle: (title: string) => `Save the changes to "${title}"?`,
  /** "This e-mails 4 people the new time." or, for a new title, place or link, "...what changed." */
  saveEffect: ({ emails, movesTime }: { emails: number; movesTime: boolean }) =>
    `This e-mails ${people(emails)} ${movesTime ? "the new time" : "what changed"}.`,
  saveConfirm: (emails: number) => `Save and e-mail ${people(emails)}`,
  noteLabel: "A note for the e-mail (optional)",
  noteHint: "Goes into the e-mail under what changed, e.g. why the time moved.",
  forgetTitle: (email: string) => `Forget ${email}?`,
  forgetEffect: (total: number) =>
    total === 0 ? "Nothing on this site holds this address." : `This removes ${plural(total, "record")} for good. It cannot be undone.`,
  forgetConfirm: "Forget this person",
  removePasskeyTitle: (name: string) => `Remove the passkey "${name}"?`,
  removePasskeyEffect: "That device can no longer sign in to the console with it. Sign-ins already open stay open.",
  removePasskeyConfirm: "Remove the passkey",
  signOutTitle: "Sign out that browser?",
  signOutEffect: (since: string) => `The browser signed in since ${since} is signed out of the console at once.`,
  signOutConfirm: "Sign it out",
} as const;
