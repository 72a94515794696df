import { data, Form, Link } from "react-router";
import { eq } from "drizzle-orm";
import { databaseContext } from "~/context";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { EVENT_CATEGORIES, events } from "~/db/schema";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { commandOptions, runConsoleCommand } from "~/features/admin/run-command.server";
import { CommandMessage, SESSION_FIELDS, SessionFields, type SessionValues } from "~/features/admin/session-fields";
import { isEventId } from "~/features/events/event-queries.server";
import { readFormData } from "~/lib/form-input";
import type { Route } from "./+types/admin.live-sessions.$id";
import { passRetryAfter } from "~/lib/form-route";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isEventId(params.id)) throw data(null, { status: 404 });
  const { db } = context.get(databaseContext);
  const [row] = await db.select().from(events).where(eq(events.id, params.id));
  if (!row) throw data(null, { status: 404 });
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
  return { id: row.id, title: row.title, isActive: row.isActive, values, categories: EVENT_CATEGORIES };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/**
 * Save, deactivate or activate, each through the command line's `events update` / `events
 * deactivate`: the same checks (seats not below those registered, readable dates) and messages.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form?.get("intent");
  if (intent === "deactivate") return answer(await runConsoleCommand(context, ["events", "deactivate", params.id]));
  if (intent === "activate") return answer(await runConsoleCommand(context, ["events", "update", params.id, "--activate"]));
  if (intent === "save" && form) {
    const values: SessionValues = {};
    for (const name of SESSION_FIELDS) {
      const value = form.get(name);
      if (typeof value === "string") values[name] = value;
    }
    // An empty seat limit means none, as the command line spells it.
    if (values["max-attendees"]?.trim() === "") values["max-attendees"] = "none";
    // An empty zone keeps the session's own.
    if (values.zone?.trim() === "") delete values.zone;
    return answer(await runConsoleCommand(context, ["events", "update", params.id, ...commandOptions(values)]));
  }
  return data({ ok: false, message: "Unknown request." }, { status: 400 });
}

const answer = ({ ok, message }: { ok: boolean; message: string }) => data({ ok, message }, { status: ok ? 200 : 400 });

export default function AdminLiveSession({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, isActive, values, categories } = loaderData;
  return (
    <>
      <ConsoleHeading title={title}>
        {isActive ? "Active: listed on /events while it is ahead." : "Deactivated: not on /events, registration closed."}{" "}
        <Link className="text-primary underline" to={`/admin/live-sessions/${id}/registrants`}>
          Registrants
        </Link>
      </ConsoleHeading>
      <CommandMessage answer={actionData} />
      <Panel aria-labelledby="edit-session" className="mb-6">
        <h2 id="edit-session" className="mb-4 text-lg font-semibold">
          Edit
        </h2>
        <Form method="post" className="space-y-4">
          <SessionFields idPrefix="edit" values={values} categories={categories} />
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
    </>
  );
}
