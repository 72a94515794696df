import { expect, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
// eslint-disable-next-line no-restricted-imports -- a test helper, shared with the integration tests
import { parseCalendar } from "../../../tests/ics-parse";
import type { CalendarSource } from "./event-calendar";
import { registrationEmail } from "./registration-email";

const site = { ...defaultSiteConfig, siteUrl: "https://morgan.example", ownerName: "Morgan Lee" };
const stamp = new Date("2026-11-22T12:00:00Z");
const event: CalendarSource = {
  id: "5b0e7a52-6a2c-4c55-9d0e-0d1d8f6a1c11",
  title: "Prompting <Workshop> & Friends",
  subtitle: "Hands-on practice",
  date: "2026-12-03",
  time: "12:30 PM",
  category: "Workshop",
  description: "Bring prompts from work.\nWe rewrite them together.",
  duration: "90 minutes",
};

test("the confirmation has the session's details as text and HTML, and its .ics", () => {
  const email = registrationEmail(event, { email: "ana@example.com", name: "Ana" }, site, stamp);
  expect(email).toMatchObject({
    kind: "event-registration",
    to: "ana@example.com",
    subject: "You're registered: Prompting <Workshop> & Friends",
  });
  for (const line of [
    "Hi Ana,",
    "Date: Thursday, December 3, 2026",
    "Time: 12:30 PM PST",
    "Duration: 90 minutes",
    "Bring prompts from work.\nWe rewrite them together.",
    "https://morgan.example/events?session=5b0e7a52-6a2c-4c55-9d0e-0d1d8f6a1c11",
  ]) {
    expect(email.text).toContain(line);
  }
  expect(email.html).toContain("Prompting &lt;Workshop&gt; &amp; Friends");
  expect(email.html).not.toContain("<Workshop>");
  expect(email.html).toContain('href="https://morgan.example/events?session=5b0e7a52-6a2c-4c55-9d0e-0d1d8f6a1c11"');
  expect(email.html).toContain("12:30 PM PST");

  expect(email.attachments).toHaveLength(1);
  const [attachment] = email.attachments!;
  expect(attachment!.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
  expect(attachment!.filename).toBe("prompting-workshop-friends.ics");
  const { events } = parseCalendar(attachment!.content);
  expect(events[0]!.start.toISOString()).toBe("2026-12-03T20:30:00.000Z");
  expect(events[0]!.summary).toBe("Prompting <Workshop> & Friends");
});

test("without a name the greeting is general; an unreadable date sends no invitation", () => {
  const email = registrationEmail({ ...event, date: "early next year" }, { email: "b@example.com", name: "" }, site, stamp);
  expect(email.text.startsWith("Hi there,")).toBe(true);
  expect(email.text).toContain("Date: early next year");
  expect(email.attachments).toEqual([]);
});

test("the greeting uses the name only when it reads like a first name", () => {
  const hello = (name: string) => registrationEmail(event, { email: "c@example.com", name }, site, stamp).text.split("\n")[0];
  expect(hello("Mary-Jane O'Neil")).toBe("Hi Mary-Jane O'Neil,");
  expect(hello("José")).toBe("Hi José,");
  expect(hello("Dr. Ana")).toBe("Hi Dr. Ana,");
  expect(hello("סָרָה")).toBe("Hi סָרָה,");
  for (const name of ["WIN a prize at http://spam.example", "Ana <b>", "Ana!", "🚀", "1234", "-Ana", "Ana\u001b[31m", ""]) {
    expect(hello(name), name).toBe("Hi there,");
  }
  const spam = registrationEmail(event, { email: "c@example.com", name: "Visit https://spam.example now" }, site, stamp);
  expect(spam.text).not.toContain("spam.example");
  expect(spam.html).not.toContain("spam.example");
});
