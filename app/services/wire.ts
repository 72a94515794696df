import type { ByteStream } from "~/lib/byte-stream";

/**
 * A service call's input and outcome as one line of JSON and back: Dates travel as
 * `{"$date": iso}` and bytes as `{"$bytes": base64}`, and come back as a Date and a Uint8Array,
 * so a caller across the admin socket reads the very values a caller in the same process does.
 *
 * An outcome may carry one byte stream (an export's or a backup's body, an AsyncIterable of
 * Uint8Array) that is read as it is made, never held whole: the line says `{"$stream": true}`
 * in its place, and the bytes follow the line (cli/admin-socket.ts), read back through the
 * `stream` given to fromWire.
 */

export function isByteStream(value: unknown): value is ByteStream {
  return typeof value === "object" && value !== null && !(value instanceof Uint8Array) && Symbol.asyncIterator in value;
}

/** The byte stream a value carries (at any depth of plain objects), if any. */
export function streamIn(value: unknown): ByteStream | undefined {
  if (isByteStream(value)) return value;
  if (!value || typeof value !== "object" || value instanceof Date || value instanceof Uint8Array) return undefined;
  for (const inner of Object.values(value)) {
    const found = streamIn(inner);
    if (found) return found;
  }
  return undefined;
}

export function toWire(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, encoded: unknown) {
    const original = this[key];
    if (original instanceof Date) return { $date: original.toISOString() };
    if (original instanceof Uint8Array) return { $bytes: Buffer.from(original).toString("base64") };
    if (isByteStream(original)) return { $stream: true };
    return encoded;
  });
}

export function fromWire(line: string, stream?: ByteStream): unknown {
  return JSON.parse(line, (_key, value: unknown) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    if (keys.length !== 1) return value;
    const { $date, $bytes, $stream } = value as { $date?: unknown; $bytes?: unknown; $stream?: unknown };
    if (typeof $date === "string") return new Date($date);
    if (typeof $bytes === "string") return new Uint8Array(Buffer.from($bytes, "base64"));
    if ($stream === true && stream) return stream;
    return value;
  });
}
