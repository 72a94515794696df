/**
 * The addresses of a post's uploaded images (decision 067): `/media/<id>.<ext>` is the stored
 * picture, `/media/<id>-<width>.<avif|webp>` one of its sizes in a modern format. The id is the
 * SHA-256 of the stored bytes, so an address never changes what it shows and is cached for good.
 * Browser-safe: the server's pages, the renderer and the serving route share these.
 */

/** The largest upload the blog takes, in bytes (10 MB). */
export const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an upload may have (40 megapixels): more would cost the server too much memory to read. */
export const POST_IMAGE_MAX_PIXELS = 40_000_000;

/** The widths made at upload for srcset, each only when the picture is wider (its own width stands in for the largest). */
export const POST_IMAGE_WIDTHS = [480, 960, 1600] as const;

export type StoredImageType = "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/gif";
export type VariantFormat = "avif" | "webp";

export const EXTENSION_OF: Record<StoredImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
};

/** What the pages need to know of an uploaded image to draw it without a shift: its size and the widths of its variants. */
export interface MediaImage {
  id: string;
  contentType: StoredImageType;
  width: number;
  height: number;
  /** The widths its AVIF and WebP variants were made at, smallest first. */
  widths: readonly number[];
}

export type MediaImages = ReadonlyMap<string, MediaImage>;

const ID = "[0-9a-f]{64}";
const STORED_NAME = new RegExp(`^(${ID})\\.(jpg|png|webp|avif|gif)$`);
const VARIANT_NAME = new RegExp(`^(${ID})-([1-9][0-9]{0,4})\\.(avif|webp)$`);
/** How a post names an uploaded image: its stored file's path, or the bare /media/<id>. */
const MEDIA_REFERENCE = new RegExp(`^/media/(${ID})(?:\\.(?:jpg|png|webp|avif|gif))?$`);
const MEDIA_REFERENCES = new RegExp(`/media/(${ID})`, "g");

/** A file name under /media/, read: the stored file or one of its variants; undefined for anything else. */
export type MediaFileName = { id: string; extension: string } | { id: string; width: number; format: VariantFormat };

export function parseMediaFileName(name: string): MediaFileName | undefined {
  const stored = STORED_NAME.exec(name);
  if (stored) return { id: stored[1]!, extension: stored[2]! };
  const variant = VARIANT_NAME.exec(name);
  if (variant) return { id: variant[1]!, width: Number(variant[2]), format: variant[3] as VariantFormat };
  return undefined;
}

/** The id of the uploaded image a path names (`/media/<id>.<ext>` or `/media/<id>`), if it names one. */
export function mediaImageId(path: string | undefined): string | undefined {
  return path ? MEDIA_REFERENCE.exec(path)?.[1] : undefined;
}

/** Every uploaded image a text mentions (a body, a cover), by id. */
export function mediaIdsIn(text: string): string[] {
  return [...text.matchAll(MEDIA_REFERENCES)].map((match) => match[1]!);
}

export const mediaPath = (image: Pick<MediaImage, "id" | "contentType">) => `/media/${image.id}.${EXTENSION_OF[image.contentType]}`;

export const variantPath = (id: string, width: number, format: VariantFormat) => `/media/${id}-${width}.${format}`;

/** An image's variants in one format as a srcset (`… 480w, … 960w`). */
export const mediaSrcSet = (image: MediaImage, format: VariantFormat) =>
  image.widths.map((width) => `${variantPath(image.id, width, format)} ${width}w`).join(", ");

/**
 * The widths to make for a picture this wide: each of POST_IMAGE_WIDTHS narrower than it, and the
 * picture's own width (at most the largest), so no variant is wider than the picture.
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, POST_IMAGE_WIDTHS.at(-1)!);
  return [...POST_IMAGE_WIDTHS.filter((each) => each < largest), largest];
}

/**
 * The picture networks show for a shared post: the stored file when it is a JPEG or a PNG (what
 * every network reads), otherwise its largest WebP variant.
 */
export function mediaSocialPath(image: MediaImage): string {
  if (image.contentType === "image/jpeg" || image.contentType === "image/png") return mediaPath(image);
  return variantPath(image.id, image.widths.at(-1)!, "webp");
}
