import { consoleTime } from "~/features/admin/console-time.server";
import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ConsoleInput, ConsoleLabel } from "~/features/admin/console-fields";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { EmailNotSetUp, OUTBOX_STATUS_WORDS } from "~/features/admin/outbox-view";
import { CommandMessage } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import { correctOutboxRecipient, getOutboxMessage, retryOutbox } from "~/services/outbox.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.outbox.$id";
import { passRetryAfter } from "~/lib/form-route";

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await getOutboxMessage(consoleDeps(context), { id: params.id });
  if (!found.ok) throw data(null, { status: 404 });
  const row = found.value;
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    status: row.status,
    attempts: row.attempts,
    reason: row.reason,
    lastError: row.lastError,
    emailSetUp: row.emailSetUp,
    attachments: row.attachments.map((file) => file.filename),
    queued: consoleTime(row.createdAt),
    sent: consoleTime(row.sentAt),
    next: consoleTime(row.nextAttemptAt),
    gaveUp: consoleTime(row.updatedAt),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/**
 * Retry, as the command line's `outbox retry` does (a sent e-mail is never sent twice), or send it
 * to a corrected address (intent "correct", the address in "to").
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const deps = consoleDeps(context);
  const to = form?.get("to");
  const outcome =
    form?.get("intent") === "correct"
      ? await correctOutboxRecipient(deps, { id: params.id, to: typeof to === "string" ? to : "" })
      : await retryOutbox(deps, { id: params.id });
  if (!outcome.ok) {
    if (outcome.notFound || outcome.field === "id") throw data(null, { status: 404 });
    return data({ ok: false, message: outcome.message, field: outcome.field }, { status: 400 });
  }
  const { message, delivery } = outcome.value;
  return data(
    { ok: true, message: delivery ? `${message}\n${delivery}` : message, field: undefined as string | undefined },
    { status: 200 },
  );
}

export default function AdminOutboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const message = loaderData;
  // A failed e-mail has no next try; a waiting one has none to show while e-mail is not set up.
  const when: Array<[string, string]> =
    message.status === "sent"
      ? [["Sent", message.sent]]
      : message.status === "failed"
        ? [["Gave up", message.gaveUp]]
        : message.emailSetUp
          ? [["Next try", message.next]]
          : [];
  const facts: Array<[string, string]> = [
    ["Status", OUTBOX_STATUS_WORDS[message.status]],
    ["To", message.to],
    ["Queued", message.queued],
    ["Attempts", String(message.attempts)],
    ...when,
    ["Attachments", message.attachments.join(", ") || "—"],
  ];
  const refusedAddress = actionData && !actionData.ok && actionData.field === "to" ? actionData.message : undefined;
  return (
    <>
      <ConsoleHeading title={message.subject} />
      <CommandMessage answer={actionData} />
      {message.status === "pending" && !message.emailSetUp ? <EmailNotSetUp /> : null}
      <dl className="mb-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {message.reason ? (
        <section aria-labelledby="last-error" className="mb-6">
          <h2 id="last-error" className="mb-2 text-lg font-semibold">
            {message.status === "failed" ? "Why it failed" : "Why the last try did not work"}
          </h2>
          <p className="mb-2">{message.reason}</p>
          <details>
            <summary className="cursor-pointer text-sm text-muted-foreground">What the mail server answered</summary>
            <pre className="mt-2 overflow-x-auto rounded-md border border-border bg-muted p-4 text-xs whitespace-pre-wrap">
              {message.lastError}
            </pre>
          </details>
        </section>
      ) : null}
      {message.status !== "sent" ? (
        <div className="mb-6 space-y-6">
          <Form method="post">
            <Button type="submit" name="intent" value="retry">
              Retry
            </Button>
          </Form>
          {/* Keyed by the address, so a correction that went through shows the new one as the field's value. */}
          <Form method="post" className="max-w-md space-y-1.5" key={message.to}>
            <ConsoleLabel htmlFor="outbox-to">Correct the address</ConsoleLabel>
            <p id="outbox-to-hint" className="text-sm text-muted-foreground">
              A mistyped address can be fixed here; the e-mail is then sent to the new one.
            </p>
            <ConsoleInput
              id="outbox-to"
              name="to"
              type="email"
              required
              defaultValue={message.to}
              autoComplete="off"
              aria-invalid={refusedAddress ? true : undefined}
              aria-describedby={refusedAddress ? "outbox-to-hint outbox-to-error" : "outbox-to-hint"}
            />
            {refusedAddress ? (
              <p id="outbox-to-error" role="alert" className="text-sm text-destructive">
                {refusedAddress}
              </p>
            ) : null}
            <Button type="submit" name="intent" value="correct" variant="outline" className="mt-2">
              Send to this address
            </Button>
          </Form>
        </div>
      ) : null}
      <section aria-labelledby="message-text">
        <h2 id="message-text" className="mb-2 text-lg font-semibold">
          Message
        </h2>
        {/* A long link breaks where it must, so the text never scrolls sideways on a phone. */}
        <pre className="rounded-md border border-border bg-card p-4 text-sm wrap-anywhere whitespace-pre-wrap">{message.text}</pre>
      </section>
    </>
  );
}
