import { readFile } from "node:fs/promises";
import path from "node:path";
import { OWNER_PHOTO_SIZES, type OwnerPhotoFormat } from "~/lib/owner-photo";
import { outboundFetch, refusedAnswer } from "~/lib/outbound-http";

/** The pixel widths the server renders: every size, once and twice. */
export const OWNER_PHOTO_WIDTHS: readonly number[] = OWNER_PHOTO_SIZES.flatMap((size) => [size, size * 2]);

/** Largest original accepted (a phone's photo is a few MB). */
const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

export const OWNER_PHOTO_TYPES: Record<OwnerPhotoFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

export interface OwnerPhotoOptions {
  /** Where a configured path is looked up: the project's public/ directory. */
  publicDir?: string;
  /** Reads a picture uploaded in the console (a /media/ path) from where uploads are kept. */
  readUploaded?: (path: string) => Promise<Uint8Array | undefined>;
}

const originals = new Map<string, Promise<Buffer>>();
const renders = new Map<string, Promise<Buffer>>();

/** A promise kept while it holds, forgotten when it fails, so the next request tries again. */
function remembered(cache: Map<string, Promise<Buffer>>, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let promise = cache.get(key);
  if (!promise) {
    promise = make();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

async function readOriginal(
  source: string,
  { publicDir, readUploaded }: Required<Pick<OwnerPhotoOptions, "publicDir">> & OwnerPhotoOptions,
): Promise<Buffer> {
  if (source.startsWith("/media/") && readUploaded) {
    const bytes = await readUploaded(source);
    if (!bytes) throw new Error(`owner photo ${source}: no uploaded picture has this address`);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  }
  if (/^https?:\/\//i.test(source)) {
    const response = await outboundFetch(source, { what: `owner photo ${source}`, timeoutMs: FETCH_TIMEOUT_MS });
    if (!response.ok) throw await refusedAnswer(response, `owner photo ${source}`);
    const length = Number(response.headers.get("content-length") ?? 0);
    if (length > MAX_ORIGINAL_BYTES) throw new Error(`owner photo ${source}: larger than ${MAX_ORIGINAL_BYTES} bytes`);
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > MAX_ORIGINAL_BYTES) throw new Error(`owner photo ${source}: larger than ${MAX_ORIGINAL_BYTES} bytes`);
    return body;
  }
  // The configuration refuses "..", and the join keeps a leading "/" inside public/.
  return readFile(path.join(publicDir, source));
}

/**
 * The owner's photo as a square of `width` pixels in `format`, rendered once per size and format
 * and then served from memory (a handful of small images). The original, a picture uploaded in the
 * console, a file under public/ or a URL, is read once too (an upload's address names its content). sharp loads on first use, so a site without a photo never loads it.
 */
export function renderOwnerPhoto(
  source: string,
  width: number,
  format: OwnerPhotoFormat,
  options: OwnerPhotoOptions = {},
): Promise<Buffer> {
  const publicDir = options.publicDir ?? path.resolve("public");
  return remembered(renders, `${publicDir}\n${source}\n${width}\n${format}`, async () => {
    const original = await remembered(originals, `${publicDir}\n${source}`, () => readOriginal(source, { ...options, publicDir }));
    const { default: sharp } = await import("sharp");
    // rotate() applies the camera's orientation; attention keeps the face when the photo is not square.
    const image = sharp(original).rotate().resize(width, width, { fit: "cover", position: sharp.strategy.attention });
    if (format === "avif") return image.avif({ quality: 55, effort: 4 }).toBuffer();
    if (format === "webp") return image.webp({ quality: 80 }).toBuffer();
    return image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  });
}
