/**
 * Event registration's fields, messages and answers, without zod:
 * the panel needs these on first paint, while the schema (registration-schema.ts) loads when the
 * visitor starts typing, to keep zod out of the page's first download.
 */
import { pickFields, type FormAnswer, type FormErrors } from "~/lib/form-input";

/** The browser checks this; REGISTRATION_NAME_MAX_LENGTH overrides the server's check only. */
export const DEFAULT_NAME_MAX_LENGTH = 80;

export const REGISTRATION_MESSAGES = {
  email: "Please enter a valid email address",
  session: "Please select a session first",
} as const;

/** The form's fields, in the order they appear (the first invalid one that the visitor can fill in gets focus). */
export const REGISTRATION_FIELDS = ["eventId", "email", "name"] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationErrors = FormErrors<RegistrationField>;

/** Only the text fields: FormData may also carry files or a bot's extras, which are dropped. */
export const registrationInput = (formData: FormData) => pickFields(formData, REGISTRATION_FIELDS);

/** A field only bots fill (see registration-form.tsx). */

/** Above "You're all set!" in the panel that replaces the form (the panel says what the e-mail brings). */
export const SUCCESS_MESSAGE = "Successfully registered!";
/** The toast when a registration fails (the visitor stays in the form). */
export const FAILURE_TOAST = "Registration failed";
export const FAILURE_TOAST_DESCRIPTION = "Please try again later.";

/** Why the server refused, in the visitor's words. */
export const REFUSALS = {
  notFound: "We couldn't find this session. It may have been removed; please pick another one.",
  closed: "Registration for this session is closed.",
  past: "This session has already taken place.",
  full: "This session is full",
  unreadable: "The registration form could not be read. Please reload the page and try again.",
} as const;

/** The hidden field of the waitlist's form: the visitor asks for a place in line when the session is full. */
export const WAITLIST_FIELD = "waitlist";

/**
 * What the action answers, with or without JavaScript: which session it is about, and on success the
 * e-mail as typed. The same for a new address and one already registered: a seat carries where the
 * session is; `waiting` is a place on the waitlist, unnumbered (the manage page numbers it).
 */
export type RegistrationResult =
  | { ok: true; eventId: string; email: string; joinUrl?: string | null; location?: string | null; waiting?: true }
  | (Extract<FormAnswer<RegistrationField>, { ok: false }> & { eventId?: string });
