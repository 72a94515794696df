import { noteActivity } from "~/features/admin/activity.server";
import { PostPreviewRequestSchema } from "~/features/admin/post-save-request";
import { jsonRefusal, readJson } from "~/lib/json-input";
import { previewPostBody } from "~/services/posts.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.posts.$id.preview";

/** The editor's live preview: the body drawn by the public page's renderer and sanitiser. Changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  noteActivity(context, null);
  const body = await readJson(request, PostPreviewRequestSchema);
  if (!body) return jsonRefusal(400, "The preview could not be read.");
  const preview = await previewPostBody(consoleDeps(context), body);
  if (!preview.ok) return jsonRefusal(400, preview.message, { field: preview.field });
  return Response.json(preview.value, { headers: { "Cache-Control": "no-store" } });
}
