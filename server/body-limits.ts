import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { POST_IMAGE_MAX_BYTES } from "~/features/blog/media-paths";
import { IMAGE_REFUSALS } from "~/features/blog/post-images.server";
import { SUBSCRIBER_IMPORT } from "~/features/newsletter/subscriber-import";

/** The editor's picture upload (routes/admin.posts.images.ts), answered in JSON. */
export const IMAGE_UPLOAD_PATH = "/admin/posts/images";
/** The Settings page's form, which carries the owner's new photo: as a page post and as the router's data post. */
const PHOTO_UPLOAD_PATHS = new Set(["/admin/settings", "/admin/settings.data"]);
/** The Subscribers page, whose import form carries a CSV file: as a page post and as the router's data post. */
const IMPORT_PATHS = new Set(["/admin/subscribers", "/admin/subscribers.data"]);
// A multipart form's boundaries, part headers and the alt text around the file.
const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

/** The most an upload's body may hold: a picture of POST_IMAGE_MAX_BYTES in its form, or BODY_LIMIT_BYTES when that is more. */
export const uploadBodyLimitBytes = (bodyLimitBytes: number) => Math.max(bodyLimitBytes, POST_IMAGE_MAX_BYTES + UPLOAD_ENVELOPE_BYTES);

/**
 * Every request's body is held to BODY_LIMIT_BYTES (`refuse` answers a bigger one: a 413 page),
 * but the two that carry a picture of up to 10 MB: the editor's upload, answered in its own JSON
 * when it is bigger, and the Settings page's form with the owner's photo; and the Subscribers page,
 * whose import takes a file of SUBSCRIBER_IMPORT.maxBytes (a bigger one is refused in words by the
 * import itself up to the envelope, by the 413 page beyond). Every other address keeps the small limit.
 */
export function requestBodyLimits<Env extends { Variables: { nonce: string } }>(
  bodyLimitBytes: number,
  refuse: (c: Context<Env>) => Response,
): MiddlewareHandler<Env> {
  const pages = bodyLimit({ maxSize: bodyLimitBytes, onError: refuse });
  const upload = bodyLimit({
    maxSize: uploadBodyLimitBytes(bodyLimitBytes),
    onError: (c) => c.json({ error: IMAGE_REFUSALS["too-large"], field: "file" }, 413, { "Cache-Control": "no-store" }),
  });
  const photo = bodyLimit({ maxSize: uploadBodyLimitBytes(bodyLimitBytes), onError: refuse });
  const subscribers = bodyLimit({ maxSize: Math.max(bodyLimitBytes, SUBSCRIBER_IMPORT.maxBytes + UPLOAD_ENVELOPE_BYTES), onError: refuse });
  return (c, next) => {
    if (c.req.path === IMAGE_UPLOAD_PATH) return upload(c, next);
    if (IMPORT_PATHS.has(c.req.path)) return subscribers(c, next);
    return PHOTO_UPLOAD_PATHS.has(c.req.path) ? photo(c, next) : pages(c, next);
  };
}
