import { loggerContext } from "~/context";
import { getEnv } from "~/config/env.server";
import { OWNER_PHOTO_TYPES, OWNER_PHOTO_WIDTHS, renderOwnerPhoto } from "~/features/owner-photo/owner-photo.server";
import type { OwnerPhotoFormat } from "~/lib/owner-photo";
import type { Route } from "./+types/owner-photo.$file";
import { retryLater } from "~/lib/retry-later";

/** The owner's photo at one of the sizes the pages use (/owner-photo/152.avif); nothing else, so no one can ask for endless renders. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^(\d{1,4})\.(avif|webp|jpg)$/.exec(params.file);
  const width = Number(match?.[1]);
  const source = getEnv().site.ownerPhoto;
  if (!match || !source || !OWNER_PHOTO_WIDTHS.includes(width)) return new Response("Not found", { status: 404 });
  const format = match[2] as OwnerPhotoFormat;
  let body: Buffer;
  try {
    body = await renderOwnerPhoto(source, width, format);
  } catch (error) {
    // The page then shows the illustration in its place (the image's error handler).
    context.get(loggerContext).error({ err: error }, "owner photo: could not be read or rendered");
    return new Response("The photo could not be loaded.", retryLater(503, 60));
  }
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": OWNER_PHOTO_TYPES[format],
      "Content-Length": String(body.length),
      // A day: a replaced photo shows within one, without renaming anything.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
