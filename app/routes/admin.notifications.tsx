import { data, Form } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleLabel } from "~/features/admin/console-fields";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { CommandMessage } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { getOwnerSettings, saveOwnerSettings } from "~/services/owner.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.notifications";

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getOwnerSettings(consoleDeps(context), {});
  if (!settings.ok) throw new Error(settings.message);
  return settings.value;
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

const notOurForm = () => data({ ok: false, message: "Please use the form on this page." }, { status: 400 });

/**
 * Saves the three settings together (a checkbox left unticked is off) and moves the digest's
 * schedule to match. No command line command sets these yet: the owner service holds them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const asked = form?.get("digest-hour");
  if (!form || form.get("intent") !== "save" || typeof asked !== "string" || !/^\d{1,2}$/.test(asked)) return notOurForm();
  const saved = await saveOwnerSettings(consoleDeps(context), {
    notices: { registration: form.get("registration") === "on", "early-access-signup": form.get("early-access-signup") === "on" },
    digest: { enabled: form.get("digest") === "on", hour: Number(asked) },
  });
  // The select offers every hour the service takes: another one comes from outside the form.
  return saved.ok ? { ok: true, message: "Saved." } : notOurForm();
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

export default function AdminNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { notices, digest, ownerEmail, timeZone } = loaderData;
  const toggle = (name: string, label: string, checked: boolean, hint: string) => (
    <div className="flex items-start gap-3">
      <input
        id={`notify-${name}`}
        name={name}
        type="checkbox"
        defaultChecked={checked}
        className="mt-1 size-4 accent-primary"
        aria-describedby={`notify-${name}-hint`}
      />
      <div>
        <ConsoleLabel htmlFor={`notify-${name}`}>{label}</ConsoleLabel>
        <p id={`notify-${name}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
  return (
    <>
      <ConsoleHeading title="Notifications">The e-mails the site sends you, at {ownerEmail}.</ConsoleHeading>
      <CommandMessage answer={actionData} />
      <Panel aria-labelledby="notify-settings">
        <h2 id="notify-settings" className="mb-4 text-lg font-semibold">
          E-mail me
        </h2>
        {/* The saved values as keys: after a save the fields show what was stored, with or without JavaScript. */}
        <Form method="post" className="space-y-5" key={JSON.stringify(loaderData)}>
          {toggle("registration", "On each new registration", notices.registration, "Who registered for which live session.")}
          {toggle(
            "early-access-signup",
            "On each new early-access sign-up",
            notices["early-access-signup"],
            "Who signed up on which page, and what they want to learn.",
          )}
          {toggle(
            "digest",
            "The daily digest",
            digest.enabled,
            "The last 24 hours: sign-ups, registrations, failed e-mails, AI use, top pages.",
          )}
          <div className="space-y-1.5 pl-7">
            <ConsoleLabel htmlFor="notify-digest-hour">The digest's hour</ConsoleLabel>
            <select
              id="notify-digest-hour"
              name="digest-hour"
              defaultValue={String(digest.hour)}
              aria-describedby="notify-digest-hour-hint"
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            >
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
            <p id="notify-digest-hour-hint" className="text-sm text-muted-foreground">
              In {timeZone} (OWNER_TIME_ZONE).
            </p>
          </div>
          <Button type="submit" name="intent" value="save">
            Save
          </Button>
        </Form>
      </Panel>
    </>
  );
}
