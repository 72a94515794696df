/**
 * A service call's input and outcome as one line of JSON and back: Dates travel as
 * `{"$date": iso}` and bytes (a backup) as `{"$bytes": base64}`, and come back as a Date and a
 * Uint8Array, so a caller across the admin socket reads the very values a caller in the same
 * process does.
 */
export function toWire(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, encoded: unknown) {
    const original = this[key];
    if (original instanceof Date) return { $date: original.toISOString() };
    if (original instanceof Uint8Array) return { $bytes: Buffer.from(original).toString("base64") };
    return encoded;
  });
}

export function fromWire(line: string): unknown {
  return JSON.parse(line, (_key, value: unknown) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    if (keys.length !== 1) return value;
    const { $date, $bytes } = value as { $date?: unknown; $bytes?: unknown };
    if (typeof $date === "string") return new Date($date);
    if (typeof $bytes === "string") return new Uint8Array(Buffer.from($bytes, "base64"));
    return value;
  });
}
