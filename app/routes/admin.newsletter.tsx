import { ISSUE_STATE_WORDS } from "~/content/newsletter";
import { consoleTime } from "~/features/admin/console-time.server";
import { Form, Link } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleLabel } from "~/features/admin/console-fields";
import { ConsoleEmpty, ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable } from "~/features/admin/console-table";
import { CommandMessage } from "~/features/admin/session-fields";
import { listIssues } from "~/services/newsletter.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.newsletter";

/** The issues sent from the site, newest first, and the start of a new one: a post to send. */
export async function loader({ context }: Route.LoaderArgs) {
  const listed = await listIssues(consoleDeps(context), {});
  if (!listed.ok) throw new Response(listed.message, { status: 400 });
  const { issues, posts, confirmed, blocked } = listed.value;
  return {
    confirmed,
    blocked,
    posts: posts.map((post) => ({ id: post.id, label: `${post.title || "Untitled"} (${post.status})` })),
    issues: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      state: ISSUE_STATE_WORDS[issue.status],
      when: consoleTime(issue.status === "scheduled" ? issue.sendAt : (issue.startedAt ?? issue.sendAt)),
      reach: issue.status === "scheduled" || issue.status === "canceled" ? "—" : `${issue.sent} of ${issue.recipients}`,
    })),
  };
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { confirmed, blocked, posts, issues } = loaderData;
  return (
    <>
      <ConsoleHeading title="Newsletter">
        Issues sent from the site to your {confirmed} confirmed {confirmed === 1 ? "subscriber" : "subscribers"}.{" "}
        <Link className="text-primary underline" to="/admin/subscribers">
          See the list
        </Link>
      </ConsoleHeading>
      {blocked ? <CommandMessage answer={{ ok: false, message: blocked }} /> : null}
      <Panel aria-labelledby="new-issue" className="mb-6">
        <h2 id="new-issue" className="mb-2 text-lg font-semibold">
          Write an issue
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          An issue is a blog post sent by e-mail: write it in{" "}
          <Link className="text-primary underline" to="/admin/posts">
            Blog posts
          </Link>{" "}
          (a draft is e-mailed only, unless you publish it too), then choose it here to preview, test and send it.
        </p>
        {posts.length === 0 ? (
          <ConsoleEmpty>No post yet: write one first.</ConsoleEmpty>
        ) : (
          <Form method="get" action="/admin/newsletter/new" className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-64 space-y-1.5">
              <ConsoleLabel htmlFor="issue-post">Post</ConsoleLabel>
              <select id="issue-post" name="post" className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm">
                {posts.map((post) => (
                  <option key={post.id} value={post.id}>
                    {post.label}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit">Preview it as an issue</Button>
          </Form>
        )}
      </Panel>
      <h2 className="mb-3 text-lg font-semibold">Issues</h2>
      {issues.length === 0 ? (
        <ConsoleEmpty>No issue has been sent from the site yet.</ConsoleEmpty>
      ) : (
        <ConsoleTable caption="Issues, newest first" head={["Subject", "State", "When", "Sent"]}>
          {issues.map((issue) => (
            <tr key={issue.id}>
              <Cell>
                <Link className="text-primary underline" to={`/admin/newsletter/${issue.id}`}>
                  {issue.subject}
                </Link>
              </Cell>
              <Cell>{issue.state}</Cell>
              <Cell>{issue.when}</Cell>
              <Cell>{issue.reach}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}
