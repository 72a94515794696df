import { DateTime } from "luxon";
import { data, redirect } from "react-router";
import { isConfirmed } from "~/features/admin/confirm-step";
import { consoleTime } from "~/features/admin/console-time.server";
import { PostEditor, type PostActionAnswer, type PostEditorData } from "~/features/admin/post-editor";
import { POST_STATE_LABELS } from "~/features/admin/post-states";
import { PostBody } from "~/features/blog/post-body";
import { POST_FIELDS, type PostFields } from "~/lib/post-fields";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import type { Outcome } from "~/services/outcome";
import {
  deletePost,
  getPost,
  listPostRevisions,
  postPreviewLink,
  publishPost,
  restorePostRevision,
  savePost,
  schedulePost,
  unpublishPost,
  type EditablePost,
} from "~/services/posts.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.posts.$id";

/** How many of a post's saves the editor lists; older ones stay stored, and open by their number. */
const REVISIONS_SHOWN = 30;

export async function loader({ params, context }: Route.LoaderArgs) {
  const deps = consoleDeps(context);
  const [found, revisions] = await Promise.all([getPost(deps, { id: params.id }), listPostRevisions(deps, { id: params.id })]);
  if (!found.ok || !revisions.ok) throw data(null, { status: 404 });
  const post = found.value;
  const zone = deps.env.server.OWNER_TIME_ZONE;
  const editor: PostEditorData = {
    id: post.id,
    status: post.status,
    stateLabel: POST_STATE_LABELS[post.status],
    revision: post.revision,
    fields: post.fields,
    words: post.words,
    readTime: post.readTime,
    html: post.html,
    savedAt: post.updatedAt.toISOString(),
    savedLabel: consoleTime(post.updatedAt),
    publishedLabel: post.publishedAt ? consoleTime(post.publishedAt) : null,
    scheduledLabel: post.scheduledAt ? consoleTime(post.scheduledAt) : null,
    zone,
    zoneLabel: DateTime.now().setZone(zone).toFormat("ZZZZ"),
    // Tomorrow at 9 in the morning, the owner's time: a sensible first choice to move from.
    scheduleDefault: DateTime.fromJSDate(deps.now, { zone }).plus({ days: 1 }).set({ hour: 9, minute: 0 }).toFormat("yyyy-MM-dd'T'HH:mm"),
    revisions: revisions.value.slice(0, REVISIONS_SHOWN).map((row) => ({
      revision: row.revision,
      savedLabel: consoleTime(row.savedAt),
      savedBy: row.savedBy,
      title: row.title || "Untitled",
    })),
  };
  return { editor };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: `${loaded?.editor.fields.title || "Untitled post"} · Blog posts` }];

export const headers = passRetryAfter;

function answer(outcome: Outcome<EditablePost>, message: (post: EditablePost) => string) {
  if (!outcome.ok) {
    const refusal: PostActionAnswer = { ok: false, message: outcome.message, ...(outcome.field ? { field: outcome.field } : {}) };
    return data(refusal, { status: outcome.notFound ? 404 : "conflict" in outcome ? 409 : 400 });
  }
  const done: PostActionAnswer = { ok: true, message: message(outcome.value) };
  return data(done);
}

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The editor's buttons, and its save without JavaScript (a plain form post of every field). With
 * JavaScript the editor saves through /admin/posts/:id/save as the owner types.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (!form) return data({ ok: false, message: "Please use the form on this page." } satisfies PostActionAnswer, { status: 400 });
  const deps = consoleDeps(context);
  const id = params.id;
  const intent = form.get("intent");
  const baseRevision = Number(form.get("baseRevision"));
  switch (intent) {
    case "save": {
      const fields = Object.fromEntries(POST_FIELDS.map((field) => [field, formText(form, field)])) as PostFields;
      return answer(await savePost(deps, { id, baseRevision, fields }), (post) => `Saved (revision ${post.revision}).`);
    }
    case "publish":
      return answer(await publishPost(deps, { id }), (post) => `Published: it is on the blog at /blog/${post.fields.slug}.`);
    case "unpublish":
      return answer(await unpublishPost(deps, { id }), (post) =>
        post.status === "draft"
          ? "The schedule is cancelled: the post is a draft again."
          : "Unpublished: the post is off the blog and kept here.",
      );
    case "schedule":
      return answer(await schedulePost(deps, { id, at: formText(form, "scheduledAt") }), (post) =>
        post.scheduledAt ? `Scheduled: it goes out ${consoleTime(post.scheduledAt)}.` : "Scheduled.",
      );
    case "restore": {
      const revision = Number(form.get("revision"));
      return answer(
        await restorePostRevision(deps, { id, revision, baseRevision }),
        (post) => `Revision ${revision} is back, saved as revision ${post.revision}.`,
      );
    }
    case "preview-link": {
      const link = await postPreviewLink(deps, { id });
      if (!link.ok) return data({ ok: false, message: link.message } satisfies PostActionAnswer, { status: 404 });
      return data({
        ok: true,
        message: `Anyone with this link can read the post as last saved until ${consoleTime(link.value.expiresAt)}. Search engines are told not to list it.`,
        previewUrl: link.value.url,
      } satisfies PostActionAnswer);
    }
    case "delete": {
      if (!isConfirmed(form)) {
        const found = await getPost(deps, { id });
        if (!found.ok) return data({ ok: false, message: found.message } satisfies PostActionAnswer, { status: 404 });
        const { fields, status } = found.value;
        return data({
          ok: true,
          message: "",
          confirm: {
            title: `Delete “${fields.title || "Untitled post"}”?`,
            effect: "The post goes for good, with every revision of it: nothing brings it back.",
            details: [`State: ${POST_STATE_LABELS[status]}`, `Address: /blog/${fields.slug}`],
            confirmLabel: "Delete the post for good",
            fields: { intent: "delete" },
          },
        } satisfies PostActionAnswer);
      }
      const deleted = await deletePost(deps, { id });
      if (!deleted.ok)
        return data({ ok: false, message: deleted.message } satisfies PostActionAnswer, { status: deleted.notFound ? 404 : 400 });
      return redirect("/admin/posts");
    }
    default:
      return data({ ok: false, message: "Unknown request." } satisfies PostActionAnswer, { status: 400 });
  }
}

export default function AdminPost({ loaderData, actionData }: Route.ComponentProps) {
  // A new key per revision loaded: after a publish or a restore the editor starts from what is stored.
  return (
    <PostEditor
      key={`${loaderData.editor.id}:${loaderData.editor.revision}`}
      editor={loaderData.editor}
      answer={actionData}
      preview={(html) => <PostBody html={html} />}
    />
  );
}
