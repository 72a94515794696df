/**
 * A service call's input and outcome as one line of JSON and back: Dates travel as
 * `{"$date": iso}` and come back as Dates, so a caller across the admin socket reads the very
 * values a caller in the same process does.
 */
export function toWire(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, encoded: unknown) {
    const original = this[key];
    return original instanceof Date ? { $date: original.toISOString() } : encoded;
  });
}

export function fromWire(line: string): unknown {
  return JSON.parse(line, (_key, value: unknown) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === "$date" && typeof (value as { $date: unknown }).$date === "string")
        return new Date((value as { $date: string }).$date);
    }
    return value;
  });
}
