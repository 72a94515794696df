import { expect, test } from "vitest";
import { offerIsOpen, offerLastDay } from "./course-offer";

const earlyBird = { endsAt: "2026-10-25T00:00:00-07:00" };

test("an offer stands until its end instant, and not a millisecond after", () => {
  expect(offerIsOpen(earlyBird, new Date("2026-10-01T12:00:00Z"))).toBe(true);
  // 23:59 on October 24 in Seattle is already October 25 in UTC: still open.
  expect(offerIsOpen(earlyBird, new Date("2026-10-25T06:59:59.999Z"))).toBe(true);
  expect(offerIsOpen(earlyBird, new Date("2026-10-25T07:00:00Z"))).toBe(false);
  expect(offerIsOpen(earlyBird, new Date("2026-11-22T09:00:00Z"))).toBe(false);
});

test("an offer without an end date stands; an unreadable one does not", () => {
  expect(offerIsOpen({}, new Date("2030-01-01T00:00:00Z"))).toBe(true);
  expect(offerIsOpen({ endsAt: "Oct 24th-ish" }, new Date("2026-01-01T00:00:00Z"))).toBe(false);
});

test("the last day reads as the page writes it, in the owner's time zone", () => {
  expect(offerLastDay(earlyBird.endsAt, "America/Los_Angeles")).toBe("October 24");
  // The same instant is already the 25th's morning in Tokyo; the page speaks Seattle time.
  expect(offerLastDay(earlyBird.endsAt, "Asia/Tokyo")).toBe("October 25");
  expect(() => offerLastDay("soon", "America/Los_Angeles")).toThrow(/Unreadable/);
});
