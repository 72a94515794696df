/**
 * The newsletter form's fields, messages and answer, without zod: the form in the browser needs
 * these, and only the action needs its schema (subscribe-schema.ts).
 */
import { pickFields, type FormAnswer } from "~/lib/form-input";

/** The form's fields, in the order they appear: the address, and the page it was sent from (hidden). */
export const SUBSCRIBE_FIELDS = ["email", "source"] as const;
export type SubscribeField = (typeof SUBSCRIBE_FIELDS)[number];

/** Only the text fields: FormData may also carry files or a bot's extras. */
export const subscribeInput = (formData: FormData) => pickFields(formData, SUBSCRIBE_FIELDS);

/** The route every newsletter form posts to, with or without JavaScript. */
export const SUBSCRIBE_ACTION = "/newsletter";

/** The field's message; the action's refusals and the route's failure carry their own. */
export const SUBSCRIBE_MESSAGES = {
  email: "Please enter a valid email address",
  /** When the request itself fails (a server error, a lost connection). */
  failed: "Something went wrong. Please try again.",
} as const;

/** What the action answers, with or without JavaScript. */
export type SubscribeResult = FormAnswer<SubscribeField>;
