import { IMAGE_REFUSALS, prepareImage, storeImage } from "~/features/blog/post-images.server";
import { mediaPath } from "~/features/blog/media-paths";

export { POST_IMAGE_MAX_BYTES } from "~/features/blog/media-paths";
import { replaceControlCharacters } from "~/lib/control-characters";
import { done, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";

/** An uploaded picture as the editor uses it: its address, its size, and the alt text given with it, if any. */
export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
  alt?: string;
}

/**
 * Takes a picture for a post (its body or its cover): checked by its content whatever its name,
 * stored without its metadata, with its sizes in AVIF and WebP (decision 067). The same picture
 * uploaded twice is one image. A refusal says what is wrong with the file, for the writer.
 */
export async function uploadPostImage(
  deps: ServiceDeps,
  input: { bytes: Uint8Array; name?: string; alt?: string },
): Promise<Outcome<UploadedImage>> {
  const prepared = await prepareImage(input.bytes);
  if ("refusal" in prepared) return refuse(IMAGE_REFUSALS[prepared.refusal], "file");
  const stored = await storeImage(deps.db, prepared.image);
  const url = mediaPath(stored);
  // The file's name is the writer's own and only reaches the activity log, shortened and without control characters.
  const name = replaceControlCharacters(input.name ?? "")
    .trim()
    .slice(0, 120);
  const named = name ? ` (${name})` : "";
  if (stored.added) deps.did(`Uploaded a picture for the blog${named}: ${url}`);
  const alt = input.alt?.trim();
  return done({ id: stored.id, url, width: stored.width, height: stored.height, ...(alt ? { alt } : {}) });
}
