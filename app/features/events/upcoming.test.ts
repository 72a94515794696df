import { expect, test } from "vitest";
import { filterUpcoming } from "./upcoming";

const session = (id: string, date: string, time: string) => ({ id, date, time });

test("drops sessions already started in Los Angeles and keeps the order", () => {
  // 10:30 AM in Los Angeles on December 3, 2026 (PST, UTC-8).
  const now = new Date("2026-12-03T18:30:00Z");
  const events = [
    session("later-today", "2026-12-03", "2:00 PM"),
    session("this-morning", "2026-12-03", "10:00 AM"),
    session("tba-today", "2026-12-03", "Time TBA"),
    session("tba-long-ago", "2020-01-01", "Time TBA"),
    session("unreadable", "sometime in spring", "10:00 AM"),
    session("yesterday", "December 2, 2026", "11:30 PM PST"),
    session("tomorrow", "2026-12-04", "09:00"),
  ];
  expect(filterUpcoming(events, now).map((event) => event.id)).toEqual([
    "later-today",
    "tba-today",
    "tba-long-ago",
    "unreadable",
    "tomorrow",
  ]);
});

test("the day boundary is Los Angeles midnight, not UTC's", () => {
  // 11 PM on December 3 in Los Angeles is already December 4 in UTC.
  const now = new Date("2026-12-04T07:00:00Z");
  const events = [session("tonight", "2026-12-03", "11:30 PM"), session("earlier", "2026-12-03", "10:59 PM")];
  expect(filterUpcoming(events, now).map((event) => event.id)).toEqual(["tonight"]);
});

test("a session with a date but an unreadable time stays listed through its day", () => {
  const events = [session("noonish", "2026-12-03", "around noon")];
  expect(filterUpcoming(events, new Date("2026-12-04T07:59:00Z"))).toHaveLength(1);
  expect(filterUpcoming(events, new Date("2026-12-04T08:00:00Z"))).toHaveLength(0);
});
