import { expect, test } from "vitest";
import { addDays, nextDay, utcDay } from "./dates";

test("a UTC day is the instant's date in UTC, whatever the zone it was written in", () => {
  expect(utcDay(new Date("2026-11-25T23:30:00-08:00"))).toBe("2026-11-26");
  expect(utcDay(new Date("2026-11-25T00:00:00Z"))).toBe("2026-11-25");
});

test("days are added across months and years, backwards too", () => {
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  expect(addDays("2026-11-25", -29)).toBe("2026-10-27");
  expect(addDays("2026-11-25", 0)).toBe("2026-11-25");
});

test("the day after a date turns months, years and leap days", () => {
  expect(nextDay({ year: 2026, month: 12, day: 31 })).toEqual({ year: 2027, month: 1, day: 1 });
  expect(nextDay({ year: 2028, month: 2, day: 28 })).toEqual({ year: 2028, month: 2, day: 29 });
  expect(nextDay({ year: 2026, month: 2, day: 28 })).toEqual({ year: 2026, month: 3, day: 1 });
});
