import { data, Form } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleInput, ConsoleLabel } from "~/features/admin/console-fields";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { ConfirmStep, isConfirmed, type Confirmation } from "~/features/admin/confirm-step";
import { CONFIRM_WORDS } from "~/features/admin/confirm-words";
import { CommandMessage } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import { forgetPerson, previewForget } from "~/services/people.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.forget";
import { passRetryAfter } from "~/lib/form-route";

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/**
 * Forgets a person with the same service as the command line's `forget`: its check of the
 * address, its one transaction, its report of the rows removed per table. The first post shows
 * what would be removed, counted; the confirmed second post removes it (decision 059).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (!form) return data({ ok: false, message: "Please use the form on this page.", email: "" }, { status: 400 });
  const email = form.get("email");
  const value = typeof email === "string" ? email : "";
  const deps = consoleDeps(context);
  if (!isConfirmed(form)) {
    const preview = await previewForget(deps, { email: value });
    if (!preview.ok) return data({ ok: false, message: preview.message, email: value }, { status: 400 });
    const { total, lines } = preview.value;
    if (total === 0) return data({ ok: true, message: `Nothing on this site holds ${preview.value.email}.`, email: "" }, { status: 200 });
    const confirm: Confirmation = {
      title: CONFIRM_WORDS.forgetTitle(preview.value.email),
      effect: CONFIRM_WORDS.forgetEffect(total),
      details: lines,
      confirmLabel: CONFIRM_WORDS.forgetConfirm,
      fields: { email: preview.value.email },
    };
    return { ok: true, message: "", email: value, confirm };
  }
  const outcome = await forgetPerson(deps, { email: value });
  if (!outcome.ok) return data({ ok: false, message: outcome.message, email: value }, { status: 400 });
  return data({ ok: true, message: outcome.value.text.trim(), email: "" }, { status: 200 });
}

export default function AdminForget({ actionData }: Route.ComponentProps) {
  const confirm = actionData && "confirm" in actionData ? actionData.confirm : undefined;
  return (
    <>
      <ConsoleHeading title="Forget a person">
        Removes an e-mail address, in any case, from every table that holds one, as <code>npm run admin -- forget</code> does.
      </ConsoleHeading>
      {confirm ? <ConfirmStep confirmation={confirm} cancelTo="/admin/forget" /> : <CommandMessage answer={actionData} mono />}
      <Panel aria-labelledby="forget-form">
        <h2 id="forget-form" className="mb-2 text-lg font-semibold">
          The address to forget
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          Their early-access sign-ups, live-session registrations (their seats are freed and go to the first people waiting), newsletter
          sign-up with every issue sent to them, and every e-mail to them or naming them in the outbox are deleted in one go. You see how
          many of each before anything is removed; once removed, it cannot be undone.
        </p>
        {/* A new key per answer empties the field after a success, with or without JavaScript. */}
        <Form method="post" className="flex flex-wrap items-end gap-3" key={actionData?.message ?? "form"}>
          <div className="min-w-64 flex-1 space-y-1.5">
            <ConsoleLabel htmlFor="forget-email">E-mail address</ConsoleLabel>
            <ConsoleInput id="forget-email" name="email" type="email" autoComplete="off" required defaultValue={actionData?.email ?? ""} />
          </div>
          <Button type="submit" variant="outline">
            Show what would be removed
          </Button>
        </Form>
      </Panel>
    </>
  );
}
