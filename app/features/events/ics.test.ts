import { describe, expect, test } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a test helper, shared with the integration tests
import { parseCalendar } from "../../../tests/ics-parse";
import { zonedInstant } from "~/lib/event-time";
import { buildCalendar, escapeText, foldLine, type IcsEvent } from "./ics";

const stamp = new Date("2026-11-22T12:00:00Z");
const base: IcsEvent = { uid: "event-1@example.com", stamp, date: { year: 2027, month: 1, day: 14 }, summary: "A session" };

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("buildCalendar", () => {
  test("a timed session is in Los Angeles time through the file's own VTIMEZONE, across the March change", () => {
    const text = buildCalendar({
      method: "PUBLISH",
      events: [
        // Sunday March 14, 2027 is the second Sunday: PDT from 2 AM.
        { ...base, uid: "before@x", date: { year: 2027, month: 3, day: 13 }, time: { hour: 10, minute: 0 }, durationMinutes: 60 },
        { ...base, uid: "after@x", date: { year: 2027, month: 3, day: 15 }, time: { hour: 10, minute: 0 }, durationMinutes: 90 },
      ],
    });
    const { events, method } = parseCalendar(text);
    expect(method).toBe("PUBLISH");
    const [before, after] = events;
    expect(before!.startZone).toBe("America/Los_Angeles");
    expect(before!.start.toISOString()).toBe("2027-03-13T18:00:00.000Z");
    expect(after!.start.toISOString()).toBe("2027-03-15T17:00:00.000Z");
    expect(after!.end.toISOString()).toBe("2027-03-15T18:30:00.000Z");
    // The same instants the site computes for the page's past rule.
    expect(after!.start).toEqual(zonedInstant({ year: 2027, month: 3, day: 15 }, { hour: 10, minute: 0 }));
  });

  test("November: daylight time until the first Sunday at 2 AM, standard time after", () => {
    const text = buildCalendar({
      events: [
        // Sunday November 7, 2027 is the first Sunday.
        { ...base, uid: "sat@x", date: { year: 2027, month: 11, day: 6 }, time: { hour: 17, minute: 30 } },
        { ...base, uid: "mon@x", date: { year: 2027, month: 11, day: 8 }, time: { hour: 17, minute: 30 } },
        { ...base, uid: "early@x", date: { year: 2027, month: 11, day: 7 }, time: { hour: 0, minute: 30 } },
      ],
    });
    const { events } = parseCalendar(text);
    expect(events.map((event) => event.start.toISOString())).toEqual([
      "2027-11-07T00:30:00.000Z",
      "2027-11-09T01:30:00.000Z",
      "2027-11-07T07:30:00.000Z",
    ]);
    // (ical.js adds a DURATION in wall-clock time, so the one that spans the change is left out here.)
    for (const event of events.slice(0, 2)) expect(event.end.getTime() - event.start.getTime()).toBe(60 * 60_000);
    expect(text).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU");
    expect(text).toContain("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU");
  });

  test("a session without a time is an all-day event on its date, with no VTIMEZONE needed", () => {
    const text = buildCalendar({ events: [{ ...base, date: { year: 2026, month: 12, day: 31 } }] });
    const { events } = parseCalendar(text);
    expect(events[0]).toMatchObject({ allDay: true, startLocal: "2026-12-31", startZone: null });
    expect(text).toContain("DTSTART;VALUE=DATE:20261231\r\n");
    expect(text).toContain("DTEND;VALUE=DATE:20270101\r\n");
    expect(text).not.toContain("VTIMEZONE");
  });

  test("text is escaped, long lines are folded at 75 octets without splitting a character, lines end in CRLF", () => {
    const description = `Bring notes; laptops, chargers\\cables.\nSecond line: ${"Größe ✓ 日本語 ".repeat(12)}`;
    const text = buildCalendar({
      name: "Morgan Lee: Live Sessions",
      events: [{ ...base, summary: "Q&A; prompts, agents", description, url: "https://example.com/events?session=1" }],
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(text).toContain("SUMMARY:Q&A\\; prompts\\, agents");
    const { events, name } = parseCalendar(text);
    expect(name).toBe("Morgan Lee: Live Sessions");
    expect(events[0]!.summary).toBe("Q&A; prompts, agents");
    expect(events[0]!.description).toBe(description);
    expect(events[0]!.url).toBe("https://example.com/events?session=1");
  });

  test("escapeText and foldLine", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    const folded = foldLine("x".repeat(200));
    expect(folded.split("\r\n").map(octets)).toEqual([75, 75, 52]);
    // A 3-octet character never straddles a fold.
    const cjk = foldLine("日".repeat(40)).split("\r\n");
    expect(cjk[0]).toBe("日".repeat(25));
    expect(cjk[1]).toBe(` ${"日".repeat(15)}`);
  });
});
