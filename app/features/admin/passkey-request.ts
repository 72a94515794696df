import { z } from "zod";

/**
 * What the passkey pages post, in two steps: {step: "options"} for the ceremony's options, then
 * {step: "verify", response} with the browser's answer (and, when registering, the passkey's name,
 * which the route tidies: anything but a non-empty string names it "Passkey"). The answer's own
 * fields are checked by the passkey library.
 */
export const PasskeyRequestSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("options") }),
  z.object({
    step: z.literal("verify"),
    response: z.custom<object>((value) => typeof value === "object" && value !== null),
    name: z.unknown().optional(),
  }),
]);

/** What an invitation's page says once its link can no longer be used. */
export const INVITATION_GONE = "This invitation has expired, was used already or was withdrawn. Ask the site's owner for a new one.";
