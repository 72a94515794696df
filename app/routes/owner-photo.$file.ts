import { databaseContext, loggerContext } from "~/context";
import { getSiteValues } from "~/content/site-values.server";
import { readMediaAt } from "~/features/blog/post-images.server";
import { OWNER_PHOTO_TYPES, OWNER_PHOTO_WIDTHS, renderOwnerPhoto } from "~/features/owner-photo/owner-photo.server";
import { ownerPhotoVersion, type OwnerPhotoFormat } from "~/lib/owner-photo";
import type { Route } from "./+types/owner-photo.$file";
import { retryLater } from "~/lib/retry-later";

/**
 * The owner's photo in force (saved in the console, else configured) at one of the sizes the pages
 * use (/owner-photo/152.avif); nothing else, so no one can ask for endless renders. A picture
 * uploaded in the console is read from the database.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const match = /^(\d{1,4})\.(avif|webp|jpg)$/.exec(params.file);
  const width = Number(match?.[1]);
  const database = context.get(databaseContext);
  const source = (await getSiteValues(database)).site.ownerPhoto;
  if (!match || !source || !OWNER_PHOTO_WIDTHS.includes(width)) return new Response("Not found", { status: 404 });
  const format = match[2] as OwnerPhotoFormat;
  let body: Buffer;
  try {
    body = await renderOwnerPhoto(source, width, format, { readUploaded: (path) => readMediaAt(database.db, path) });
  } catch (error) {
    // The page then shows the illustration in its place (the image's error handler).
    context.get(loggerContext).error({ err: error }, "owner photo: could not be read or rendered");
    return new Response("The photo could not be loaded.", retryLater(503, 60));
  }
  // The pages ask with the photo's version (ownerPhotoSrcSet): that address shows this photo for
  // good. Any other (an older version, none) shows whatever is in force, so it is kept briefly.
  const current = new URL(request.url).searchParams.get("v") === ownerPhotoVersion(source);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": OWNER_PHOTO_TYPES[format],
      "Content-Length": String(body.length),
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
