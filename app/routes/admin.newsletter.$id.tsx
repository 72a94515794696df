import { ISSUE_STATE_WORDS } from "~/content/newsletter";
import { useEffect } from "react";
import { data, Form, Link, useRevalidator } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { consoleTime } from "~/features/admin/console-time.server";
import { Figure } from "~/features/admin/figure";
import { ConsoleEmpty, ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable } from "~/features/admin/console-table";
import { CommandMessage } from "~/features/admin/session-fields";
import { passRetryAfter } from "~/lib/form-route";
import { readFormData } from "~/lib/form-input";
import { cancelIssue, issueReport } from "~/services/newsletter.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.newsletter.$id";

/** How often the report reads the send's progress again while it runs. */
const PROGRESS_EVERY_MS = 2_000;

const PROBLEM_WORDS = { failed: "Failed", bounced: "Bounced", unknown: "Not known to have arrived" } as Record<string, string>;

/** One issue's report: its figures, its progress while it runs, and the addresses it did not reach. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const report = await issueReport(consoleDeps(context), { id: params.id });
  if (!report.ok) throw data(null, { status: 404 });
  const { issue, counts, problems, html } = report.value;
  return {
    id: issue.id,
    subject: issue.subject,
    status: issue.status,
    state: ISSUE_STATE_WORDS[issue.status],
    sendAt: consoleTime(issue.sendAt),
    startedAt: issue.startedAt ? consoleTime(issue.startedAt) : null,
    finishedAt: issue.finishedAt ? consoleTime(issue.finishedAt) : null,
    createdBy: issue.createdBy,
    recipients: issue.recipients,
    counts,
    problems: problems.map((problem) => ({ ...problem, state: PROBLEM_WORDS[problem.status] ?? problem.status })),
    html,
  };
}

export const headers = passRetryAfter;

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form?.get("intent") !== "cancel") return data({ ok: false, message: "Unknown request." }, { status: 400 });
  const cancelled = await cancelIssue(consoleDeps(context), { id: params.id });
  return cancelled.ok
    ? data({ ok: true, message: "Cancelled: the issue will not be sent." })
    : data({ ok: false, message: cancelled.message }, { status: cancelled.notFound ? 404 : 400 });
}

export default function AdminNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { subject, status, state, sendAt, startedAt, finishedAt, createdBy, recipients, counts, problems, html } = loaderData;
  const revalidator = useRevalidator();
  const running = status === "sending";
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const done = counts.sent + counts.failed + counts.bounced + counts.skipped + counts.unknown;
  const figures: [string, number][] = [
    ["Recipients", recipients],
    ["Sent", counts.sent],
    ["To go", counts.toGo],
    ["Failed", counts.failed],
    ["Bounced", counts.bounced],
    ["Left before their turn", counts.skipped],
    ["Not known to have arrived", counts.unknown],
    ["Unsubscribed since", counts.unsubscribedSince],
  ];
  return (
    <>
      <ConsoleHeading title={subject}>
        {state}
        {status === "scheduled" ? ` for ${sendAt}` : startedAt ? `, started ${startedAt}` : ""}
        {finishedAt ? `, finished ${finishedAt}` : ""} · by {createdBy}.{" "}
        <Link className="text-primary underline" to="/admin/newsletter">
          All issues
        </Link>
      </ConsoleHeading>
      {actionData ? <CommandMessage answer={actionData} /> : null}
      {running ? (
        <div className="mb-6 space-y-2" role="status">
          <p className="text-sm">
            Sending: {done} of {recipients} done.
          </p>
          <progress className="h-2 w-full" max={Math.max(recipients, 1)} value={done} aria-label="The send's progress" />
        </div>
      ) : null}
      {status === "scheduled" ? (
        <Form method="post" className="mb-6">
          <Button type="submit" name="intent" value="cancel" variant="outline">
            Cancel this issue
          </Button>
        </Form>
      ) : null}
      <Panel aria-labelledby="issue-figures" className="mb-6">
        <h2 id="issue-figures" className="sr-only">
          Figures
        </h2>
        <dl className="flex flex-wrap gap-x-10 gap-y-4">
          {figures.map(([label, value]) => (
            <Figure key={label} label={label} value={value} />
          ))}
        </dl>
      </Panel>
      <h2 className="mb-3 text-lg font-semibold">Not reached</h2>
      {problems.length === 0 ? (
        <ConsoleEmpty>Every copy sent so far was taken by the mail server.</ConsoleEmpty>
      ) : (
        <ConsoleTable caption="Recipients this issue did not reach, with why" head={["Address", "What happened", "Why"]}>
          {problems.map((problem) => (
            <tr key={problem.email}>
              <Cell>{problem.email}</Cell>
              <Cell>{problem.state}</Cell>
              <Cell>{problem.reason}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Panel aria-labelledby="issue-as-sent" className="mt-6">
        <h2 id="issue-as-sent" className="mb-3 text-lg font-semibold">
          As it was sent
        </h2>
        <iframe
          title="The issue as it was sent"
          srcDoc={html}
          sandbox=""
          className="h-[28rem] w-full rounded-md border border-border bg-white"
        />
      </Panel>
    </>
  );
}
