import { data, Form, Link, redirect } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { collaboratorRemoval, removeCollaborator } from "~/services/collaborators.server";
import { passRetryAfter } from "~/lib/form-route";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.collaborators.$id.remove";
import { plural } from "~/lib/plural";

export const headers = passRetryAfter;

/** The confirmation before a collaborator is removed: a page of its own, so it works without JavaScript. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await collaboratorRemoval(consoleDeps(context), { id: params.id });
  if (!found.ok) throw data(found.message, { status: 404 });
  const { name, state, passkeys, signIns } = found.value;
  return { name, joined: state === "joined", passkeys, signIns };
}

export async function action({ context, params }: Route.ActionArgs) {
  const removed = await removeCollaborator(consoleDeps(context), { id: params.id });
  if (!removed.ok) throw data(removed.message, { status: 404 });
  throw redirect("/admin/collaborators");
}

export default function RemoveCollaborator({ loaderData }: Route.ComponentProps) {
  const { name, joined, passkeys, signIns } = loaderData;
  return (
    <>
      <ConsoleHeading title={joined ? `Remove ${name}?` : `Withdraw the invitation of ${name}?`} />
      <Panel className="space-y-4">
        <p>
          {joined
            ? `${name} can no longer sign in: ${plural(passkeys, "passkey")} deleted, ${plural(signIns, "open sign-in")} ended at once. What they did stays in the activity log.`
            : `The link sent to ${name} stops working.`}
        </p>
        <Form method="post" className="flex flex-wrap gap-3">
          <Button type="submit" variant="destructive">
            {joined ? `Remove ${name}` : "Withdraw the invitation"}
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/collaborators">Keep {joined ? "them" : "it"}</Link>
          </Button>
        </Form>
      </Panel>
    </>
  );
}
