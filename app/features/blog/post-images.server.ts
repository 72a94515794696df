import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Sharp, SharpOptions } from "sharp";
import type { Database } from "~/db/client.server";
import { blogImages, blogImageVariants } from "~/db/schema";
import { kindBySignature, structureProblem, type ImageKind } from "./image-structure";
import {
  EXTENSION_OF,
  parseMediaFileName,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_MAX_PIXELS,
  variantWidths,
  type MediaImage,
  type MediaFileName,
  type MediaImages,
  type StoredImageType,
  type VariantFormat,
} from "./media-paths";

/**
 * A post's pictures (decision 067): checked by their bytes, re-encoded without their metadata and
 * kept in the database with their sizes in AVIF and WebP, so a backup and the move to PostgreSQL
 * carry them like any other row.
 */

/** What a writer reads when the blog refuses an upload. */
export const IMAGE_REFUSALS = {
  empty: "This file is empty: choose the picture again and upload it.",
  "not-an-image": "This file is not a picture the blog can show: upload a JPEG, PNG, WebP, AVIF or GIF.",
  "too-large":
    "This picture is larger than 10 MB: export it smaller (a JPEG at 2,000 pixels wide is plenty for the blog) and upload it again.",
  "too-many-pixels":
    "This picture is over 40 megapixels: resize it (2,000 to 3,000 pixels wide is plenty for the blog) and upload it again.",
  truncated:
    "This file looks cut off or damaged (it may not have finished downloading): open it on your computer, save it again and upload that copy.",
  "extra-content":
    "This file holds something besides a picture (another file or code is attached to it): open it in an image editor, export it as a new JPEG or PNG and upload that.",
} as const;

export type ImageRefusal = keyof typeof IMAGE_REFUSALS;

/** The longer side of the stored picture: the pages never draw one wider, so the rest would only cost space and memory. */
export const STORED_MAX_SIDE = 2560;

/** The picture as it is stored: what the pages and the upload's answer need. */
export interface StoredImage extends MediaImage {
  /** Whether this upload added it (false: the same picture was already stored). */
  added: boolean;
}

interface PreparedImage {
  id: string;
  contentType: StoredImageType;
  width: number;
  height: number;
  bytes: Buffer;
  variants: Array<{ width: number; format: VariantFormat; bytes: Buffer }>;
}

// sharp loads on the first upload, so a process that never takes one never loads it.
const loadSharp = async () => (await import("sharp")).default;

const SHARP_FORMAT: Record<ImageKind, string> = { jpeg: "jpeg", png: "png", gif: "gif", webp: "webp", avif: "heif" };

// Uploads are prepared one at a time per process: a 40-megapixel picture decoded takes up to
// 160 MB while it is read, and two at once would take the server past its memory budget.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

// AVIF at effort 3: as small as effort 4 on photographs in a tenth of the time (about a second for 1,600 pixels wide).
const encoders: Record<StoredImageType, (image: Sharp) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  "image/png": (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
  "image/webp": (image) => image.webp({ quality: 85 }),
  "image/avif": (image) => image.avif({ quality: 60, effort: 3 }),
  // Never stored: a GIF keeps its first frame, as a PNG (below).
  "image/gif": (image) => image.png({ compressionLevel: 9 }),
};

// A GIF's first frame is stored as a PNG: lossless, and the variants are still pictures anyway.
const STORED_TYPE: Record<ImageKind, StoredImageType> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/**
 * Checks an upload by its content and prepares what is stored: the picture re-encoded in its own
 * format (a GIF's first frame as a PNG) with the camera's orientation applied and every piece of
 * metadata left out (EXIF with its GPS position, XMP, IPTC, comments), at most STORED_MAX_SIDE on
 * its longer side, and its variants at variantWidths() in AVIF and WebP.
 */
export function prepareImage(upload: Uint8Array): Promise<{ image: PreparedImage } | { refusal: ImageRefusal }> {
  if (upload.length === 0) return Promise.resolve({ refusal: "empty" });
  if (upload.length > POST_IMAGE_MAX_BYTES) return Promise.resolve({ refusal: "too-large" });
  return oneAtATime(() => prepare(upload));
}

async function prepare(upload: Uint8Array): Promise<{ image: PreparedImage } | { refusal: ImageRefusal }> {
  const sharp = await loadSharp();
  const input = Buffer.from(upload.buffer, upload.byteOffset, upload.length);
  // Only the blog's formats get as far as a decoder: an SVG, a page or a PDF is refused by its first bytes.
  const kind = kindBySignature(input);
  if (!kind) return { refusal: "not-an-image" };
  let header;
  try {
    // The header alone, whatever its size: the pixel limit below refuses with its own words.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // A header the decoder cannot read: a file of ours that is cut off or carries more is told so.
    return { refusal: structureProblem(input, kind) ?? "not-an-image" };
  }
  // The decoder must read the file as the format its first bytes name (an AVIF, not another HEIF).
  if (header.format !== SHARP_FORMAT[kind] || (kind === "avif" && header.compression !== "av1")) return { refusal: "not-an-image" };
  const problem = structureProblem(input, kind);
  if (problem) return { refusal: problem };
  const { width = 0, height = 0 } = header;
  if (width * height > POST_IMAGE_MAX_PIXELS) return { refusal: "too-many-pixels" };

  const options: SharpOptions = { failOn: "error", limitInputPixels: POST_IMAGE_MAX_PIXELS, autoOrient: true, pages: 1 };
  let pixels: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    pixels = await sharp(input, options)
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { refusal: "truncated" };
  }
  const { info } = pixels;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const from = () => sharp(pixels.data, raw);
  const contentType = STORED_TYPE[kind];
  // Without withMetadata() sharp writes no EXIF, XMP, IPTC or ICC profile: the pixels are sRGB already.
  const bytes = await encoders[contentType](from()).toBuffer();
  const variants: PreparedImage["variants"] = [];
  for (const variantWidth of variantWidths(info.width)) {
    const resized = () => from().resize({ width: variantWidth });
    variants.push({ width: variantWidth, format: "avif", bytes: await resized().avif({ quality: 55, effort: 3 }).toBuffer() });
    variants.push({ width: variantWidth, format: "webp", bytes: await resized().webp({ quality: 80 }).toBuffer() });
  }
  return {
    image: {
      id: createHash("sha256").update(bytes).digest("hex"),
      contentType,
      width: info.width,
      height: info.height,
      bytes,
      variants,
    },
  };
}

/** Stores a prepared picture and its variants; the same picture stored again is the row already there. */
export async function storeImage(db: Database, image: PreparedImage): Promise<StoredImage> {
  const added = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(blogImages)
      .values({ id: image.id, width: image.width, height: image.height, contentType: image.contentType, bytes: image.bytes })
      .onConflictDoNothing()
      .returning({ id: blogImages.id });
    // The variants are inserted alike: a second upload racing the first adds nothing twice.
    await tx
      .insert(blogImageVariants)
      .values(image.variants.map((variant) => ({ imageId: image.id, ...variant })))
      .onConflictDoNothing();
    return inserted.length > 0;
  });
  const stored = (await readImageFacts(db, [image.id])).get(image.id)!;
  return { ...stored, added };
}

/** What the pages need of the uploaded images with these ids (never their bytes), by id; unknown ids are left out. */
export async function readImageFacts(db: Database, ids: readonly string[]): Promise<MediaImages> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [images, variants] = await Promise.all([
    db
      .select({ id: blogImages.id, contentType: blogImages.contentType, width: blogImages.width, height: blogImages.height })
      .from(blogImages)
      .where(inArray(blogImages.id, unique)),
    db
      .select({ imageId: blogImageVariants.imageId, width: blogImageVariants.width, format: blogImageVariants.format })
      .from(blogImageVariants)
      .where(inArray(blogImageVariants.imageId, unique)),
  ]);
  return new Map(
    images.map((image) => {
      const formats = (format: string) =>
        new Set(variants.filter((variant) => variant.imageId === image.id && variant.format === format).map((variant) => variant.width));
      const webp = formats("webp");
      // A width counts when both formats have it, as the pages offer both.
      const widths = [...formats("avif")].filter((width) => webp.has(width)).sort((a, b) => a - b);
      return [
        image.id,
        { id: image.id, contentType: image.contentType as StoredImageType, width: image.width, height: image.height, widths },
      ];
    }),
  );
}

/** Whether the file exists, without reading its bytes (for a revalidation answered 304). */
export async function mediaFileExists(db: Database, file: MediaFileName): Promise<boolean> {
  return (await readMedia(db, file, false)) !== undefined;
}

/** One file's bytes and type, read from the database when asked for: nothing is kept in memory between requests. */
export async function readMediaFile(db: Database, file: MediaFileName): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
  return readMedia(db, file, true);
}

/** The bytes of the uploaded picture at a /media/ address (the owner's photo is one), or undefined when none is stored there. */
export async function readMediaAt(db: Database, path: string): Promise<Uint8Array | undefined> {
  const file = path.startsWith("/media/") ? parseMediaFileName(path.slice("/media/".length)) : undefined;
  return file ? (await readMedia(db, file, true))?.bytes : undefined;
}

async function readMedia(db: Database, file: MediaFileName, withBytes: boolean) {
  if ("extension" in file) {
    const [row] = await db
      .select({ contentType: blogImages.contentType, ...(withBytes ? { bytes: blogImages.bytes } : {}) })
      .from(blogImages)
      .where(eq(blogImages.id, file.id));
    // The name's extension must be the stored type's: one address per file.
    if (!row || EXTENSION_OF[row.contentType as StoredImageType] !== file.extension) return undefined;
    return { contentType: row.contentType, bytes: (row as { bytes?: Uint8Array }).bytes ?? new Uint8Array() };
  }
  const [row] = await db
    .select({ format: blogImageVariants.format, ...(withBytes ? { bytes: blogImageVariants.bytes } : {}) })
    .from(blogImageVariants)
    .where(and(eq(blogImageVariants.imageId, file.id), eq(blogImageVariants.width, file.width), eq(blogImageVariants.format, file.format)));
  if (!row) return undefined;
  return { contentType: `image/${file.format}`, bytes: (row as { bytes?: Uint8Array }).bytes ?? new Uint8Array() };
}
