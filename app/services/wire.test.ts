import { expect, test } from "vitest";
import { fromWire, toWire } from "./wire";

test("Dates and bytes survive the trip, at any depth; everything else is plain JSON", () => {
  const value = {
    at: new Date("2026-11-28T04:00:00.000Z"),
    rows: [{ sentAt: null, createdAt: new Date(0), n: 2 }],
    text: "a\nb",
    data: new Uint8Array([0, 1, 254, 255]),
  };
  const line = toWire(value);
  expect(line).not.toContain("\n");
  expect(fromWire(line)).toEqual(value);
  expect((fromWire(line) as typeof value).rows[0]!.createdAt).toBeInstanceOf(Date);
  expect((fromWire(line) as typeof value).data).toBeInstanceOf(Uint8Array);
});
