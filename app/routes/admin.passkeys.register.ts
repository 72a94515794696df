import { databaseContext } from "~/context";
import { readJson } from "~/lib/json-input";
import { PasskeyRequestSchema } from "~/features/admin/passkey-request";
import { answerPasskeyRegistration } from "~/features/admin/passkey-registration.server";
import { noteActivity } from "~/features/admin/activity.server";
import { signInContext } from "~/features/admin/admin-guard.server";
import type { Route } from "./+types/admin.passkeys.register";

/**
 * Registering a passkey from inside the console, for whoever is signed in (the owner, or a
 * collaborator adding another device): {step: "options"}, then {step: "verify", response, name}.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJson(request, PasskeyRequestSchema);
  const signIn = context.get(signInContext);
  // The ceremony's first step changes nothing worth a line in the activity log.
  if (body?.step === "options") noteActivity(context, null);
  return answerPasskeyRegistration(context.get(databaseContext).db, request, body, {
    holder: signIn.collaboratorId ? { collaboratorId: signIn.collaboratorId, name: signIn.name } : null,
    claim: async () => signIn.collaboratorId,
    afterAdded: ({ name }) => noteActivity(context, `Added the passkey “${name}”`),
  });
}
