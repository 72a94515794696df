import { describe, expect, onTestFinished, test } from "vitest";
import { events } from "~/db/schema";
import { loadEnv } from "~/config/env.server";
import { startJobQueue } from "~/jobs/job-queue.server";
import { registerOutboxWorker } from "~/mail/outbox-worker.server";
import { action } from "~/routes/events";
import { callRoute, postForm } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { parseCalendar } from "../ics-parse";
import { startTestSmtpServer } from "../smtp";

const DAY = 24 * 60 * 60 * 1000;

/**
 * The whole path a visitor's registration takes, with nothing stood in for: the page's action,
 * the outbox row written in its transaction, the job queue, the delivery worker, nodemailer and a
 * real SMTP server; then the invitation is read back with a full RFC 5545 parser.
 */
describe.each(testDatabases())("a registration's confirmation on %s", (kind) => {
  test("reaches the visitor's inbox with the session's details and an invitation at the right instant", { timeout: 90_000 }, async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const smtp = await startTestSmtpServer();
    onTestFinished(() => smtp.close());
    const queue = await startJobQueue(handle.connection, { onError: () => {} });
    onTestFinished(() => queue.stop({ graceful: false, timeout: 2_000 }));
    const env = loadEnv({
      DATA_DIR: "memory://",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Live Sessions <sessions@example.com>",
      LOG_LEVEL: "silent",
    });
    const { pino } = await import("pino");
    await registerOutboxWorker({ database: handle, queue, env, logger: pino({ level: "silent" }) }, { pollingIntervalSeconds: 0.5 });

    // A session in winter (PST, UTC-8) two weeks from now, at 9:30 AM Los Angeles time.
    const day = new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10);
    const [event] = await handle.db
      .insert(events)
      .values({
        title: "Prompting for Busy Managers",
        date: day,
        time: "9:30 AM",
        category: "Workshop",
        description: "Hands-on prompting practice with your own work.",
        duration: "45 minutes",
        maxAttendees: 20,
      })
      .returning();

    const fields = { eventId: event!.id, email: "  Ana.Lopez@Example.COM ", name: "Ana" };
    await callRoute(action, postForm("/events", fields), { database: handle, queue, address: "198.51.100.77" });

    // Two e-mails leave, in either order: the visitor's confirmation and the owner's notice.
    const messages = await smtp.waitForMessages(2, 60_000);
    expect(messages.map((sent) => sent.to).sort()).toEqual([["Ana.Lopez@example.com"], ["hello@example.com"]]);
    const message = messages.find((sent) => sent.to.includes("Ana.Lopez@example.com"));
    expect(message!.parsed.subject).toContain("Prompting for Busy Managers");
    expect(message!.parsed.text).toContain("Prompting for Busy Managers");
    expect(message!.parsed.text).toContain("PST");

    const invitation = message!.parsed.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
    expect(invitation, "an .ics invitation is attached").toBeDefined();
    const calendar = parseCalendar(invitation!.content.toString("utf8"));
    expect(calendar.events).toHaveLength(1);
    const [entry] = calendar.events;
    expect(entry!.summary).toContain("Prompting for Busy Managers");
    expect(entry!.startZone).toBe("America/Los_Angeles");
    expect(entry!.startLocal).toBe(`${day}T09:30:00`);
    // The file's own VTIMEZONE must put 9:30 Los Angeles time at the instant the zone database does.
    const expected = new Date(`${day}T09:30:00${losAngelesOffset(day)}`);
    expect(entry!.start.toISOString()).toBe(expected.toISOString());
    expect(entry!.end.getTime() - entry!.start.getTime()).toBe(45 * 60_000);
  });
});

/** "-08:00" or "-07:00": the offset Los Angeles keeps at noon that day, from the zone database. */
function losAngelesOffset(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", timeZoneName: "longOffset" })
    .formatToParts(noon)
    .find((part) => part.type === "timeZoneName")!.value;
  return name.replace("GMT", "") || "+00:00";
}
