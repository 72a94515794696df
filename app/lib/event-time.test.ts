import { expect, test } from "vitest";
import {
  eventSchedule,
  formatEventSchedule,
  isEventPast,
  zoneOffsetAt,
  parseEventDate,
  parseEventTime,
  resolveSessionStart,
  zonedInstant,
} from "./event-time";

test("dates: yyyy-mm-dd with or without a time part, and 'MMMM d, yyyy'", () => {
  expect(parseEventDate("2026-12-03")).toEqual({ year: 2026, month: 12, day: 3 });
  expect(parseEventDate("2026-12-03T18:00:00Z")).toEqual({ year: 2026, month: 12, day: 3 });
  expect(parseEventDate("2026-12-03 10:00")).toEqual({ year: 2026, month: 12, day: 3 });
  expect(parseEventDate("December 3, 2026")).toEqual({ year: 2026, month: 12, day: 3 });
  expect(parseEventDate("  march 31, 2027 ")).toEqual({ year: 2027, month: 3, day: 31 });
  expect(parseEventDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
});

test("dates that can't be read: bad month, bad day, other formats", () => {
  for (const text of [
    "2026-13-01",
    "2026-00-10",
    "2026-12-32",
    "2026-02-30",
    "2027-02-29",
    "Decembre 3, 2026",
    "3 December 2026",
    "12/03/2026",
    "",
    "soon",
  ]) {
    expect(parseEventDate(text), text).toBeUndefined();
  }
});

test("times: h:mm a, h a, hh:mm a, H:mm, HH:mm, with zone labels stripped", () => {
  expect(parseEventTime("10:00 AM")).toEqual({ hour: 10, minute: 0 });
  expect(parseEventTime("5 PM")).toEqual({ hour: 17, minute: 0 });
  expect(parseEventTime("09:30 AM")).toEqual({ hour: 9, minute: 30 });
  expect(parseEventTime("12:15 AM")).toEqual({ hour: 0, minute: 15 });
  expect(parseEventTime("12 PM")).toEqual({ hour: 12, minute: 0 });
  expect(parseEventTime("9:05")).toEqual({ hour: 9, minute: 5 });
  expect(parseEventTime("14:30")).toEqual({ hour: 14, minute: 30 });
  expect(parseEventTime("10:00 am")).toEqual({ hour: 10, minute: 0 });
  expect(parseEventTime("10:00 a.m.")).toEqual({ hour: 10, minute: 0 });
  expect(parseEventTime("10:00 AM PST")).toEqual({ hour: 10, minute: 0 });
  expect(parseEventTime("5 PM PT")).toEqual({ hour: 17, minute: 0 });
  expect(parseEventTime("6:30 PM (PDT)")).toEqual({ hour: 18, minute: 30 });
  expect(parseEventTime("14:30 UTC")).toEqual({ hour: 14, minute: 30 });
  expect(parseEventTime("10:00 PST")).toEqual({ hour: 10, minute: 0 });
  expect(parseEventTime("18:00 GMT-8")).toEqual({ hour: 18, minute: 0 });
});

test("times that can't be read", () => {
  for (const text of ["Time TBA", "TBA", "13 PM", "0 AM", "24:00", "10:60", "5", "noon", "", "10:00 XM"]) {
    expect(parseEventTime(text), text).toBeUndefined();
  }
});

test("Los Angeles wall-clock times map to the right instants in winter and summer", () => {
  expect(zonedInstant({ year: 2026, month: 12, day: 3 }, { hour: 10, minute: 0 }).toISOString()).toBe("2026-12-03T18:00:00.000Z");
  expect(zonedInstant({ year: 2026, month: 7, day: 1 }, { hour: 10, minute: 0 }).toISOString()).toBe("2026-07-01T17:00:00.000Z");
});

test("around the DST changes: the spring gap moves forward, the fall overlap takes the first 1:30", () => {
  // 2027-03-14: clocks jump from 2:00 to 3:00 PST->PDT. 2:30 does not exist.
  expect(zonedInstant({ year: 2027, month: 3, day: 14 }, { hour: 1, minute: 59 }).toISOString()).toBe("2027-03-14T09:59:00.000Z");
  expect(zonedInstant({ year: 2027, month: 3, day: 14 }, { hour: 3, minute: 0 }).toISOString()).toBe("2027-03-14T10:00:00.000Z");
  expect(zonedInstant({ year: 2027, month: 3, day: 14 }, { hour: 2, minute: 30 }).toISOString()).toBe("2027-03-14T10:30:00.000Z");
  // 2026-11-01: clocks fall back from 2:00 PDT to 1:00 PST; 1:30 happens twice.
  expect(zonedInstant({ year: 2026, month: 11, day: 1 }, { hour: 1, minute: 30 }).toISOString()).toBe("2026-11-01T08:30:00.000Z");
  expect(zonedInstant({ year: 2026, month: 11, day: 1 }, { hour: 3, minute: 0 }).toISOString()).toBe("2026-11-01T11:00:00.000Z");
});

test("a session is past once its Los Angeles start time has gone by", () => {
  const now = new Date("2026-12-03T18:00:00Z"); // 10:00 AM in Los Angeles
  expect(isEventPast("2026-12-03", "9:59 AM", now)).toBe(true);
  expect(isEventPast("2026-12-03", "10:00 AM", now)).toBe(false);
  expect(isEventPast("2026-12-03", "10:01 AM PST", now)).toBe(false);
  expect(isEventPast("December 2, 2026", "11 PM", now)).toBe(true);
  expect(isEventPast("2026-12-04", "00:00", now)).toBe(false);
});

test("around midnight: Los Angeles' date, not UTC's, decides", () => {
  // 23:30 in Los Angeles on Dec 3 is already 07:30 UTC on Dec 4.
  const now = new Date("2026-12-04T07:30:00Z");
  expect(isEventPast("2026-12-03", "11:00 PM", now)).toBe(true);
  expect(isEventPast("2026-12-03", "11:45 PM", now)).toBe(false);
  expect(isEventPast("2026-12-04", "12:00 AM", now)).toBe(false);
});

test("'Time TBA' is never past, an unreadable date is never past, an unreadable time lasts all day", () => {
  const now = new Date("2027-06-01T12:00:00Z");
  expect(isEventPast("2026-01-01", "Time TBA", now)).toBe(false);
  expect(isEventPast("sometime in spring", "10:00 AM", now)).toBe(false);
  expect(isEventPast("2027-06-01", "after lunch", new Date("2027-06-02T06:59:00Z"))).toBe(false);
  expect(isEventPast("2027-06-01", "after lunch", new Date("2027-06-02T07:00:00Z"))).toBe(true);
  expect(eventSchedule("2027-06-01", "Time TBA")).toMatchObject({ timeTba: true, time: undefined });
});

test("display: a long date and a time labelled PST, or the raw texts", () => {
  expect(formatEventSchedule("2026-12-03", "10:00 AM")).toEqual({ date: "Thursday, December 3, 2026", time: "10:00 AM PST" });
  expect(formatEventSchedule("July 1, 2027", "14:30")).toEqual({ date: "Thursday, July 1, 2027", time: "2:30 PM PST" });
  expect(formatEventSchedule("2026-12-03", "Time TBA")).toEqual({ date: "Thursday, December 3, 2026", time: "Time TBA" });
  expect(formatEventSchedule("next week", "10ish")).toEqual({ date: "next week", time: "10ish" });
});

test("a session's start: the Pacific labels are the page's own clock, another zone's time is converted, never shifted", () => {
  expect(resolveSessionStart("2026-12-03", "10:00 AM")).toMatchObject({
    date: "2026-12-03",
    time: "10:00 AM",
    startsAt: new Date("2026-12-03T18:00:00Z"),
  });
  expect(resolveSessionStart("2026-12-03", "10 AM PST")).toMatchObject({ time: "10 AM PST", startsAt: new Date("2026-12-03T18:00:00Z") });
  expect(resolveSessionStart("2027-07-01", "10 AM PT")).toMatchObject({ time: "10 AM PT", startsAt: new Date("2027-07-01T17:00:00Z") });
  // 10 AM in New York in winter is 7 AM in Los Angeles: stored and shown as that.
  expect(resolveSessionStart("2026-12-03", "10 AM EST")).toEqual({
    date: "2026-12-03",
    time: "7:00 AM",
    zone: "America/Los_Angeles",
    startsAt: new Date("2026-12-03T15:00:00Z"),
    converted: { from: "2026-12-03 10 AM EST", to: "2026-12-03 7:00 AM PST" },
  });
  // Across midnight the date moves too.
  expect(resolveSessionStart("December 4, 2026", "1:30 AM ET")).toMatchObject({ date: "2026-12-03", time: "10:30 PM" });
  expect(resolveSessionStart("2026-12-03", "18:00 UTC")).toMatchObject({ time: "10:00 AM", startsAt: new Date("2026-12-03T18:00:00Z") });
  expect(resolveSessionStart("2026-12-03", "Time TBA")).toMatchObject({ time: "Time TBA", startsAt: null });
  // Another session zone: its own wall clock and its own label.
  const berlin = resolveSessionStart("2026-12-03", "18:00", "Europe/Berlin");
  expect(berlin).toMatchObject({ time: "18:00", startsAt: new Date("2026-12-03T17:00:00Z") });
  expect(formatEventSchedule("2026-12-03", "6:00 PM", "Europe/Berlin").time).toBe("6:00 PM GMT+1");
  expect(resolveSessionStart("2026-12-03", "10 AM PST", "Europe/Berlin")).toMatchObject({ time: "7:00 PM" });
  expect(resolveSessionStart("2026-12-03", "10 AM", "Mars/Olympus")).toEqual({ error: expect.stringContaining("not a time zone") });
  expect(resolveSessionStart("soon", "10 AM")).toEqual({ error: expect.stringContaining("not a date") });
  expect(resolveSessionStart("2026-12-03", "noon")).toEqual({ error: expect.stringContaining("not a time") });
});

test("a zone the site can't convert is refused by name", () => {
  expect(resolveSessionStart("2026-12-03", "10 AM BST")).toEqual({
    error: expect.stringContaining('"BST" in "10 AM BST" is not a time zone'),
  });
});

test("a zone's offset at an instant follows its daylight saving", () => {
  expect(zoneOffsetAt("America/Los_Angeles", new Date("2026-12-02T18:00:00Z"))).toBe(-480);
  expect(zoneOffsetAt("America/Los_Angeles", new Date("2026-07-01T17:00:00Z"))).toBe(-420);
  expect(zoneOffsetAt("Asia/Kolkata", new Date("2026-12-02T18:00:00Z"))).toBe(330);
  expect(zoneOffsetAt("UTC", new Date("2026-12-02T18:00:00Z"))).toBe(0);
});
