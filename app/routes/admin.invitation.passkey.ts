import { clientAddressContext, databaseContext } from "~/context";
import { checkLimit } from "~/db/limits.server";
import { claimInvitation, findInvitation } from "~/features/admin/collaborators.server";
import { INVITATION_GONE, PasskeyRequestSchema } from "~/features/admin/passkey-request";
import { answerPasskeyRegistration } from "~/features/admin/passkey-registration.server";
import { signInCookie } from "~/features/admin/sign-in-cookie.server";
import { readJson } from "~/lib/json-input";
import type { Route } from "./+types/admin.invitation.passkey";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? undefined;

/**
 * The invitee's passkey, made from the invitation page: {step: "options"}, then {step: "verify",
 * response, name}, both with the invitation's token. The passkey is stored, the invitation spent
 * and the person signed in, in one step.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await checkLimit("adminSignIn", context.get(clientAddressContext));
  if (!limit.allowed) return Response.json({ error: limit.message }, limit.init);
  const { db } = context.get(databaseContext);
  const token = tokenOf(request);
  const invitation = await findInvitation(db, token, new Date());
  if (!invitation) return Response.json({ error: INVITATION_GONE }, { status: 410 });
  return answerPasskeyRegistration(db, request, await readJson(request, PasskeyRequestSchema), {
    holder: { collaboratorId: invitation.id, name: invitation.name },
    claim: claimInvitation(token, new Date()),
    afterAdded: async ({ collaboratorId }, headers) => {
      headers.append("Set-Cookie", await signInCookie(db, request, "passkey", collaboratorId));
    },
  });
}
