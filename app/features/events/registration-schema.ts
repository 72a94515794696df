import { z } from "zod";
import { emailField } from "~/lib/email-address";
import { firstErrors, type SameFields } from "~/lib/form-input";
import { plainText } from "~/lib/plain-text";
import {
  DEFAULT_NAME_MAX_LENGTH,
  REGISTRATION_FIELDS,
  REGISTRATION_MESSAGES,
  type RegistrationErrors,
  type RegistrationField,
} from "./registration-fields";

/**
 * A registration for a session: one schema for the browser's check and the
 * action's. The browser checks the default name limit; the server builds the same schema with
 * REGISTRATION_NAME_MAX_LENGTH. Unknown fields are dropped.
 */
export function createRegistrationSchema({ nameMaxLength }: { nameMaxLength: number }) {
  return z.object({
    eventId: z
      .string({ error: REGISTRATION_MESSAGES.session })
      .trim()
      .check(plainText("single-line", REGISTRATION_MESSAGES.session))
      .min(1, REGISTRATION_MESSAGES.session),
    email: emailField(REGISTRATION_MESSAGES.email),
    // Optional: an empty string when omitted, as the form sends it.
    name: z
      .string()
      .trim()
      .check(plainText())
      .max(nameMaxLength, `Please keep your first name under ${nameMaxLength} characters`)
      .optional()
      .transform((value) => value ?? ""),
  });
}

export const RegistrationSchema = createRegistrationSchema({ nameMaxLength: DEFAULT_NAME_MAX_LENGTH });

export type Registration = z.output<typeof RegistrationSchema>;
// The fields' names live in registration-fields.ts (no zod); this keeps the two lists the same.
const _sameFields: SameFields<keyof Registration, RegistrationField> = true;

/** The first message per field. */
export const registrationErrors = (error: z.ZodError): RegistrationErrors => firstErrors(error, REGISTRATION_FIELDS);
