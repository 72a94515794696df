import { databaseContext } from "~/context";
import { parseMediaFileName } from "~/features/blog/media-paths";
import { mediaFileExists, readMediaFile } from "~/features/blog/post-images.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/media.$file";

// Files, not pages: never in the sitemap, and rendered per request (never kept as a page).
export const handle: RouteHandle = { sitemap: false };

/** Named by their content's hash, a file under /media/ never changes: browsers and proxies keep it for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });

/**
 * A post's uploaded picture (/media/<id>.<ext>) or one of its sizes (/media/<id>-<width>.<avif|webp>),
 * read from the database for each request that is not answered from a cache: nothing is kept in
 * the server's memory. Any other name is a plain 404, read from nowhere.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const file = parseMediaFileName(params.file);
  if (!file) return notFound();
  const { db } = context.get(databaseContext);
  // The name is the content: an ETag from it needs no read of the bytes.
  const etag = `"${params.file}"`;
  if (
    request.headers
      .get("If-None-Match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    if (!(await mediaFileExists(db, file))) return notFound();
    return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": IMMUTABLE } });
  }
  const found = await readMediaFile(db, file);
  if (!found) return notFound();
  // The drivers answer a bytea in an ordinary (never shared) ArrayBuffer.
  return new Response(found.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": found.contentType,
      "Content-Length": String(found.bytes.length),
      "Cache-Control": IMMUTABLE,
      ETag: etag,
    },
  });
}
