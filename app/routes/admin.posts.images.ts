import { readFormData } from "~/lib/form-input";
import { jsonRefusal } from "~/lib/json-input";
import { uploadPostImage } from "~/services/post-images.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.posts.images";

/**
 * The editor's picture upload: a multipart post with one file, `file` (and, if the writer gave it,
 * `alt`). Answers {image: {id, url, width, height}}, or {error, field: "file"} with a 4xx. The server
 * takes a body this large on this address only (server/create-app.ts, uploadBodyLimit).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const file = form?.get("file");
  if (!(file instanceof Blob)) return jsonRefusal(400, "Choose a picture to upload.", { field: "file" });
  const alt = form?.get("alt");
  const uploaded = await uploadPostImage(consoleDeps(context), {
    bytes: new Uint8Array(await file.arrayBuffer()),
    ...(file instanceof File && file.name ? { name: file.name } : {}),
    ...(typeof alt === "string" ? { alt } : {}),
  });
  if (!uploaded.ok) return jsonRefusal(422, uploaded.message, { field: uploaded.field ?? "file" });
  return Response.json({ image: uploaded.value }, { headers: { "Cache-Control": "no-store" } });
}
