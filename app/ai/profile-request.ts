import { z } from "zod";
import { HONEYPOT_FIELD } from "~/lib/form-input";
import { ABOUT_YOU_FIELD } from "./about-you";

/**
 * The JSON body a mini app's dialog posts: the profile link, the optional "About you" as sent (the
 * engine checks it with the forms' rule, so a non-string is refused there with its own message) and
 * the honeypot. A link that is not a string reads as none, and a list as an object without fields,
 * so the link's own rule answers; any other body that is no object does not fit.
 */
export const ProfileRequestSchema = z.preprocess(
  (body) => (Array.isArray(body) ? {} : body),
  z.object({
    linkedinUrl: z.string().catch(""),
    [ABOUT_YOU_FIELD]: z.unknown().optional(),
    [HONEYPOT_FIELD]: z.unknown().optional(),
  }),
);
