import { data, useSearchParams } from "react-router";
import { databaseContext } from "~/context";
import { Panel } from "~/components/panel";
import { ConsoleShell } from "~/features/admin/console-shell";
import { findInvitation } from "~/features/admin/collaborators.server";
import { PasskeyRegister } from "~/features/admin/passkey-register";
import { INVITATION_GONE } from "~/features/admin/passkey-request";
import { ROLE_LABELS } from "~/features/admin/roles";
import type { Route } from "./+types/admin.invitation";

export const meta: Route.MetaFunction = () => [{ title: "Join the console" }, { name: "robots", content: "noindex, nofollow" }];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? undefined;

/**
 * A collaborator's invitation link. Opening it only shows the page (mail scanners open links); the
 * invitation is used when its passkey is made: the passkey is stored, the invitation spent and the
 * person signed in, in that one step (decision 063), at admin.invitation.passkey.ts: a page's own
 * address answers a fetch with HTML, so the ceremony's JSON has a route without a page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(databaseContext);
  const invitation = await findInvitation(db, tokenOf(request), new Date());
  if (!invitation) return data({ invitation: null }, { status: 410 });
  return { invitation: { name: invitation.name, role: ROLE_LABELS[invitation.role] } };
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { invitation } = loaderData;
  return (
    <ConsoleShell signedIn={false}>
      <div className="mx-auto w-full max-w-md py-6">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">Join the console</h1>
        <Panel className="space-y-4">
          {invitation ? (
            <>
              <p>
                Welcome, {invitation.name}. You are invited as <strong>{invitation.role}</strong>. Add a passkey (this device, your phone or
                a security key): it is how you sign in from now on.
              </p>
              <PasskeyRegister
                endpoint={`/admin/invitation/passkey?token=${encodeURIComponent(params.get("token") ?? "")}`}
                onAdded={() => window.location.assign("/admin")}
              />
            </>
          ) : (
            <p role="alert">{INVITATION_GONE}</p>
          )}
        </Panel>
      </div>
    </ConsoleShell>
  );
}
