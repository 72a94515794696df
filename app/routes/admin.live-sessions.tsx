import { data, Form, Link } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { EVENT_CATEGORIES } from "~/db/schema";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable } from "~/features/admin/console-table";
import { CommandMessage, SessionFields, type SessionValues } from "~/features/admin/session-fields";
import { consoleSessionStart } from "~/features/admin/console-time.server";
import { readFormData } from "~/lib/form-input";
import { addLiveSession, listLiveSessions, sessionSavedMessage } from "~/services/live-sessions.server";
import { consoleDeps } from "~/services/service-deps.server";
import { formRefusal, readSessionForm } from "~/services/session-schema";
import type { Route } from "./+types/admin.live-sessions";
import { passRetryAfter } from "~/lib/form-route";

/** Every session in date order (those ahead first, then past ones), with its state as /events sees it. */
export async function loader({ context }: Route.LoaderArgs) {
  const deps = consoleDeps(context);
  const listed = await listLiveSessions(deps, { all: true });
  const rows = listed.ok ? listed.value : [];
  return {
    categories: EVENT_CATEGORIES,
    ownerZone: deps.env.server.OWNER_TIME_ZONE,
    sessions: rows.map((row) => {
      return {
        id: row.id,
        title: row.title,
        when: consoleSessionStart(row),
        seats: row.maxAttendees === null ? `${row.currentAttendees} registered` : `${row.currentAttendees} of ${row.maxAttendees}`,
        state: row.state,
      };
    }),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/** Adds a session: the service's checks and words, a refusal shown beside the field it names. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (!form) return data({ ok: false, message: "Please use the form on this page.", values: {} as SessionValues }, { status: 400 });
  const { text, values } = readSessionForm(form, "add");
  const outcome = await addLiveSession(consoleDeps(context), text);
  if (!outcome.ok) return data({ ...formRefusal(outcome), values }, { status: 400 });
  return data({ ok: true, message: sessionSavedMessage("added", outcome.value), values: {} as SessionValues });
}

export default function AdminLiveSessions({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, categories, ownerZone } = loaderData;
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
          <SessionFields idPrefix="add" values={actionData?.values ?? { zone: ownerZone }} categories={categories} refusal={actionData} />
          <Button type="submit">Add the session</Button>
        </Form>
      </Panel>
    </>
  );
}
