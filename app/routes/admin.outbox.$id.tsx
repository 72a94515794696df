import { consoleTime } from "~/features/admin/console-time.server";
import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { CommandMessage } from "~/features/admin/session-fields";
import { getOutboxMessage, retryOutbox } from "~/services/outbox.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.outbox.$id";
import { passRetryAfter } from "~/lib/form-route";

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await getOutboxMessage(consoleDeps(context), { id: params.id });
  if (!found.ok) throw data(null, { status: 404 });
  const row = found.value;
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    attachments: row.attachments.map((file) => file.filename),
    queued: consoleTime(row.createdAt),
    sent: consoleTime(row.sentAt),
    next: consoleTime(row.nextAttemptAt),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/** Retry, as the command line's `outbox retry` does (a sent e-mail is never sent twice). */
export async function action({ params, context }: Route.ActionArgs) {
  const outcome = await retryOutbox(consoleDeps(context), { id: params.id });
  if (!outcome.ok) {
    if (outcome.field) throw data(null, { status: 404 });
    return data({ ok: false, message: outcome.message }, { status: 400 });
  }
  const { message, delivery } = outcome.value;
  return data({ ok: true, message: delivery ? `${message}\n${delivery}` : message }, { status: 200 });
}

export default function AdminOutboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const message = loaderData;
  const facts: Array<[string, string]> = [
    ["Status", message.status],
    ["Kind", message.kind],
    ["To", message.to],
    ["Queued", message.queued],
    ["Attempts", String(message.attempts)],
    [message.status === "sent" ? "Sent" : "Next try", message.status === "sent" ? message.sent : message.next],
    ["Attachments", message.attachments.join(", ") || "—"],
  ];
  return (
    <>
      <ConsoleHeading title={message.subject} />
      <CommandMessage answer={actionData} />
      <dl className="mb-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {message.lastError ? (
        <section aria-labelledby="last-error" className="mb-6">
          <h2 id="last-error" className="mb-2 text-lg font-semibold">
            Last error
          </h2>
          <pre className="overflow-x-auto rounded-md border border-border bg-muted p-4 text-xs whitespace-pre-wrap">
            {message.lastError}
          </pre>
        </section>
      ) : null}
      {message.status !== "sent" ? (
        <Form method="post" className="mb-6">
          <Button type="submit">Retry</Button>
        </Form>
      ) : null}
      <section aria-labelledby="message-text">
        <h2 id="message-text" className="mb-2 text-lg font-semibold">
          Message
        </h2>
        <pre className="overflow-x-auto rounded-md border border-border bg-card p-4 text-sm whitespace-pre-wrap">{message.text}</pre>
      </section>
    </>
  );
}
