import { Form, Link, useLocation } from "react-router";
import { desc, eq } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import { databaseContext } from "~/context";
import { Button } from "~/components/ui/button";
import { ConsoleLabel } from "~/features/admin/console-fields";
import { emailOutbox, OUTBOX_STATUSES, type OutboxStatus } from "~/db/schema";
import { formatWhen } from "~/features/admin/console-format";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import type { Route } from "./+types/admin.outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const status = OUTBOX_STATUSES.includes(asked as OutboxStatus) ? (asked as OutboxStatus) : undefined;
  const page = pageNumber(url);
  const { db } = context.get(databaseContext);
  const rows = await db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(status ? eq(emailOutbox.status, status) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(ADMIN.pageSize + 1)
    .offset((page - 1) * ADMIN.pageSize);
  return {
    status: status ?? "",
    statuses: OUTBOX_STATUSES,
    page,
    hasMore: rows.length > ADMIN.pageSize,
    messages: rows.slice(0, ADMIN.pageSize).map((row) => ({
      ...row,
      createdAt: formatWhen(row.createdAt),
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
