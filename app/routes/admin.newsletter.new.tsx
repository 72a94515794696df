import { data, Form, Link, redirect } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleInput, ConsoleLabel } from "~/features/admin/console-fields";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { CommandMessage } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { getEnv } from "~/config/env.server";
import { ISSUE_SUBJECT_MAX } from "~/content/newsletter";
import { previewIssue, sendIssue, sendIssueTest } from "~/services/newsletter.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.newsletter.new";

/**
 * An issue before it goes: the post as its readers' e-mail (nothing stored), a test to the owner,
 * then send now or at a time. The page's key (made by the preview) makes a repeated send send nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const postId = url.searchParams.get("post") ?? "";
  const subject = url.searchParams.get("subject")?.slice(0, ISSUE_SUBJECT_MAX * 2) ?? undefined;
  const preview = await previewIssue(consoleDeps(context), { postId, subject });
  if (!preview.ok) {
    if (preview.notFound) throw data(null, { status: 404 });
    return { ok: false as const, postId, subject: subject ?? "", message: preview.message, field: preview.field ?? null };
  }
  const { key, recipients, blocked, html, text, postStatus, postTitle } = preview.value;
  return {
    ok: true as const,
    postId,
    subject: preview.value.subject,
    key,
    recipients,
    blocked,
    html,
    text,
    onBlog: postStatus === "published",
    postTitle,
    timeZone: getEnv().server.OWNER_TIME_ZONE,
  };
}

export const headers = passRetryAfter;

type Answer = { ok: boolean; message: string; field?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  const deps = consoleDeps(context);
  const input = { postId: text("postId"), subject: text("subject") };
  const intent = text("intent");
  if (intent === "test") {
    const sent = await sendIssueTest(deps, input);
    return data<Answer>(
      sent.ok
        ? { ok: true, message: `A test is on its way to ${sent.value.to}.` }
        : { ok: false, message: sent.message, ...(sent.field ? { field: sent.field } : {}) },
      { status: sent.ok ? 200 : sent.notFound ? 404 : 400 },
    );
  }
  if (intent === "send" || intent === "schedule") {
    const sent = await sendIssue(deps, {
      ...input,
      key: text("key"),
      at: intent === "schedule" ? text("at").replace("T", " ") : "now",
      publish: text("publish") === "on",
    });
    if (!sent.ok)
      return data<Answer>(
        { ok: false, message: sent.message, ...(sent.field ? { field: sent.field } : {}) },
        { status: sent.notFound ? 404 : 400 },
      );
    return redirect(`/admin/newsletter/${sent.value.id}`);
  }
  return data<Answer>({ ok: false, message: "Unknown request." }, { status: 400 });
}

export default function AdminNewsletterNew({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const back = (
    <Link className="text-primary underline" to="/admin/newsletter">
      Back to the newsletter
    </Link>
  );
  if (!loaderData.ok) {
    return (
      <>
        <ConsoleHeading title="New issue">{back}</ConsoleHeading>
        <CommandMessage answer={{ ok: false, message: loaderData.message }} />
      </>
    );
  }
  const { postId, subject, key, recipients, blocked, html, text, onBlog, postTitle, timeZone } = loaderData;
  const refused = (name: string) => answer?.field === name;
  return (
    <>
      <ConsoleHeading title="New issue">
        From the post “{postTitle || "Untitled"}”. {back}
      </ConsoleHeading>
      {answer && !answer.field ? <CommandMessage answer={answer} /> : null}
      {blocked ? <CommandMessage answer={{ ok: false, message: blocked }} /> : null}
      <Panel aria-labelledby="issue-subject-heading" className="mb-6">
        <h2 id="issue-subject-heading" className="mb-3 text-lg font-semibold">
          Subject
        </h2>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="post" value={postId} />
          <div className="min-w-0 flex-1 basis-64 space-y-1.5">
            <ConsoleLabel htmlFor="issue-subject">The e-mail's subject</ConsoleLabel>
            <ConsoleInput id="issue-subject" name="subject" defaultValue={subject} maxLength={ISSUE_SUBJECT_MAX} required />
          </div>
          <Button type="submit" variant="outline">
            Show it with this subject
          </Button>
        </Form>
      </Panel>
      <Panel aria-labelledby="issue-preview" className="mb-6 space-y-4">
        <h2 id="issue-preview" className="text-lg font-semibold">
          Preview
        </h2>
        <p className="text-sm text-muted-foreground">
          As each subscriber will get it, with their own unsubscribe link.{" "}
          {onBlog
            ? "It links to the post on the blog."
            : "The post is not on the blog: the e-mail is all there is, unless you publish it too."}
        </p>
        <iframe
          title="The issue as it will arrive"
          srcDoc={html}
          sandbox=""
          className="h-[32rem] w-full rounded-md border border-border bg-white"
        />
        <details>
          <summary className="cursor-pointer text-sm">The plain-text version</summary>
          <pre className="mt-2 text-sm break-words whitespace-pre-wrap">{text}</pre>
        </details>
      </Panel>
      <Panel aria-labelledby="issue-send" className="mb-6 space-y-4">
        <h2 id="issue-send" className="text-lg font-semibold">
          Send it
        </h2>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="postId" value={postId} />
          <input type="hidden" name="subject" value={subject} />
          <input type="hidden" name="key" value={key} />
          {onBlog ? null : (
            <div className="flex items-start gap-2">
              <input id="issue-publish" type="checkbox" name="publish" className="mt-1 size-4" />
              <ConsoleLabel htmlFor="issue-publish">Also publish the post on the blog as it goes</ConsoleLabel>
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="test" variant="outline" formNoValidate>
              Send a test to me
            </Button>
            <Button type="submit" name="intent" value="send" disabled={Boolean(blocked) || recipients === 0} formNoValidate>
              Send now to {recipients} {recipients === 1 ? "subscriber" : "subscribers"}
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1.5">
              <ConsoleLabel htmlFor="issue-at">Or send at ({timeZone})</ConsoleLabel>
              <ConsoleInput
                id="issue-at"
                name="at"
                type="datetime-local"
                aria-invalid={refused("at") || undefined}
                aria-describedby={refused("at") ? "issue-at-error" : undefined}
              />
            </div>
            <Button type="submit" name="intent" value="schedule" variant="outline" disabled={Boolean(blocked)}>
              Schedule
            </Button>
          </div>
          {refused("at") || refused("subject") || refused("postId") ? (
            <p id="issue-at-error" role="alert" className="text-sm text-destructive">
              {answer!.message}
            </p>
          ) : null}
        </Form>
      </Panel>
    </>
  );
}
