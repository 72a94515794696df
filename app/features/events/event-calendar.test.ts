import { describe, expect, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
// eslint-disable-next-line no-restricted-imports -- a test helper, shared with the integration tests
import { parseCalendar } from "../../../tests/ics-parse";
import { eventUid, parseDurationMinutes, sessionCalendar, sessionFileName, sessionsFeed, type CalendarSource } from "./event-calendar";

const site = { ...defaultSiteConfig, siteUrl: "https://morgan.example" };
const stamp = new Date("2026-11-22T12:00:00Z");
const session = (overrides: Partial<CalendarSource>): CalendarSource => ({
  id: "5b0e7a52-6a2c-4c55-9d0e-0d1d8f6a1c11",
  title: "Build a Meeting-Notes Agent, Live",
  subtitle: "From raw transcript to action items",
  date: "2027-03-18",
  time: "10:00 AM",
  category: "Build with me",
  description: "We build it together.",
  duration: "90 minutes",
  ...overrides,
});

describe("parseDurationMinutes", () => {
  test.each([
    ["60 minutes", 60],
    ["90 min", 90],
    ["1 hour", 60],
    ["1.5 hours", 90],
    ["2 hrs", 120],
    ["1 hr 30 min", 90],
    ["1h30", 90],
    ["45", 45],
  ])("%s is %i minutes", (text, minutes) => expect(parseDurationMinutes(text)).toBe(minutes));

  test.each([[null], [""], ["half a day"]])("%s has no number of minutes", (text) => expect(parseDurationMinutes(text)).toBeUndefined());
});

test("a session's file: its UID, Los Angeles time, duration, and a link back to the page", () => {
  const text = sessionCalendar(session({}), site, stamp)!;
  const { events, method } = parseCalendar(text);
  expect(method).toBe("PUBLISH");
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event).toMatchObject({
    uid: eventUid(session({}).id, site),
    summary: "Build a Meeting-Notes Agent, Live",
    startZone: "America/Los_Angeles",
    url: "https://morgan.example/events?session=5b0e7a52-6a2c-4c55-9d0e-0d1d8f6a1c11",
  });
  // March 18, 2027 is after the change to daylight time: 10 AM PDT.
  expect(event!.start.toISOString()).toBe("2027-03-18T17:00:00.000Z");
  expect(event!.end.toISOString()).toBe("2027-03-18T18:30:00.000Z");
  expect(event!.description).toContain("We build it together.");
  expect(event!.uid).toBe("event-5b0e7a52-6a2c-4c55-9d0e-0d1d8f6a1c11@morgan.example");
});

test("'Time TBA' becomes an all-day entry; an unreadable date has no file", () => {
  const tba = parseCalendar(sessionCalendar(session({ time: "Time TBA", date: "April 2, 2027" }), site, stamp)!);
  expect(tba.events[0]).toMatchObject({ allDay: true, startLocal: "2027-04-02" });
  expect(tba.events[0]!.description).toContain("Time: Time TBA");
  expect(sessionCalendar(session({ date: "next spring" }), site, stamp)).toBeUndefined();
});

test("the feed lists every session it can place, under the site's name", () => {
  const feed = sessionsFeed(
    [
      session({ id: "a", title: "First" }),
      session({ id: "b", title: "Unplaceable", date: "soon" }),
      session({ id: "c", title: "Third", time: "TBA" }),
    ],
    site,
    stamp,
  );
  const parsed = parseCalendar(feed);
  expect(parsed.name).toBe("Morgan Lee: Live Sessions");
  expect(parsed.events.map((event) => event.summary)).toEqual(["First", "Third"]);
  expect(feed).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT6H");
});

test("file names are safe slugs", () => {
  expect(sessionFileName({ title: "Q&A: Prompts, Agents & You!" })).toBe("q-a-prompts-agents-you.ics");
  expect(sessionFileName({ title: "日本語" })).toBe("session.ics");
});
