import { expect, test } from "vitest";
import { formatPublishedDate } from "./video-embed";

test("a published date reads as en-US prints it, in UTC", () => {
  expect(formatPublishedDate("2026-11-20T15:00:00.000Z")).toBe("Nov 20, 2026");
  // Late on the last of a month in UTC is still that day, whatever the zone the code runs in.
  expect(formatPublishedDate("2026-01-31T23:59:59.000Z")).toBe("Jan 31, 2026");
  for (let month = 0; month < 12; month++) {
    const iso = new Date(Date.UTC(2025, month, 1 + month * 2)).toISOString();
    const intl = new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
    expect(formatPublishedDate(iso)).toBe(intl);
  }
});
