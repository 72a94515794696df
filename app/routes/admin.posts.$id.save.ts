import { noteActivity } from "~/features/admin/activity.server";
import { PostSaveRequestSchema, type PostSaved, type PostSaveRefusal } from "~/features/admin/post-save-request";
import { jsonRefusal, readJson } from "~/lib/json-input";
import { savePost } from "~/services/posts.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.posts.$id.save";

/**
 * The editor's save, as it autosaves every few seconds and on leaving: JSON in, JSON out. A save
 * from an older revision answers 409 with the revision stored now; the writer's text is theirs to keep.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const body = await readJson(request, PostSaveRequestSchema);
  if (!body) return jsonRefusal(400, "The save could not be read. Please reload the page; your text is kept in this browser.");
  const deps = consoleDeps(context);
  let said = false;
  const saved = await savePost({ ...deps, did: (sentence) => ((said = true), deps.did(sentence)) }, { id: params.id, ...body });
  // A draft's autosave is no line in the activity log; a published post's update is.
  if (!said) noteActivity(context, null);
  if (!saved.ok) {
    const refusal: PostSaveRefusal = { error: saved.message, ...(saved.field ? { field: saved.field } : {}) };
    if ("conflict" in saved)
      return Response.json({ ...refusal, conflict: saved.conflict }, { status: 409, headers: { "Cache-Control": "no-store" } });
    return jsonRefusal(saved.notFound ? 404 : 400, saved.message, { field: saved.field });
  }
  const { revision, updatedAt, fields, words, readTime } = saved.value;
  const answer: PostSaved = { revision, savedAt: updatedAt.toISOString(), slug: fields.slug, words, readTime };
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
