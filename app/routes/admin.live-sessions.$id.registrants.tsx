import { consoleTime } from "~/features/admin/console-time.server";
import { data, Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { CommandMessage } from "~/features/admin/session-fields";
import { listRegistrants, removeRegistrant } from "~/services/live-sessions.server";
import { consoleDeps } from "~/services/service-deps.server";
import { readFormData } from "~/lib/form-input";
import type { Route } from "./+types/admin.live-sessions.$id.registrants";
import { passRetryAfter } from "~/lib/form-route";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url));
  const listed = await listRegistrants(consoleDeps(context), { eventId: params.id, page });
  if (!listed.ok) throw data(null, { status: 404 });
  const { event, total, hasMore, registrants } = listed.value;
  return {
    event: { id: event.id, title: event.title, current: event.currentAttendees, max: event.maxAttendees, total },
    page,
    hasMore,
    registrants: registrants.map((row) => ({ id: row.id, email: row.email, name: row.name, at: consoleTime(row.createdAt) })),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/** Removes a registration, which frees its seat for the first person waiting. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const id = form?.get("registration");
  if (form?.get("intent") !== "remove" || typeof id !== "string") return data({ ok: false, message: "Unknown request." }, { status: 400 });
  const outcome = await removeRegistrant(consoleDeps(context), { eventId: params.id, registrationId: id });
  return outcome.ok
    ? { ok: true, message: "The registration was removed; its seat is free again." }
    : data({ ok: false, message: outcome.message }, { status: 404 });
}

export default function AdminRegistrants({ loaderData, actionData }: Route.ComponentProps) {
  const { event, registrants, page, hasMore } = loaderData;
  const location = useLocation();
  return (
    <>
      <ConsoleHeading title={`Registrants: ${event.title}`}>
        {event.max === null ? `${event.current} registered, no seat limit.` : `${event.current} of ${event.max} seats taken.`}{" "}
        <Link className="text-primary underline" to={`/admin/live-sessions/${event.id}`}>
          Edit the session
        </Link>
      </ConsoleHeading>
      <CommandMessage answer={actionData} />
      <p className="mb-4">
        <a className="text-primary underline" href={`/admin/live-sessions/${event.id}/registrants.csv`} download>
          Export all {event.total} as CSV
        </a>
      </p>
      {registrants.length === 0 ? (
        <p className="text-muted-foreground">No registrations yet.</p>
      ) : (
        <ConsoleTable caption={`Registrants of ${event.title}`} head={["Registered", "E-mail", "Name", ""]}>
          {registrants.map((row) => (
            <tr key={row.id}>
              <Cell className="whitespace-nowrap">{row.at}</Cell>
              <Cell className="break-all">{row.email}</Cell>
              <Cell>{row.name || "—"}</Cell>
              <Cell>
                <Form method="post">
                  <input type="hidden" name="registration" value={row.id} />
                  <Button type="submit" name="intent" value="remove" variant="outline" size="sm">
                    Remove <span className="sr-only">{row.email}</span>
                  </Button>
                </Form>
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager page={page} hasMore={hasMore} search={location.search} />
    </>
  );
}
