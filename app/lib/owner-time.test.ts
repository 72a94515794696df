import { expect, test } from "vitest";
import { ownerSessionStart, ownerStamp, ownerTime } from "./owner-time";

test("an instant is written in the owner's zone with that date's name for it, across the change of clocks", () => {
  // 2026: Daylight saving time ends on November 1 and starts on March 8 in the United States.
  expect(ownerTime(new Date("2026-10-31T23:00:00Z"), "America/Chicago")).toBe("Sat, Oct 31, 2026, 6:00 PM CDT");
  expect(ownerTime(new Date("2026-11-02T00:00:00Z"), "America/Chicago")).toBe("Sun, Nov 1, 2026, 6:00 PM CST");
  expect(ownerTime("2026-07-01T17:00:00Z", "America/Los_Angeles")).toBe("Wed, Jul 1, 2026, 10:00 AM PDT");
  expect(ownerTime("2026-12-01T18:00:00Z", "America/Los_Angeles")).toBe("Tue, Dec 1, 2026, 10:00 AM PST");
  expect(ownerStamp(new Date("2026-03-08T07:59:00Z"), "America/Los_Angeles")).toBe("2026-03-07 23:59 PST");
  expect(ownerStamp(new Date("2026-03-08T10:00:00Z"), "America/Los_Angeles")).toBe("2026-03-08 03:00 PDT");
  expect(ownerStamp(new Date("2026-11-25T00:30:00Z"), "America/Chicago")).toBe("2026-11-24 18:30 CST");
  expect(ownerTime(null, "America/Chicago")).toBe("—");
  expect(ownerStamp(undefined, "America/Chicago")).toBe("—");
});

test("a session's start is its instant in the owner's zone, whatever the session's own zone; a TBA time gives the day", () => {
  const chicagoSix = { date: "2026-12-03", time: "6:00 PM", timeZone: "America/Chicago", startsAt: new Date("2026-12-04T00:00:00Z") };
  expect(ownerSessionStart(chicagoSix, "America/Chicago")).toBe("Thu, Dec 3, 2026, 6:00 PM CST");
  expect(ownerSessionStart(chicagoSix, "America/Los_Angeles")).toBe("Thu, Dec 3, 2026, 4:00 PM PST");
  expect(ownerSessionStart(chicagoSix, "America/Chicago", "stamp")).toBe("2026-12-03 18:00 CST");
  // Without a stored instant (a row written by hand) it is read from the texts in the session's zone.
  expect(ownerSessionStart({ ...chicagoSix, startsAt: null }, "America/Chicago")).toBe("Thu, Dec 3, 2026, 6:00 PM CST");
  const tba = { date: "2026-12-03", time: "Time TBA", timeZone: "America/Chicago", startsAt: null };
  expect(ownerSessionStart(tba, "America/Chicago")).toBe("Thu, Dec 3, 2026, time TBA");
  expect(ownerSessionStart(tba, "America/Chicago", "stamp")).toBe("2026-12-03 TBA");
});
