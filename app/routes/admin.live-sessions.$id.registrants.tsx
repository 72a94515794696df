import { consoleTime } from "~/features/admin/console-time.server";
import { data, Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { CommandMessage } from "~/features/admin/session-fields";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "~/db/schema";
import { listRegistrants, removeRegistrant } from "~/services/live-sessions.server";
import { STATUS_WORDS } from "~/services/session-people";
import { consoleDeps } from "~/services/service-deps.server";
import { readFormData } from "~/lib/form-input";
import type { Route } from "./+types/admin.live-sessions.$id.registrants";
import { passRetryAfter } from "~/lib/form-route";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageNumber(url);
  const listed = await listRegistrants(consoleDeps(context), { eventId: params.id, page, status: url.searchParams.get("status") ?? "" });
  if (!listed.ok) throw data(null, { status: 404 });
  const { event, counts, status, hasMore, registrants } = listed.value;
  return {
    event: { id: event.id, title: event.title, max: event.maxAttendees },
    counts,
    status: status ?? null,
    page,
    hasMore,
    registrants: registrants.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      status: row.status,
      position: row.position,
      at: consoleTime(row.createdAt),
    })),
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

/** "Waiting, number 2 in line": a registration's status as the table shows it. */
function statusText(row: { status: RegistrationStatus; position: number | null }): string {
  return row.status === "waiting" && row.position !== null ? `Waiting, number ${row.position} in line` : STATUS_WORDS[row.status].label;
}

export default function AdminRegistrants({ loaderData, actionData }: Route.ComponentProps) {
  const { event, counts, status, registrants, page, hasMore } = loaderData;
  const location = useLocation();
  const total = counts.registered + counts.waiting + counts.cancelled;
  const shown = status === null ? total : counts[status];
  const csv = `/admin/live-sessions/${event.id}/registrants.csv${status === null ? "" : `?status=${status}`}`;
  const filters: { label: string; status: RegistrationStatus | null; n: number }[] = [
    { label: "Everyone", status: null, n: total },
    ...REGISTRATION_STATUSES.map((value) => ({ label: STATUS_WORDS[value].label, status: value, n: counts[value] })),
  ];
  return (
    <>
      <ConsoleHeading title={`Registrants: ${event.title}`}>
        {event.max === null ? `${counts.registered} registered, no seat limit.` : `${counts.registered} of ${event.max} seats taken.`}{" "}
        {counts.waiting > 0 ? `${counts.waiting} on the waitlist. ` : ""}
        {counts.cancelled > 0 ? `${counts.cancelled} cancelled. ` : ""}
        <Link className="text-primary underline" to={`/admin/live-sessions/${event.id}`}>
          Edit the session
        </Link>
        <span aria-hidden="true"> · </span>
        <Link className="text-primary underline" to={`/admin/live-sessions/${event.id}/message`}>
          Write to these people
        </Link>
      </ConsoleHeading>
      <CommandMessage answer={actionData} />
      <nav aria-label="Show by status" className="mb-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            to={filter.status === null ? "?" : `?status=${filter.status}`}
            aria-current={filter.status === status ? "page" : undefined}
            className={filter.status === status ? "font-semibold underline" : "text-primary underline"}
          >
            {filter.label} ({filter.n})
          </Link>
        ))}
      </nav>
      <p className="mb-4">
        <a className="text-primary underline" href={csv} download>
          {status === null ? `Export all ${total} as CSV, with their status` : `Export the ${shown} ${STATUS_WORDS[status].plural} as CSV`}
        </a>
      </p>
      {registrants.length === 0 ? (
        <p className="text-muted-foreground">{status === null ? "No registrations yet." : `Nobody ${STATUS_WORDS[status].plural}.`}</p>
      ) : (
        <ConsoleTable caption={`Registrants of ${event.title}`} head={["Status", "Registered", "E-mail", "Name", ""]}>
          {registrants.map((row) => (
            <tr key={row.id}>
              <Cell>{statusText(row)}</Cell>
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
