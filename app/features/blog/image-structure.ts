/**
 * An uploaded picture read by its structure, before any decoder sees more than its header: which
 * of the blog's formats its first bytes say it is, whether it ends where its format says it ends
 * (a file cut off on the way), and whether it carries anything besides the picture (a "polyglot":
 * a page, a script or an archive appended after the image's end or hidden inside it, which some
 * other program would read as that other file).
 */

export type ImageKind = "jpeg" | "png" | "gif" | "webp" | "avif";

export type StructureProblem = "truncated" | "extra-content";

/** The format a file's first bytes name, if it is one of the blog's. */
export function kindBySignature(bytes: Uint8Array): ImageKind | undefined {
  const ascii = (start: number, end: number) => latin1(bytes.subarray(start, end));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && /avi[fs]/.test(ascii(8, Math.min(bytes.length, 64, readU32(bytes, 0) || 0)))) return "avif";
  return undefined;
}

/** A few bytes as the characters of their codes (a format's signature, a chunk's type). */
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
// The whole file as one character per byte, for the search below: its patterns are plain ASCII,
// which this decoding keeps as it is (it differs from Latin-1 only between 0x80 and 0x9f).
const singleByteText = new TextDecoder("windows-1252");

function readU32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) return Number.NaN;
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

const readU32LE = (bytes: Uint8Array, at: number) =>
  at + 4 > bytes.length ? Number.NaN : (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

const readU16 = (bytes: Uint8Array, at: number) => (at + 2 > bytes.length ? Number.NaN : (bytes[at]! << 8) | bytes[at + 1]!);

/** Where the image ends by its format's own structure, or a problem. */
type End = number | "truncated" | "malformed";

/**
 * A JPEG's end: its segments walked from the start, each scan's entropy-coded data to the marker
 * after it, until the end-of-image marker (a progressive JPEG has several scans).
 */
function jpegEnd(bytes: Uint8Array, start = 0): End {
  let at = start + 2;
  for (;;) {
    if (at + 2 > bytes.length) return "truncated";
    if (bytes[at] !== 0xff) return "malformed";
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return at + 2;
    // Markers without a length: restart markers and the temporary marker.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = readU16(bytes, at + 2);
    if (Number.isNaN(length)) return "truncated";
    if (length < 2) return "malformed";
    at += 2 + length;
    if (at > bytes.length) return "truncated";
    if (marker !== 0xda) continue;
    // Entropy-coded data runs to the next marker that is neither a stuffed 0xff00 nor a restart marker.
    for (;;) {
      if (at + 1 >= bytes.length) return "truncated";
      if (bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7)) break;
      at += 1;
    }
  }
}

/** A PNG's end: its chunks walked from the signature to IEND's checksum. */
function pngEnd(bytes: Uint8Array): End {
  let at = 8;
  for (;;) {
    const length = readU32(bytes, at);
    if (Number.isNaN(length) || at + 8 > bytes.length) return "truncated";
    if (length > 0x7fffffff) return "malformed";
    const type = latin1(bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) return "malformed";
    at += 12 + length;
    if (at > bytes.length) return "truncated";
    if (type === "IEND") return at;
  }
}

/** A GIF's end: its header, colour tables and blocks walked to the trailer. */
function gifEnd(bytes: Uint8Array): End {
  if (bytes.length < 13) return "truncated";
  let at = 13;
  const packed = bytes[10]!;
  if (packed & 0x80) at += 3 * 2 ** ((packed & 0x07) + 1);
  const subBlocks = (): boolean => {
    for (;;) {
      if (at >= bytes.length) return false;
      const size = bytes[at]!;
      at += 1 + size;
      if (size === 0) return at <= bytes.length;
    }
  };
  for (;;) {
    if (at >= bytes.length) return "truncated";
    const block = bytes[at]!;
    if (block === 0x3b) return at + 1;
    if (block === 0x21) {
      at += 2;
      if (!subBlocks()) return "truncated";
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return "truncated";
      const local = bytes[at + 9]!;
      at += 10;
      if (local & 0x80) at += 3 * 2 ** ((local & 0x07) + 1);
      // The LZW minimum code size, then the image data's sub-blocks.
      at += 1;
      if (!subBlocks()) return "truncated";
    } else return "malformed";
  }
}

/** A WebP's end: the RIFF header's size, checked against the chunks inside it. */
function webpEnd(bytes: Uint8Array): End {
  const riffSize = readU32LE(bytes, 4);
  if (Number.isNaN(riffSize) || riffSize < 4 || riffSize % 2 === 1) return "malformed";
  const end = 8 + riffSize;
  if (end > bytes.length) return "truncated";
  let at = 12;
  while (at < end) {
    const size = readU32LE(bytes, at + 4);
    if (Number.isNaN(size) || at + 8 > end) return "malformed";
    at += 8 + size + (size % 2);
    if (at > end) return "malformed";
  }
  return end;
}

/** An AVIF's end: its top-level boxes, which must tile the file exactly. */
function avifEnd(bytes: Uint8Array): End {
  let at = 0;
  while (at < bytes.length) {
    let size = readU32(bytes, at);
    if (Number.isNaN(size) || at + 8 > bytes.length) return "truncated";
    const type = latin1(bytes.subarray(at + 4, at + 8));
    if (!/^[a-z0-9 ]{4}$/i.test(type)) return "malformed";
    if (size === 1) {
      const high = readU32(bytes, at + 8);
      const low = readU32(bytes, at + 12);
      if (Number.isNaN(low)) return "truncated";
      size = high * 2 ** 32 + low;
    } else if (size === 0) size = bytes.length - at;
    if (size < 8) return "malformed";
    at += size;
  }
  return at === bytes.length ? at : "truncated";
}

const ENDS: Record<ImageKind, (bytes: Uint8Array) => End> = {
  jpeg: (bytes) => jpegEnd(bytes),
  png: pngEnd,
  gif: gifEnd,
  webp: webpEnd,
  avif: avifEnd,
};

/**
 * What may follow a JPEG's end: phones and cameras write further complete JPEGs there (a preview,
 * a depth or gain map, declared by the first image's multi-picture segment), and some writers pad
 * with zeros. Anything else is another file riding along.
 */
function onlyJpegsAfter(bytes: Uint8Array, from: number): boolean {
  let at = from;
  while (at < bytes.length) {
    if (bytes[at] === 0x00) {
      at += 1;
      continue;
    }
    if (bytes[at] !== 0xff || bytes[at + 1] !== 0xd8 || bytes[at + 2] !== 0xff) return false;
    const end = jpegEnd(bytes, at);
    if (typeof end !== "number") return false;
    at = end;
  }
  return true;
}

/**
 * Signs of another kind of file inside a picture: markup a browser or a server would run, and an
 * archive (a ZIP's entries and its directory's end, both present). Each is long enough that a
 * picture's compressed data holds it by chance about once in many millions of uploads.
 */
const FOREIGN_MARKUP =
  /<(?:script|\?php|html|!doctype|iframe|object|embed|body|style|form|svg[\s>/]|img[\s/]|meta[\s/]|link[\s/])|javascript:/i;
const ZIP_ENTRY = "PK\x03\x04";
const ZIP_END = "PK\x05\x06";

export function carriesForeignContent(bytes: Uint8Array): boolean {
  const text = singleByteText.decode(bytes);
  return FOREIGN_MARKUP.test(text) || (text.includes(ZIP_ENTRY) && text.includes(ZIP_END));
}

/** What is wrong with a file whose first bytes say it is a `kind` picture, if anything. */
export function structureProblem(bytes: Uint8Array, kind: ImageKind): StructureProblem | undefined {
  // Markup or an archive anywhere is told as what it is, even where it also breaks the structure.
  if (carriesForeignContent(bytes)) return "extra-content";
  const end = ENDS[kind](bytes);
  // A structure that does not hold together is a damaged file, told as one that is cut off.
  if (end === "truncated" || end === "malformed") return "truncated";
  if (end < bytes.length && !(kind === "jpeg" && onlyJpegsAfter(bytes, end))) return "extra-content";
  return undefined;
}
