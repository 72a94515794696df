import { z } from "zod";
import { hasControlCharacters } from "~/lib/control-characters";

/** An invitation's fields as the owner types them, for the console's form and its action. Browser-safe. */
export const COLLABORATOR_LIMITS = { name: 80, email: 254 } as const;

export const CollaboratorRoleSchema = z.enum(["owner", "editor"], { error: "Choose owner or editor." });

export const InvitationSchema = z.object({
  name: z
    .string({ error: "Write the person's name." })
    .trim()
    .min(1, "Write the person's name.")
    .max(COLLABORATOR_LIMITS.name, `A name has at most ${COLLABORATOR_LIMITS.name} characters.`)
    .refine((name) => !hasControlCharacters(name), "A name is one line of text."),
  role: CollaboratorRoleSchema,
  email: z
    .string()
    .trim()
    .max(COLLABORATOR_LIMITS.email, "That e-mail address is too long.")
    .refine((email) => email === "" || z.email().safeParse(email).success, "That is not an e-mail address.")
    .optional(),
});

/** What the form (or a caller) sends: text, checked by the schema. */
export interface InvitationInput {
  name: string;
  role: string;
  email?: string;
}
