import { data, Form, Link } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { EVENT_CATEGORIES } from "~/db/schema";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { CommandMessage, SessionFields, type SessionValues } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import {
  changeLiveSession,
  deactivateLiveSession,
  getLiveSession,
  sessionSavedMessage,
  type SessionSaved,
} from "~/services/live-sessions.server";
import type { Outcome } from "~/services/outcome";
import { consoleDeps } from "~/services/service-deps.server";
import { listSessionMessages } from "~/services/session-messages.server";
import { sentMessageRow } from "~/services/session-people";
import { SentMessages } from "~/features/admin/sent-messages";
import { formRefusal, readSessionForm } from "~/services/session-schema";
import type { Route } from "./+types/admin.live-sessions.$id";
import { passRetryAfter } from "~/lib/form-route";

export async function loader({ params, context }: Route.LoaderArgs) {
  const [found, sent] = await Promise.all([
    getLiveSession(consoleDeps(context), { id: params.id }),
    listSessionMessages(consoleDeps(context), { eventId: params.id }),
  ]);
  if (!found.ok || !sent.ok) throw data(null, { status: 404 });
  const row = found.value;
  const values: SessionValues = {
    title: row.title,
    subtitle: row.subtitle ?? "",
    date: row.date,
    time: row.time,
    category: row.category,
    description: row.description,
    duration: row.duration ?? "",
    "max-attendees": row.maxAttendees === null ? "" : String(row.maxAttendees),
    zone: row.timeZone,
    "join-url": row.joinUrl ?? "",
    location: row.location ?? "",
    reminders: row.remindersEnabled ? "on" : "off",
  };
  return { id: row.id, title: row.title, isActive: row.isActive, values, categories: EVENT_CATEGORIES, messages: sent.value.messages.map(sentMessageRow) };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/** Save, deactivate or activate: the service's checks (seats not below those registered, readable dates) and messages. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form?.get("intent");
  const deps = consoleDeps(context);
  if (intent === "deactivate") return answer("deactivated", await deactivateLiveSession(deps, { id: params.id }));
  if (intent === "activate") return answer("updated", await changeLiveSession(deps, { id: params.id, fields: {}, activate: true }));
  if (intent === "save" && form) {
    const { text } = readSessionForm(form, "change");
    return answer("updated", await changeLiveSession(deps, { id: params.id, fields: text }));
  }
  return data({ ok: false, message: "Unknown request." }, { status: 400 });
}

function answer(kind: "updated" | "deactivated", outcome: Outcome<SessionSaved>) {
  if (!outcome.ok) return data(formRefusal(outcome), { status: 400 });
  return data({ ok: true, message: sessionSavedMessage(kind, outcome.value) }, { status: 200 });
}

export default function AdminLiveSession({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, isActive, values, categories, messages } = loaderData;
  return (
    <>
      <ConsoleHeading title={title}>
        {isActive ? "Active: listed on /events while it is ahead." : "Deactivated: not on /events, registration closed."}{" "}
        <Link className="text-primary underline" to={`/admin/live-sessions/${id}/registrants`}>
          Registrants
        </Link>{" "}
        <Link className="text-primary underline" to={`/admin/live-sessions/${id}/message`}>
          Write to its people
        </Link>
      </ConsoleHeading>
      <CommandMessage answer={actionData} />
      <Panel aria-labelledby="edit-session" className="mb-6">
        <h2 id="edit-session" className="mb-4 text-lg font-semibold">
          Edit
        </h2>
        <Form method="post" className="space-y-4">
          <SessionFields idPrefix="edit" values={values} categories={categories} refusal={actionData} />
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
