import { data, useSearchParams } from "react-router";
import { clientAddressContext, databaseContext } from "~/context";
import { Panel } from "~/components/panel";
import { checkLimit } from "~/db/limits.server";
import { claimInvitation, findInvitation } from "~/features/admin/collaborators.server";
import { PasskeyRegister } from "~/features/admin/passkey-register";
import { INVITATION_GONE, PasskeyRequestSchema } from "~/features/admin/passkey-request";
import { answerPasskeyRegistration } from "~/features/admin/passkey-registration.server";
import { ROLE_LABELS } from "~/features/admin/roles";
import { signInCookie } from "~/features/admin/sign-in-cookie.server";
import { readJson } from "~/lib/json-input";
import type { Route } from "./+types/admin.invitation";

export const meta: Route.MetaFunction = () => [{ title: "Join the console" }, { name: "robots", content: "noindex, nofollow" }];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? undefined;

/**
 * A collaborator's invitation link. Opening it only shows the page (mail scanners open links); the
 * invitation is used when its passkey is made: the passkey is stored, the invitation spent and the
 * person signed in, in that one step (decision 063).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(databaseContext);
  const invitation = await findInvitation(db, tokenOf(request), new Date());
  if (!invitation) return data({ invitation: null }, { status: 410 });
  return { invitation: { name: invitation.name, role: ROLE_LABELS[invitation.role] } };
}

/** {step: "options"}, then {step: "verify", response, name}, both to this address with its token. */
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

export default function Invitation({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { invitation } = loaderData;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Join the console</h1>
      <Panel className="space-y-4">
        {invitation ? (
          <>
            <p>
              Welcome, {invitation.name}. You are invited as <strong>{invitation.role}</strong>. Add a passkey (this device, your phone or a
              security key): it is how you sign in from now on.
            </p>
            <PasskeyRegister
              endpoint={`/admin/invitation?token=${encodeURIComponent(params.get("token") ?? "")}`}
              onAdded={() => window.location.assign("/admin")}
            />
          </>
        ) : (
          <p role="alert">{INVITATION_GONE}</p>
        )}
      </Panel>
    </div>
  );
}
