import { data, Form, Link } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleLabel, ConsoleSelect } from "~/features/admin/console-fields";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { CommandMessage } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import {
  getOwnerSettings,
  previewDigest,
  saveOwnerSettings,
  sendDigestNow,
  type OwnerNotificationKind,
  type OwnerNotificationSettings,
} from "~/services/owner.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.notifications";

/** Each notice the owner can turn on or off: its box's words, in the page's order. */
const NOTICES: Record<OwnerNotificationKind, { label: string; hint: string }> = {
  registration: { label: "On each new registration", hint: "Who registered for which live session." },
  "waitlist-join": { label: "When someone joins a waitlist", hint: "Who is waiting for a full session, and their place in line." },
  cancellation: { label: "When someone cancels", hint: "Who gave up their seat or their place on a waitlist." },
  promotion: { label: "When someone moves up from a waitlist", hint: "Who got a freed seat; they are e-mailed the join details." },
  "early-access-signup": { label: "On each new early-access sign-up", hint: "Who signed up on which page, and what they want to learn." },
  sale: { label: "On each sale", hint: "What sold through Stripe, for how much, and the page that brought the buyer." },
};
const NOTICE_KINDS = Object.keys(NOTICES) as OwnerNotificationKind[];

/** The query that shows the digest as it would arrive now. */
const PREVIEW = "digest";

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = consoleDeps(context);
  const settings = await getOwnerSettings(deps, {});
  if (!settings.ok) throw new Error(settings.message);
  const asked = new URL(request.url).searchParams.get("preview") === PREVIEW;
  const preview = asked ? await previewDigest(deps, {}) : undefined;
  return { ...settings.value, preview: preview?.ok ? preview.value : undefined };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

const notOurForm = () => data({ ok: false, message: "Please use the form on this page." }, { status: 400 });

/**
 * Saves the notices and the digest together (a checkbox left unticked is off) and moves the
 * digest's schedule to match; or sends the digest now, once per press of its button. No command
 * line command sets these yet: the owner service holds them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form?.get("intent") === "send-digest") {
    const press = form.get("press");
    const sent = await sendDigestNow(consoleDeps(context), { press: typeof press === "string" ? press : "" });
    if (!sent.ok) return notOurForm();
    const { to, emailSetUp } = sent.value;
    if (!sent.value.sent) return { ok: true, message: `That digest was already sent to ${to}.` };
    return {
      ok: true,
      message: emailSetUp
        ? `The digest is on its way to ${to}.`
        : `The digest is in the outbox for ${to}. E-mail is not set up yet, so it waits there until it is.`,
    };
  }
  const asked = form?.get("digest-hour");
  if (!form || form.get("intent") !== "save" || typeof asked !== "string" || !/^\d{1,2}$/.test(asked)) return notOurForm();
  const notices = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, form.get(kind) === "on"])) as OwnerNotificationSettings;
  const saved = await saveOwnerSettings(consoleDeps(context), {
    notices,
    digest: { enabled: form.get("digest") === "on", hour: Number(asked) },
  });
  // The select offers every hour the service takes: another one comes from outside the form.
  return saved.ok ? { ok: true, message: "Saved." } : notOurForm();
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

export default function AdminNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { notices, digest, ownerEmail, timeZone, digestPress, preview } = loaderData;
  const toggle = (name: string, label: string, checked: boolean, hint: string) => (
    <div className="flex items-start gap-3" key={name}>
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
      <Panel aria-labelledby="notify-settings" className="mb-6">
        <h2 id="notify-settings" className="mb-4 text-lg font-semibold">
          E-mail me
        </h2>
        {/* The saved values as keys: after a save the fields show what was stored, with or without JavaScript. */}
        <Form method="post" className="space-y-5" key={JSON.stringify({ notices, digest })}>
          {NOTICE_KINDS.map((kind) => toggle(kind, NOTICES[kind].label, notices[kind], NOTICES[kind].hint))}
          {toggle(
            "digest",
            "The daily digest",
            digest.enabled,
            "The last 24 hours: sign-ups, registrations, failed e-mails, AI use, top pages.",
          )}
          <div className="space-y-1.5 pl-7">
            <ConsoleLabel htmlFor="notify-digest-hour">The digest's hour</ConsoleLabel>
            <ConsoleSelect
              id="notify-digest-hour"
              name="digest-hour"
              defaultValue={String(digest.hour)}
              aria-describedby="notify-digest-hour-hint"
            >
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </ConsoleSelect>
            <p id="notify-digest-hour-hint" className="text-sm text-muted-foreground">
              In your time zone, {timeZone}.
            </p>
          </div>
          <Button type="submit" name="intent" value="save">
            Save
          </Button>
        </Form>
      </Panel>
      <Panel aria-labelledby="digest-now">
        <h2 id="digest-now" className="mb-2 text-lg font-semibold">
          The digest, now
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          See the digest of the last 24 hours as it would arrive, or have it sent to you now. The daily one still comes at its hour.
        </p>
        <div className="flex flex-wrap gap-3">
          {preview ? null : (
            <Button asChild variant="outline">
              <Link to={`?preview=${PREVIEW}`}>Preview the digest</Link>
            </Button>
          )}
          {/* The press's key is new with every load of the page: a double-click sends one digest. */}
          <Form method="post">
            <input type="hidden" name="press" value={digestPress} />
            <Button type="submit" name="intent" value="send-digest">
              Send the digest now
            </Button>
          </Form>
        </div>
        {preview ? (
          <section aria-labelledby="digest-preview" className="mt-6">
            <h3 id="digest-preview" className="mb-2 font-semibold">
              Preview
            </h3>
            <dl className="mb-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">To</dt>
              <dd className="break-words">{preview.to}</dd>
              <dt className="font-semibold">Subject</dt>
              <dd className="break-words">{preview.subject}</dd>
            </dl>
            <pre className="overflow-x-auto rounded-md border border-border bg-background p-4 text-sm whitespace-pre-wrap">
              {preview.text}
            </pre>
          </section>
        ) : null}
      </Panel>
    </>
  );
}
