import { data, Form } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleInput, ConsoleLabel } from "~/features/admin/console-fields";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { CommandMessage } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import { forgetPerson } from "~/services/people.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.forget";
import { passRetryAfter } from "~/lib/form-route";

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/**
 * Forgets a person with the same service as the command line's `forget`: its check of the
 * address, its one transaction, its report of the rows removed per table.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (!form) return data({ ok: false, message: "Please use the form on this page.", email: "" }, { status: 400 });
  const email = form.get("email");
  const value = typeof email === "string" ? email : "";
  const outcome = await forgetPerson(consoleDeps(context), { email: value });
  if (!outcome.ok) return data({ ok: false, message: outcome.message, email: value }, { status: 400 });
  return data({ ok: true, message: outcome.value.text.trim(), email: "" }, { status: 200 });
}

export default function AdminForget({ actionData }: Route.ComponentProps) {
  return (
    <>
      <ConsoleHeading title="Forget a person">
        Removes an e-mail address, in any case, from every table that holds one, as <code>npm run admin -- forget</code> does.
      </ConsoleHeading>
      <CommandMessage answer={actionData} mono />
      <Panel aria-labelledby="forget-form">
        <h2 id="forget-form" className="mb-2 text-lg font-semibold">
          The address to forget
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          Their early-access sign-ups, live-session registrations (their seats are freed and go to the first people waiting), newsletter
          sign-up and every e-mail to them or naming them in the outbox are deleted in one go. This cannot be undone.
        </p>
        {/* A new key per answer empties the field after a success, with or without JavaScript. */}
        <Form method="post" className="flex flex-wrap items-end gap-3" key={actionData?.message ?? "form"}>
          <div className="min-w-64 flex-1 space-y-1.5">
            <ConsoleLabel htmlFor="forget-email">E-mail address</ConsoleLabel>
            <ConsoleInput id="forget-email" name="email" type="email" autoComplete="off" required defaultValue={actionData?.email ?? ""} />
          </div>
          <Button type="submit" variant="destructive">
            Forget this person
          </Button>
        </Form>
      </Panel>
    </>
  );
}
