/**
 * The early-access signup's fields, messages and answers, without zod: the
 * form needs these on first paint, while the schema (signup-schema.ts) loads when the visitor
 * starts filling it in, to keep zod out of the page's first download.
 */
import { pickFields, type FormAnswer, type FormErrors } from "~/lib/form-input";

export interface SignupLimits {
  nameMaxLength: number;
  interestMaxLength: number;
}

/** The browser checks these; SIGNUP_NAME_MAX_LENGTH and SIGNUP_INTEREST_MAX_LENGTH override the server's check only. */
export const DEFAULT_SIGNUP_LIMITS: SignupLimits = { nameMaxLength: 80, interestMaxLength: 1000 };

export const SIGNUP_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
} as const;

/** The form's fields, in the order they appear (the first invalid one gets focus). */
export const SIGNUP_FIELDS = ["firstName", "lastName", "email", "learningInterest"] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupErrors = FormErrors<SignupField>;

/** Only the text fields: FormData may also carry files or a bot's extras, which the schema drops. */
export const signupInput = (formData: FormData) => pickFields(formData, SIGNUP_FIELDS);

export const FAILURE_MESSAGE = "Something went wrong. Please try again.";
export const UNREADABLE_MESSAGE = "The sign-up form could not be read. Please reload the page and try again.";
export const SUCCESS_TOAST = "Thanks for signing up! We'll keep you updated.";

/** What the action answers, with or without JavaScript. */
export type SignupResult = FormAnswer<SignupField>;
