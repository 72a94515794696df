import { data, Form, Link } from "react-router";
import { desc } from "drizzle-orm";
import { databaseContext } from "~/context";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { EVENT_CATEGORIES, events } from "~/db/schema";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable } from "~/features/admin/console-table";
import { commandOptions, runConsoleCommand } from "~/features/admin/run-command.server";
import { CommandMessage, SESSION_FIELDS, SessionFields, type SessionValues } from "~/features/admin/session-fields";
import { formatEventSchedule, isEventPast } from "~/lib/event-time";
import { readFormData } from "~/lib/form-input";
import type { Route } from "./+types/admin.live-sessions";
import { passRetryAfter } from "~/lib/form-route";

/** Every session, newest first, with its state as /events sees it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(databaseContext);
  const now = new Date();
  const rows = await db.select().from(events).orderBy(desc(events.createdAt));
  return {
    categories: EVENT_CATEGORIES,
    sessions: rows.map((row) => {
      const past = isEventPast(row.date, row.time, now);
      const when = formatEventSchedule(row.date, row.time);
      return {
        id: row.id,
        title: row.title,
        when: `${when.date}, ${when.time}`,
        seats: row.maxAttendees === null ? `${row.currentAttendees} registered` : `${row.currentAttendees} of ${row.maxAttendees}`,
        state: !row.isActive ? (past ? "inactive, past" : "inactive") : past ? "past" : "upcoming",
      };
    }),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/** Adds a session with the command line's own `events add`: its checks, its words. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (!form) return data({ ok: false, message: "Please use the form on this page.", values: {} as SessionValues }, { status: 400 });
  const values: SessionValues = {};
  for (const name of SESSION_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string" && value.trim() !== "") values[name] = value;
  }
  const answer = await runConsoleCommand(context, ["events", "add", ...commandOptions(values)]);
  return data({ ok: answer.ok, message: answer.message, values: answer.ok ? {} : values }, { status: answer.ok ? 200 : 400 });
}

export default function AdminLiveSessions({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, categories } = loaderData;
  return (
    <>
      <ConsoleHeading title="Live sessions">Add, edit and deactivate the sessions /events lists.</ConsoleHeading>
      {sessions.length === 0 ? (
        <p className="mb-8 text-muted-foreground">No sessions yet: add the first one below.</p>
      ) : (
        <div className="mb-8">
          <ConsoleTable caption="Live sessions" head={["Title", "When", "Seats", "State", ""]}>
            {sessions.map((row) => (
              <tr key={row.id}>
                <Cell>
                  <Link className="text-primary underline" to={`/admin/live-sessions/${row.id}`}>
                    {row.title}
                  </Link>
                </Cell>
                <Cell>{row.when}</Cell>
                <Cell>{row.seats}</Cell>
                <Cell>{row.state}</Cell>
                <Cell>
                  <Link className="text-primary underline" to={`/admin/live-sessions/${row.id}/registrants`}>
                    Registrants <span className="sr-only">of {row.title}</span>
                  </Link>
                </Cell>
              </tr>
            ))}
          </ConsoleTable>
        </div>
      )}
      <Panel aria-labelledby="add-session">
        <h2 id="add-session" className="mb-4 text-lg font-semibold">
          Add a session
        </h2>
        <CommandMessage answer={actionData} />
        <Form method="post" className="space-y-4" key={actionData?.ok ? actionData.message : "form"}>
          <SessionFields idPrefix="add" values={actionData?.values ?? {}} categories={categories} />
          <Button type="submit">Add the session</Button>
        </Form>
      </Panel>
    </>
  );
}
