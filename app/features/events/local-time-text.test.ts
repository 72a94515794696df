import { afterEach, expect, test } from "vitest";
import { localTimeText, offsetName } from "./local-time-text";

// Node reads TZ again whenever it is set: each test runs as a visitor in that zone.
const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

const LABEL = "Your time";
// 10:00 AM in Los Angeles (PST, -480) on Wednesday, December 2, 2026.
const START = "2026-12-02T18:00:00.000Z";

/** What Intl prints for the same instant in the visitor's zone, for zones en-US names by offset. */
function intlText(startsAt: string): string {
  const text = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(startsAt));
  return `${LABEL}: ${text.replace(/\s/g, " ")}`;
}

test("a visitor in another zone reads the start in their own clock, the zone named by its offset", () => {
  for (const zone of ["Europe/Berlin", "Asia/Kolkata", "Australia/Adelaide", "America/St_Johns", "Asia/Tokyo"]) {
    process.env.TZ = zone;
    expect(localTimeText(START, -480, LABEL), zone).toBe(intlText(START));
  }
  process.env.TZ = "Europe/Berlin";
  expect(localTimeText(START, -480, LABEL)).toBe("Your time: Wed, Dec 2, 7:00 PM GMT+1");
  // Past midnight the day moves on too.
  process.env.TZ = "Asia/Tokyo";
  expect(localTimeText(START, -480, LABEL)).toBe("Your time: Thu, Dec 3, 3:00 AM GMT+9");
});

test("the same clock as the session's says nothing, whatever the zone is called", () => {
  process.env.TZ = "America/Los_Angeles";
  expect(localTimeText(START, -480, LABEL)).toBe("");
  // A zone of another name that reads UTC-8 then: nothing to add.
  process.env.TZ = "Etc/GMT+8";
  expect(localTimeText(START, -480, LABEL)).toBe("");
  // In summer Los Angeles is -420; the visitor's offset is read at the session's instant, not today.
  process.env.TZ = "America/Los_Angeles";
  expect(localTimeText("2026-07-01T17:00:00.000Z", -420, LABEL)).toBe("");
  expect(localTimeText("2026-07-01T17:00:00.000Z", -480, LABEL)).toBe("Your time: Wed, Jul 1, 10:00 AM GMT-7");
});

test("noon and midnight read as 12, minutes keep two digits, a start that can't be read says nothing", () => {
  process.env.TZ = "UTC";
  expect(localTimeText("2026-12-02T12:05:00.000Z", -480, LABEL)).toBe("Your time: Wed, Dec 2, 12:05 PM GMT");
  expect(localTimeText("2026-12-02T00:00:00.000Z", -480, LABEL)).toBe("Your time: Wed, Dec 2, 12:00 AM GMT");
  expect(localTimeText("not a date", -480, LABEL)).toBe("");
});

test("offsets are named as en-US names a zone without a name", () => {
  expect(offsetName(0)).toBe("GMT");
  expect(offsetName(60)).toBe("GMT+1");
  expect(offsetName(-300)).toBe("GMT-5");
  expect(offsetName(330)).toBe("GMT+5:30");
  expect(offsetName(-210)).toBe("GMT-3:30");
  expect(offsetName(765)).toBe("GMT+12:45");
});
