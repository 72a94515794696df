import { expect, test } from "vitest";
import { formatPostDate, isIsoDate, rfc822Date } from "./post-date";

test("dates read like 'November 3, 2026', whatever the machine's time zone", () => {
  expect(formatPostDate("2026-11-03")).toBe("November 3, 2026");
  expect(formatPostDate("2026-01-01")).toBe("January 1, 2026");
});

test("feeds get RFC 822 dates", () => {
  expect(rfc822Date("2026-11-03")).toBe("Tue, 03 Nov 2026 00:00:00 GMT");
});

test("only real days in YYYY-MM-DD count as ISO dates", () => {
  expect(isIsoDate("2024-02-29")).toBe(true);
  expect(isIsoDate("2026-02-29")).toBe(false);
  expect(isIsoDate("2026-11-3")).toBe(false);
  expect(isIsoDate("2026-11-03T10:00:00Z")).toBe(false);
});
