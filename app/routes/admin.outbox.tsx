import { consoleTime } from "~/features/admin/console-time.server";
import { Form, Link, useLocation } from "react-router";
import { ADMIN } from "~/content/admin";
import { Button } from "~/components/ui/button";
import { ConsoleLabel } from "~/features/admin/console-fields";
import { OUTBOX_STATUSES, type OutboxStatus } from "~/db/schema";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { listOutbox } from "~/services/outbox.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const status = OUTBOX_STATUSES.includes(asked as OutboxStatus) ? (asked as OutboxStatus) : undefined;
  const page = pageNumber(url);
  const listed = await listOutbox(consoleDeps(context), { status, limit: ADMIN.pageSize + 1, offset: (page - 1) * ADMIN.pageSize });
  const rows = listed.ok ? listed.value.messages : [];
  return {
    status: status ?? "",
    statuses: OUTBOX_STATUSES,
    page,
    hasMore: rows.length > ADMIN.pageSize,
    messages: rows.slice(0, ADMIN.pageSize).map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      createdAt: consoleTime(row.createdAt),
      lastError: row.lastError ? row.lastError.split("\n")[0]!.slice(0, 120) : "",
    })),
  };
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { messages, status, statuses, page, hasMore } = loaderData;
  const location = useLocation();
  return (
    <>
      <ConsoleHeading title="Outbox">Every e-mail the site sends, newest first.</ConsoleHeading>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <ConsoleLabel htmlFor="outbox-status">Status</ConsoleLabel>
          <select
            id="outbox-status"
            name="status"
            defaultValue={status}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="">All</option>
            {statuses.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      {messages.length === 0 ? (
        <p className="text-muted-foreground">{status ? `No ${status} e-mails.` : "No e-mails yet."}</p>
      ) : (
        <ConsoleTable caption="E-mails" head={["Queued", "Status", "To", "Subject", "Attempts", "Last error"]}>
          {messages.map((row) => (
            <tr key={row.id}>
              <Cell className="whitespace-nowrap">{row.createdAt}</Cell>
              <Cell>{row.status}</Cell>
              <Cell className="break-all">{row.to}</Cell>
              <Cell>
                <Link className="text-primary underline" to={`/admin/outbox/${row.id}`}>
                  {row.subject}
                </Link>
              </Cell>
              <Cell>{row.attempts}</Cell>
              <Cell className="max-w-xs break-words">{row.lastError}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager page={page} hasMore={hasMore} search={location.search} />
    </>
  );
}
