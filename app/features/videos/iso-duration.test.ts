import { expect, test } from "vitest";
import { formatDuration, parseIsoDuration } from "./iso-duration";

test("hours, minutes and seconds read as h:mm:ss", () => {
  expect(parseIsoDuration("PT1H2M3S")).toBe(3_723);
  expect(formatDuration("PT1H2M3S")).toBe("1:02:03");
  expect(formatDuration("PT1H4M20S")).toBe("1:04:20");
  expect(formatDuration("PT2H")).toBe("2:00:00");
});

test("under an hour reads as m:ss", () => {
  expect(formatDuration("PT45S")).toBe("0:45");
  expect(formatDuration("PT18M05S")).toBe("18:05");
  expect(formatDuration("PT9M")).toBe("9:00");
});

test("days count as hours", () => {
  expect(formatDuration("P1DT2H3M4S")).toBe("26:03:04");
});

test("P0D (live streams, premieres) and missing or unreadable durations show nothing", () => {
  expect(parseIsoDuration("P0D")).toBe(0);
  expect(formatDuration("P0D")).toBeUndefined();
  expect(formatDuration(undefined)).toBeUndefined();
  expect(formatDuration(null)).toBeUndefined();
  expect(formatDuration("")).toBeUndefined();
  expect(formatDuration("PT")).toBeUndefined();
  expect(formatDuration("P")).toBeUndefined();
  expect(formatDuration("1:02:03")).toBeUndefined();
});
