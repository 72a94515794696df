import { consoleTime } from "~/features/admin/console-time.server";
import { data, Form, Link } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleInput, ConsoleLabel, ConsoleTextarea } from "~/features/admin/console-fields";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { CommandMessage } from "~/features/admin/session-fields";
import { SentMessages } from "~/features/admin/sent-messages";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { consoleDeps } from "~/services/service-deps.server";
import { listSessionMessages, previewSessionMessage, sendSessionMessage, sentMessageAnswer } from "~/services/session-messages.server";
import { people, readMessageForm, recipientsSentence, SESSION_MESSAGE_LIMITS, sentMessageRow } from "~/services/session-people";
import type { Route } from "./+types/admin.live-sessions.$id.message";

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await listSessionMessages(consoleDeps(context), { eventId: params.id });
  if (!found.ok) throw data(null, { status: 404 });
  const { event, registered, waiting, messages } = found.value;
  return {
    id: event.id,
    title: event.title,
    registered,
    waiting,
    messages: messages.map((message) => sentMessageRow(message, consoleTime)),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

interface Values {
  subject: string;
  body: string;
  waitlist: boolean;
}

type Answer =
  | { stage: "compose"; values: Values; ok?: false; message?: string; field?: string }
  | {
      stage: "preview";
      values: Values;
      key: string;
      recipients: number;
      email: { to: string; subject: string; text: string; html: string };
    }
  | { stage: "sent"; ok: true; message: string };

/** Preview (nothing sent), change it (back to the form), or send with the preview's key (once, however often it is posted). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form?.get("intent");
  const values = readMessageForm(form);
  const compose = (refusal?: { message: string; field?: string }, status = 200) =>
    data<Answer>(
      { stage: "compose", values: { ...values, waitlist: values.waitlist ?? false }, ...(refusal ? { ok: false, ...refusal } : {}) },
      { status },
    );
  const deps = consoleDeps(context);
  if (intent === "edit") return compose();
  if (intent === "preview") {
    const preview = await previewSessionMessage(deps, { eventId: params.id, ...values });
    if (!preview.ok) return compose({ message: preview.message, field: preview.field }, preview.notFound ? 404 : 400);
    const { key, recipients, email, text } = preview.value;
    return data<Answer>({
      stage: "preview",
      values: text,
      key,
      recipients,
      email: { to: email.to, subject: email.subject, text: email.text, html: email.html ?? "" },
    });
  }
  if (intent === "send") {
    const key = form?.get("key");
    const sent = await sendSessionMessage(deps, { eventId: params.id, key: typeof key === "string" ? key : "", ...values });
    if (!sent.ok) return compose({ message: sent.message, field: sent.field }, sent.notFound ? 404 : 400);
    return data<Answer>({ stage: "sent", ok: true, message: sentMessageAnswer(sent.value) });
  }
  return data(
    { stage: "compose", values: { subject: "", body: "", waitlist: false }, ok: false, message: "Unknown request." } satisfies Answer,
    {
      status: 400,
    },
  );
}

export default function AdminSessionMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, registered, waiting, messages } = loaderData;
  const answer = actionData as Answer | undefined;
  return (
    <>
      <ConsoleHeading title={`Write to the people of ${title}`}>
        {registered} registered, {waiting} on the waitlist.{" "}
        <Link className="text-primary underline" to={`/admin/live-sessions/${id}`}>
          Back to the session
        </Link>
      </ConsoleHeading>
      {answer?.stage === "sent" ? <CommandMessage answer={answer} /> : null}
      {answer?.stage === "preview" ? (
        <Preview answer={answer} />
      ) : (
        <Compose answer={answer?.stage === "compose" ? answer : undefined} registered={registered} waiting={waiting} />
      )}
      <SentMessages messages={messages} />
    </>
  );
}

function Compose({ answer, registered, waiting }: { answer?: Extract<Answer, { stage: "compose" }>; registered: number; waiting: number }) {
  const values = answer?.values ?? { subject: "", body: "", waitlist: false };
  const refused = (name: string) => answer?.field === name;
  const fieldProps = (name: "subject" | "body", hint?: string) => ({
    id: `message-${name}`,
    name,
    required: true,
    maxLength: SESSION_MESSAGE_LIMITS[name],
    "aria-invalid": refused(name) || undefined,
    "aria-describedby": [hint ?? "", refused(name) ? `message-${name}-error` : ""].filter(Boolean).join(" ") || undefined,
  });
  const error = (name: string) =>
    refused(name) ? (
      <p id={`message-${name}-error`} role="alert" className="text-xs text-destructive">
        {answer!.message}
      </p>
    ) : null;
  return (
    <Panel aria-labelledby="compose-message" className="mb-6">
      <h2 id="compose-message" className="mb-4 text-lg font-semibold">
        New message
      </h2>
      {answer?.message && !answer.field ? <CommandMessage answer={{ ok: false, message: answer.message }} /> : null}
      <Form method="post" className="space-y-4">
        <div className="space-y-1.5">
          <ConsoleLabel htmlFor="message-subject">Subject</ConsoleLabel>
          <ConsoleInput {...fieldProps("subject")} defaultValue={values.subject} />
          {error("subject")}
        </div>
        <div className="space-y-1.5">
          <ConsoleLabel htmlFor="message-body">Message</ConsoleLabel>
          <ConsoleTextarea {...fieldProps("body", "message-body-hint")} rows={8} defaultValue={values.body} />
          <p id="message-body-hint" className="text-xs text-muted-foreground">
            Plain text. Each person's e-mail starts with a greeting and ends with your name, the session's page and their own link to manage
            their registration.
          </p>
          {error("body")}
        </div>
        <div className="flex items-start gap-2">
          <input id="message-waitlist" type="checkbox" name="waitlist" defaultChecked={values.waitlist} className="mt-1 size-4" />
          <ConsoleLabel htmlFor="message-waitlist">
            Also the {waiting} {people(waiting)} on the waitlist (otherwise only the {registered} registered)
          </ConsoleLabel>
        </div>
        <Button type="submit" name="intent" value="preview">
          Preview
        </Button>
      </Form>
    </Panel>
  );
}

function Preview({ answer }: { answer: Extract<Answer, { stage: "preview" }> }) {
  const { values, key, recipients, email } = answer;
  return (
    <Panel aria-labelledby="preview-message" className="mb-6 space-y-4">
      <h2 id="preview-message" className="text-lg font-semibold">
        Preview
      </h2>
      <p role="status" className="font-semibold">
        {recipientsSentence(recipients)}
      </p>
      <p className="text-sm text-muted-foreground">
        As {email.to} will get it. Subject: <span className="font-medium text-foreground">{email.subject}</span>
      </p>
      <iframe
        title="The e-mail as it will arrive"
        srcDoc={email.html}
        sandbox=""
        className="h-[28rem] w-full rounded-md border border-border bg-white"
      />
      <details>
        <summary className="cursor-pointer text-sm">The plain-text version</summary>
        <pre className="mt-2 text-sm break-words whitespace-pre-wrap">{email.text}</pre>
      </details>
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="subject" value={values.subject} />
        <input type="hidden" name="body" value={values.body} />
        {values.waitlist ? <input type="hidden" name="waitlist" value="on" /> : null}
        <input type="hidden" name="key" value={key} />
        <Button type="submit" name="intent" value="send">
          Send to {recipients} {people(recipients)}
        </Button>
        <Button type="submit" name="intent" value="edit" variant="outline" formNoValidate>
          Change it
        </Button>
      </Form>
    </Panel>
  );
}
