import { consoleTime } from "~/features/admin/console-time.server";
import { data, Form, Link } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { EVENT_CATEGORIES } from "~/db/schema";
import { ConsoleLabel, ConsoleTextarea } from "~/features/admin/console-fields";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { ConfirmStep, isConfirmed, type Confirmation } from "~/features/admin/confirm-step";
import { CONFIRM_WORDS } from "~/features/admin/confirm-words";
import { CommandMessage, SessionFields, type SessionValues } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import {
  changeLiveSession,
  deactivateLiveSession,
  getLiveSession,
  planLiveSessionChange,
  sessionSavedMessage,
  type SessionSaved,
} from "~/services/live-sessions.server";
import type { Outcome } from "~/services/outcome";
import { consoleDeps } from "~/services/service-deps.server";
import { listSessionMessages } from "~/services/session-messages.server";
import { sentMessageRow } from "~/services/session-people";
import { SentMessages } from "~/features/admin/sent-messages";
import { formRefusal, readSessionForm, SESSION_LIMITS, sessionFormValues } from "~/services/session-schema";
import type { Route } from "./+types/admin.live-sessions.$id";
import { passRetryAfter } from "~/lib/form-route";

export async function loader({ params, context }: Route.LoaderArgs) {
  const [found, sent] = await Promise.all([
    getLiveSession(consoleDeps(context), { id: params.id }),
    listSessionMessages(consoleDeps(context), { eventId: params.id }),
  ]);
  if (!found.ok || !sent.ok) throw data(null, { status: 404 });
  const row = found.value;
  return {
    id: row.id,
    title: row.title,
    isActive: row.isActive,
    values: sessionFormValues(row),
    categories: EVENT_CATEGORIES,
    messages: sent.value.messages.map((message) => sentMessageRow(message, consoleTime)),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/** What the confirm step offers besides the question: a note for an update, the quiet way off for a sample session. */
type Ask = { ok: true; message: ""; confirm: Confirmation; note?: true; sample?: { taken: number; registered: number } };

/**
 * Save, deactivate or activate: the service's checks (seats not below those registered, readable
 * dates) and messages. A save or deactivation that e-mails people answers first with the confirm
 * step (whom, how many, what changed); the same request with confirm=yes does it (decision 059).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form?.get("intent");
  const deps = consoleDeps(context);
  const confirmed = isConfirmed(form);
  if (intent === "deactivate") {
    if (!confirmed) {
      const plan = await planLiveSessionChange(deps, { id: params.id, deactivate: true });
      if (!plan.ok) return data(formRefusal(plan), { status: plan.notFound ? 404 : 400 });
      const { emails, sample, title, registered, waiting } = plan.value;
      if (emails > 0) {
        const confirm: Confirmation = {
          title: CONFIRM_WORDS.deactivateTitle(title),
          effect: CONFIRM_WORDS.deactivateEffect({ registered, waiting }),
          details: [...CONFIRM_WORDS.deactivateDetails],
          confirmLabel: CONFIRM_WORDS.deactivateConfirm,
          fields: { intent: "deactivate" },
        };
        const ask: Ask = { ok: true, message: "", confirm, ...(sample ? { sample: { taken: plan.value.taken, registered } } : {}) };
        return ask;
      }
    }
    const notify = form?.get("notify") !== "no";
    return answer("deactivated", await deactivateLiveSession(deps, { id: params.id, notify }));
  }
  if (intent === "activate") return answer("updated", await changeLiveSession(deps, { id: params.id, fields: {}, activate: true }));
  if (intent === "save" && form) {
    const { text, values } = readSessionForm(form, "change");
    if (!confirmed) {
      const plan = await planLiveSessionChange(deps, { id: params.id, fields: text });
      if (!plan.ok) return data(formRefusal(plan), { status: plan.notFound ? 404 : 400 });
      const { emails, movesTime, changes, title } = plan.value;
      if (emails > 0) {
        const confirm: Confirmation = {
          title: CONFIRM_WORDS.saveTitle(title),
          effect: CONFIRM_WORDS.saveEffect({ emails, movesTime }),
          details: changes.map((change) => `${change.label}: ${change.from} → ${change.to}`),
          confirmLabel: CONFIRM_WORDS.saveConfirm(emails),
          fields: { intent: "save", ...values },
        };
        const ask: Ask = { ok: true, message: "", confirm, note: true };
        return ask;
      }
    }
    const note = form.get("note");
    return answer(
      "updated",
      await changeLiveSession(deps, { id: params.id, fields: text, note: typeof note === "string" ? note : undefined }),
    );
  }
  return data({ ok: false, message: "Unknown request." }, { status: 400 });
}

function answer(kind: "updated" | "deactivated", outcome: Outcome<SessionSaved>) {
  if (!outcome.ok) return data(formRefusal(outcome), { status: 400 });
  return data({ ok: true, message: sessionSavedMessage(kind, outcome.value) }, { status: 200 });
}

export default function AdminLiveSession({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, isActive, values, categories, messages } = loaderData;
  const ask = actionData && "confirm" in actionData ? (actionData as Ask) : undefined;
  const here = `/admin/live-sessions/${id}`;
  return (
    <>
      <ConsoleHeading title={title}>
        {isActive ? "Active: listed on /events while it is ahead." : "Deactivated: not on /events, registration closed."}{" "}
        <Link className="text-primary underline" to={`/admin/live-sessions/${id}/registrants`}>
          Registrants
        </Link>
        <span aria-hidden="true"> · </span>
        <Link className="text-primary underline" to={`/admin/live-sessions/${id}/message`}>
          Write to its people
        </Link>
      </ConsoleHeading>
      {ask ? (
        <ConfirmStep confirmation={ask.confirm} cancelTo={here}>
          {ask.note ? (
            <div className="space-y-1.5">
              <ConsoleLabel htmlFor="confirm-note">{CONFIRM_WORDS.noteLabel}</ConsoleLabel>
              <ConsoleTextarea
                id="confirm-note"
                name="note"
                rows={3}
                maxLength={SESSION_LIMITS.note}
                aria-describedby="confirm-note-hint"
              />
              <p id="confirm-note-hint" className="text-xs text-muted-foreground">
                {CONFIRM_WORDS.noteHint}
              </p>
            </div>
          ) : null}
          {ask.sample ? (
            <div className="space-y-1.5 rounded-md border border-border p-3">
              <label className="flex items-start gap-2 text-sm font-medium">
                <input type="checkbox" name="notify" value="no" className="mt-1" aria-describedby="confirm-quiet-hint" />
                {CONFIRM_WORDS.sampleQuietLabel}
              </label>
              <p id="confirm-quiet-hint" className="text-xs text-muted-foreground">
                {CONFIRM_WORDS.sampleQuietHint(ask.sample.taken, ask.sample.registered)}
              </p>
            </div>
          ) : null}
        </ConfirmStep>
      ) : (
        <CommandMessage answer={actionData} />
      )}
      <Panel aria-labelledby="edit-session" className="mb-6">
        <h2 id="edit-session" className="mb-4 text-lg font-semibold">
          Edit
        </h2>
        <Form method="post" className="space-y-4">
          <SessionFields idPrefix="edit" values={values as SessionValues} categories={categories} refusal={ask ? undefined : actionData} />
          <Button type="submit" name="intent" value="save">
            Save changes
          </Button>
        </Form>
      </Panel>
      <Form method="post">
        {isActive ? (
          <Button type="submit" name="intent" value="deactivate" variant="destructive">
            Deactivate (registrations are kept)
          </Button>
        ) : (
          <Button type="submit" name="intent" value="activate" variant="outline">
            Activate again
          </Button>
        )}
      </Form>
      <div className="mt-8">
        <SentMessages messages={messages} />
      </div>
    </>
  );
}
