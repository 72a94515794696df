import { z } from "zod";
import { emailField } from "~/lib/email-address";
import { firstErrors, type SameFields } from "~/lib/form-input";
import { SUBSCRIBE_FIELDS, SUBSCRIBE_MESSAGES, type SubscribeField } from "./subscribe-fields";

/** A site path such as /lovable-guide; anything else (a bot's, a hand-made post's) is stored as "/". */
const SOURCE = /^\/[a-z0-9/._-]{0,120}$/i;

/** The newsletter form, as the action checks it (the form has no check of its own in the browser: the action's answer shows in place). */
export const SubscribeSchema = z.object({
  email: emailField(SUBSCRIBE_MESSAGES.email),
  // Hidden and filled in by the page, so a wrong one is no visitor's mistake: it is replaced, not refused.
  source: z.string().regex(SOURCE).catch("/"),
});

export type Subscribe = z.output<typeof SubscribeSchema>;
// The fields' names live in subscribe-fields.ts (no zod); this keeps the two lists the same.
const _sameFields: SameFields<keyof Subscribe, SubscribeField> = true;

/** The first message per field. */
export const subscribeErrors = (error: z.ZodError) => firstErrors(error, SUBSCRIBE_FIELDS);
