import type { ComponentProps } from "react";
import { data, Form, Link } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { ConsoleInput, ConsoleLabel, ConsoleSelect } from "~/features/admin/console-fields";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable } from "~/features/admin/console-table";
import { ROLE_LABELS, type ConsoleRole } from "~/features/admin/roles";
import { CommandMessage } from "~/features/admin/session-fields";
import { ADMIN } from "~/content/admin";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { consoleTime } from "~/features/admin/console-time.server";
import { COLLABORATOR_LIMITS } from "~/services/collaborator-schema";
import { changeCollaboratorRole, inviteCollaborator, listCollaborators } from "~/services/collaborators.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.collaborators";

export async function loader({ context }: Route.LoaderArgs) {
  const listed = await listCollaborators(consoleDeps(context), {});
  return {
    collaborators: (listed.ok ? listed.value : []).map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      state:
        row.state === "joined"
          ? `Joined ${consoleTime(row.joinedAt)}`
          : row.state === "invited"
            ? `Invited, the link works until ${consoleTime(row.inviteExpiresAt)}`
            : "Invitation expired",
      passkeys: row.passkeys,
    })),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

type Answer =
  | { ok: true; message: string; link?: string; field?: undefined; values?: undefined }
  | { ok: false; message: string; field?: string; values?: Record<string, string>; link?: undefined };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Invite someone (the link answered once, to copy), or give a collaborator another role. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const deps = consoleDeps(context);
  const intent = form?.get("intent");
  if (form && intent === "invite") {
    const values = { name: text(form, "name"), role: text(form, "role"), email: text(form, "email") };
    const invited = await inviteCollaborator(deps, values);
    if (!invited.ok) return data<Answer>({ ok: false, message: invited.message, field: invited.field, values }, { status: 400 });
    const { link, emailed } = invited.value;
    return data<Answer>({
      ok: true,
      link,
      message: `Invitation made. Copy the link now: it is shown only this once${emailed ? " (and it is on its way by e-mail)" : ""}.`,
    });
  }
  if (form && intent === "role") {
    const changed = await changeCollaboratorRole(deps, { id: text(form, "id"), role: text(form, "role") });
    if (!changed.ok) return data<Answer>({ ok: false, message: changed.message }, { status: changed.notFound ? 404 : 400 });
    return data<Answer>({
      ok: true,
      message: `${changed.value.name} is now ${changed.value.role === "owner" ? "an owner" : "an editor"}.`,
    });
  }
  return data<Answer>({ ok: false, message: "Please use the forms on this page." }, { status: 400 });
}

function RoleSelect(props: ComponentProps<"select"> & { defaultValue: ConsoleRole }) {
  return (
    <ConsoleSelect name="role" {...props}>
      {(Object.keys(ROLE_LABELS) as ConsoleRole[]).map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </ConsoleSelect>
  );
}

export default function AdminCollaborators({ loaderData, actionData }: Route.ComponentProps) {
  const { collaborators } = loaderData;
  const answer = actionData;
  const fieldError = (field: string) => (answer && !answer.ok && answer.field === field ? answer.message : undefined);
  return (
    <>
      <ConsoleHeading title="Collaborators">
        People who help you run the console. Each signs in with their own passkey. An editor works on live sessions, registrants, messages
        and content; an owner can do everything.
      </ConsoleHeading>
      {answer && (answer.ok || !answer.field) ? <CommandMessage answer={answer} /> : null}
      {answer?.link ? (
        <Panel aria-labelledby="invitation-link" className="mb-8 space-y-2">
          <h2 id="invitation-link" className="text-lg font-semibold">
            The invitation link
          </h2>
          <ConsoleLabel htmlFor="invitation-link-text">Send it to them yourself, or it has gone by e-mail</ConsoleLabel>
          <ConsoleInput id="invitation-link-text" readOnly value={answer.link} className="font-mono text-xs" />
          <p className="text-sm text-muted-foreground">
            It works once, within {ADMIN.invitationDays} days. Whoever opens it adds a passkey and is signed in.
          </p>
        </Panel>
      ) : null}
      <section aria-labelledby="people" className="mb-10 space-y-4">
        <h2 id="people" className="text-xl font-semibold">
          People
        </h2>
        {collaborators.length === 0 ? (
          <p className="text-muted-foreground">Nobody else yet: invite someone below.</p>
        ) : (
          <ConsoleTable caption="Collaborators and invitations" head={["Name", "State", "Passkeys", "Role", ""]}>
            {collaborators.map((person) => (
              <tr key={person.id}>
                <Cell className="break-words">
                  {person.name}
                  {person.email ? <span className="block text-xs text-muted-foreground">{person.email}</span> : null}
                </Cell>
                <Cell>{person.state}</Cell>
                <Cell>{person.passkeys}</Cell>
                <Cell>
                  <Form method="post" className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="id" value={person.id} />
                    <label htmlFor={`role-${person.id}`} className="sr-only">
                      Role of {person.name}
                    </label>
                    <RoleSelect id={`role-${person.id}`} defaultValue={person.role} />
                    <Button type="submit" name="intent" value="role" variant="outline" size="sm">
                      Save <span className="sr-only">the role of {person.name}</span>
                    </Button>
                  </Form>
                </Cell>
                <Cell>
                  <Link className="text-sm text-destructive underline" to={`/admin/collaborators/${person.id}/remove`}>
                    Remove <span className="sr-only">{person.name}</span>
                  </Link>
                </Cell>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </section>
      <Panel aria-labelledby="invite">
        <h2 id="invite" className="mb-4 text-lg font-semibold">
          Invite someone
        </h2>
        <Form method="post" className="grid grid-cols-1 gap-4 sm:grid-cols-2" key={answer?.link ?? "invite"}>
          <FormField id="invite-name" label="Name" error={fieldError("name")}>
            <ConsoleInput name="name" required maxLength={COLLABORATOR_LIMITS.name} defaultValue={answer?.values?.name ?? ""} />
          </FormField>
          <FormField id="invite-role" label="Role" error={fieldError("role")}>
            <RoleSelect defaultValue={answer?.values?.role === "owner" ? "owner" : "editor"} />
          </FormField>
          <FormField id="invite-email" label="E-mail the link to (optional)" error={fieldError("email")} className="sm:col-span-2">
            <ConsoleInput
              name="email"
              type="email"
              autoComplete="off"
              maxLength={COLLABORATOR_LIMITS.email}
              defaultValue={answer?.values?.email ?? ""}
            />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" name="intent" value="invite">
              Make an invitation link
            </Button>
          </div>
        </Form>
      </Panel>
    </>
  );
}
