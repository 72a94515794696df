import { consoleTime } from "~/features/admin/console-time.server";
import { data, Form, Link, useLocation } from "react-router";
import { ADMIN } from "~/content/admin";
import { Button } from "~/components/ui/button";
import { ConsoleLabel, ConsoleSelect } from "~/features/admin/console-fields";
import { OUTBOX_STATUSES, type OutboxStatus } from "~/db/schema";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { EmailNotSetUp, OUTBOX_STATUS_WORDS } from "~/features/admin/outbox-view";
import { CommandMessage } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { listOutbox, retryOutbox } from "~/services/outbox.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.outbox";
import { plural } from "~/lib/plural";

/** The query that shows the confirmation of "Retry all failed" (its own page without JavaScript). */
const CONFIRM_RETRY = "retry-failed";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const status = OUTBOX_STATUSES.includes(asked as OutboxStatus) ? (asked as OutboxStatus) : undefined;
  const page = pageNumber(url);
  const listed = await listOutbox(consoleDeps(context), { status, limit: ADMIN.pageSize + 1, offset: (page - 1) * ADMIN.pageSize });
  if (!listed.ok) throw new Error(listed.message);
  const { messages: rows, totals, emailSetUp } = listed.value;
  return {
    status: status ?? "",
    statuses: OUTBOX_STATUSES,
    page,
    hasMore: rows.length > ADMIN.pageSize,
    failed: totals.failed,
    pending: totals.pending,
    emailSetUp,
    confirmRetry: url.searchParams.get("confirm") === CONFIRM_RETRY,
    messages: rows.slice(0, ADMIN.pageSize).map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      status: row.status,
      createdAt: consoleTime(row.createdAt),
      reason: row.reason ?? "",
    })),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/** "Retry all failed", after its confirmation: every failed e-mail is made pending and asked for again. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form?.get("intent") !== "retry-failed") return data({ ok: false, message: "Please use the buttons on this page." }, { status: 400 });
  const outcome = await retryOutbox(consoleDeps(context), { allFailed: true });
  if (!outcome.ok) return data({ ok: false, message: outcome.message }, { status: 400 });
  const { message, delivery } = outcome.value;
  return { ok: true, message: delivery ? `${message} ${delivery}` : message };
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, status, statuses, page, hasMore, failed, pending, emailSetUp, confirmRetry } = loaderData;
  const location = useLocation();
  const withoutConfirm = new URLSearchParams(location.search);
  withoutConfirm.delete("confirm");
  const back = `/admin/outbox${withoutConfirm.size > 0 ? `?${withoutConfirm}` : ""}`;
  withoutConfirm.set("confirm", CONFIRM_RETRY);
  return (
    <>
      <ConsoleHeading title="Outbox">Every e-mail the site sends, newest first.</ConsoleHeading>
      <CommandMessage answer={actionData} />
      {!emailSetUp && pending > 0 ? <EmailNotSetUp /> : null}
      {failed > 0 && confirmRetry && !actionData ? (
        <section aria-labelledby="confirm-retry" className="mb-6 rounded-lg border border-border bg-card p-4">
          <h2 id="confirm-retry" className="mb-2 font-semibold">
            Retry all failed e-mails?
          </h2>
          <p className="mb-4 text-sm">
            This tries again to send {plural(failed, "failed e-mail")}, each to the address it shows. An e-mail already sent is never sent
            twice.
          </p>
          <Form method="post" action={back} className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="retry-failed">
              Retry {plural(failed, "failed e-mail")}
            </Button>
            <Button asChild variant="outline">
              <Link to={back}>Cancel</Link>
            </Button>
          </Form>
        </section>
      ) : null}
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <ConsoleLabel htmlFor="outbox-status">Status</ConsoleLabel>
            <ConsoleSelect id="outbox-status" name="status" defaultValue={status}>
              <option value="">All</option>
              {statuses.map((name) => (
                <option key={name} value={name}>
                  {OUTBOX_STATUS_WORDS[name]}
                </option>
              ))}
            </ConsoleSelect>
          </div>
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
        {failed > 0 && !confirmRetry ? (
          <Button asChild>
            <Link to={`?${withoutConfirm}`}>Retry all failed ({failed})</Link>
          </Button>
        ) : null}
      </div>
      {messages.length === 0 ? (
        <p className="text-muted-foreground">{status ? "No e-mails with this status." : "No e-mails yet."}</p>
      ) : (
        <ConsoleTable caption="E-mails" head={["Queued", "Status", "To", "Subject", "Why it was not sent"]}>
          {messages.map((row) => (
            <tr key={row.id}>
              <Cell className="whitespace-nowrap">{row.createdAt}</Cell>
              <Cell className="whitespace-nowrap">{OUTBOX_STATUS_WORDS[row.status]}</Cell>
              <Cell className="break-words">{row.to}</Cell>
              <Cell>
                <Link className="text-primary underline" to={`/admin/outbox/${row.id}`}>
                  {row.subject}
                </Link>
              </Cell>
              <Cell className="min-w-48">{row.reason}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager page={page} hasMore={hasMore} search={location.search} />
    </>
  );
}
