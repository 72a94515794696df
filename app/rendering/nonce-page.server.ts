import { constants, crc32, deflateRawSync } from "node:zlib";
import { NONCE_PLACEHOLDER } from "~/context";
import { acceptsGzip } from "~/lib/accept-encoding";

/**
 * A page kept in memory (rendered once by the render cache) with NONCE_PLACEHOLDER
 * where each response's nonce goes (decision 003): as text, and as gzip that no response has to
 * compress again. The text between the placeholders is compressed once, each part on its own (so
 * no part refers back into another, nor into a nonce), the first time a browser asks for it; every
 * response then joins those parts around its own nonce, sent as a stored (uncompressed) block,
 * with the gzip header and trailer (the checksum of this response's bytes) around them. Per-request
 * brotli of these pages took most of the server's time under load and left the memory allocator
 * about 60 MB larger (decision 066).
 */
export interface NoncePage {
  /** The page's characters, placeholders included. */
  readonly length: number;
  /** The page with this response's nonce. */
  text(nonce: string): string;
  /** The page with this response's nonce, as gzip. */
  gzip(nonce: string): Uint8Array<ArrayBuffer>;
}

// Magic, deflate, no flags, no time, no extra flags, unknown system.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty last block of fixed codes: the end of the deflate stream.
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** A stored block (not the last) holding bytes: after a part ended by a sync flush, it starts on a byte. */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.length;
  return Buffer.concat([Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]), bytes]);
}

export function noncePage(html: string): NoncePage {
  const parts = html.split(NONCE_PLACEHOLDER);
  let compressed: { parts: Buffer[]; bytes: number } | undefined;
  return {
    length: html.length,
    text: (nonce) => parts.join(nonce),
    gzip(nonce) {
      compressed ??= {
        parts: parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })),
        bytes: parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0),
      };
      const nonceBytes = Buffer.from(nonce);
      const nonceBlock = storedBlock(nonceBytes);
      const body: Buffer[] = [GZIP_HEADER];
      let checksum = 0;
      parts.forEach((part, index) => {
        if (index > 0) {
          body.push(nonceBlock);
          checksum = crc32(nonceBytes, checksum);
        }
        body.push(compressed!.parts[index]!);
        checksum = crc32(part, checksum);
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(checksum >>> 0, 0);
      trailer.writeUInt32LE((compressed.bytes + nonceBytes.length * (parts.length - 1)) % 2 ** 32, 4);
      body.push(LAST_BLOCK, trailer);
      const joined = Buffer.concat(body);
      // The joined bytes as a plain view, the type a response body takes.
      return new Uint8Array(joined.buffer as ArrayBuffer, joined.byteOffset, joined.length);
    },
  };
}

/**
 * The response for a kept page: gzip when the request takes it (even when it prefers brotli: a
 * kept page's gzip costs nothing, brotli a compression per response), text otherwise. `headers`
 * are the response's own; the type, the encoding and `Vary` are set here.
 */
export function noncePageResponse(page: NoncePage, nonce: string, request: Request, init: { status: number; headers: Headers }): Response {
  const { headers } = init;
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.append("Vary", "Accept-Encoding");
  if (request.method === "HEAD") return new Response(null, init);
  if (!acceptsGzip(request.headers.get("Accept-Encoding"))) return new Response(page.text(nonce), init);
  headers.set("Content-Encoding", "gzip");
  return new Response(page.gzip(nonce), init);
}
