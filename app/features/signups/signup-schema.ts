import { z } from "zod";
import { emailField } from "~/lib/email-address";
import { firstErrors, type SameFields } from "~/lib/form-input";
import { plainText } from "~/lib/plain-text";
import {
  SIGNUP_FIELDS,
  SIGNUP_MESSAGES,
  DEFAULT_SIGNUP_LIMITS,
  type SignupErrors,
  type SignupField,
  type SignupLimits,
} from "./signup-fields";

/**
 * The early-access signup: one schema for the browser's check and the action's.
 * The browser can't read the server's environment, so it checks DEFAULT_SIGNUP_LIMITS; the server
 * builds the same schema with SIGNUP_NAME_MAX_LENGTH and SIGNUP_INTEREST_MAX_LENGTH
 * (app/config/env.server.ts), which therefore override the server-side check only. Whatever the server
 * refuses comes back as a message under the field.
 */

const text = (required: string) => z.string({ error: required }).trim().check(plainText());

export function createSignupSchema({ nameMaxLength, interestMaxLength }: SignupLimits) {
  return z.object({
    firstName: text(SIGNUP_MESSAGES.firstName)
      .min(1, SIGNUP_MESSAGES.firstName)
      .max(nameMaxLength, `First name must be at most ${nameMaxLength} characters`),
    lastName: text(SIGNUP_MESSAGES.lastName)
      .min(1, SIGNUP_MESSAGES.lastName)
      .max(nameMaxLength, `Last name must be at most ${nameMaxLength} characters`),
    email: emailField(SIGNUP_MESSAGES.email),
    learningInterest: z
      .string()
      .trim()
      .check(plainText("free-text"))
      .max(interestMaxLength, `Please keep this under ${interestMaxLength} characters`)
      .optional()
      .transform((value) => (value ? value : null)),
  });
}

export const SignupSchema = createSignupSchema(DEFAULT_SIGNUP_LIMITS);

export type Signup = z.output<typeof SignupSchema>;
// The fields' names live in signup-fields.ts (no zod); this keeps the two lists the same.
const _sameFields: SameFields<keyof Signup, SignupField> = true;

/** The first message per field. */
export const signupErrors = (error: z.ZodError): SignupErrors => firstErrors(error, SIGNUP_FIELDS);
