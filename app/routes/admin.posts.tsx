import { data, Form, Link, redirect } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleInput, ConsoleLabel } from "~/features/admin/console-fields";
import { ConsoleEmpty, ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable } from "~/features/admin/console-table";
import { consoleTime } from "~/features/admin/console-time.server";
import { CommandMessage } from "~/features/admin/session-fields";
import { POST_STATE_LABELS } from "~/features/admin/post-states";
import { POST_FIELD_LIMITS } from "~/lib/post-fields";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { createPost, listPosts } from "~/services/posts.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.posts";

/** Every post, the most recently changed first, with its state and when it went (or goes) out. */
export async function loader({ context }: Route.LoaderArgs) {
  const listed = await listPosts(consoleDeps(context), {});
  const rows = listed.ok ? listed.value : [];
  return {
    posts: rows.map((row) => ({
      id: row.id,
      title: row.title || "Untitled",
      slug: row.slug,
      state: POST_STATE_LABELS[row.status],
      when:
        row.status === "scheduled" && row.scheduledAt
          ? `Goes out ${consoleTime(row.scheduledAt)}`
          : row.publishedAt
            ? `Published ${consoleTime(row.publishedAt)}`
            : "Not published yet",
      saved: consoleTime(row.updatedAt),
    })),
  };
}

export const headers = passRetryAfter;

/** Starts a draft with the title given and opens it in the editor. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const title = form?.get("title");
  if (typeof title !== "string") return data({ ok: false, message: "Please use the form on this page." }, { status: 400 });
  const created = await createPost(consoleDeps(context), { title });
  if (!created.ok) return data({ ok: false, message: created.message, field: created.field }, { status: 400 });
  return redirect(`/admin/posts/${created.value.id}`);
}

export default function AdminPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <ConsoleHeading title="Blog posts">Write, schedule and publish the Work Waves posts.</ConsoleHeading>
      <Panel aria-labelledby="new-post" className="mb-8">
        <h2 id="new-post" className="mb-4 text-lg font-semibold">
          Write a new post
        </h2>
        <CommandMessage answer={refusal ? { ok: false, message: refusal.message } : undefined} />
        <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1.5">
            <ConsoleLabel htmlFor="new-post-title">Title</ConsoleLabel>
            <ConsoleInput id="new-post-title" name="title" maxLength={POST_FIELD_LIMITS.title} placeholder="You can change it later" />
          </div>
          <Button type="submit" name="intent" value="create">
            Start the draft
          </Button>
        </Form>
      </Panel>
      {posts.length === 0 ? (
        <ConsoleEmpty>No posts yet: the first one you start appears here.</ConsoleEmpty>
      ) : (
        <ConsoleTable caption="Blog posts" head={["Title", "State", "Date", "Last saved"]}>
          {posts.map((post) => (
            <tr key={post.id}>
              <Cell>
                <Link className="text-primary underline" to={`/admin/posts/${post.id}`}>
                  {post.title}
                </Link>
                <span className="block text-xs break-all text-muted-foreground">/blog/{post.slug}</span>
              </Cell>
              <Cell>{post.state}</Cell>
              <Cell>{post.when}</Cell>
              <Cell>{post.saved}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}
