import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { describe, expect, onTestFinished, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { emailOutbox, eventRegistrations, eventReminders, events } from "~/db/schema";
import { loadEnv } from "~/config/env.server";
import { registerReminderWorker, sendDueReminders } from "~/features/events/reminders.server";
import { cancelRegistration, registerForEvent } from "~/features/events/registration-mutations.server";
import { changeSession } from "~/features/events/session-mutations.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { registerOutboxWorker } from "~/mail/outbox-worker.server";
import { createTestDatabase, testDatabases } from "../db";
import { jobsSettled } from "../eventually";
import { addEvent, isoDay } from "../factories";
import { startTestSmtpServer } from "../smtp";
import { mailboxKey } from "~/lib/email-address";

const HOUR = 3_600_000;
const site = { ...defaultSiteConfig, siteUrl: "http://localhost:3000" };
const SLOW = 180_000;
const JOIN = "https://meet.example.com/reminded";
const noQueue = undefined;

const remindersTo = (handle: DatabaseHandle) =>
  handle.db
    .select({ to: emailOutbox.toAddress, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, "event-reminder"));

describe.each(testDatabases())("live-session reminders on %s", (kind) => {
  test(
    "24 h and 1 h before, once each, never for the cancelled, the switched off, the late or the past; a moved session is reminded again",
    { timeout: SLOW },
    async () => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      const event = await addEvent(handle, { joinUrl: JOIN, date: isoDay(10) });
      const quiet = await addEvent(handle, { remindersEnabled: false, date: isoDay(10) });
      const start = event.startsAt!.getTime();
      const mail = (at: number) => ({ now: new Date(at), site });
      const people = ["ana", "ben", "cy"].map((name) => `${name}-${kind}@example.com`);
      const tokens: string[] = [];
      for (const email of people) {
        const outcome = await registerForEvent(
          handle.db,
          noQueue as unknown as JobQueue,
          { eventId: event.id, email, name: "" },
          mail(Date.now()),
        );
        if (outcome.status === "registered") tokens.push(outcome.manageToken);
      }
      await registerForEvent(
        handle.db,
        noQueue as unknown as JobQueue,
        { eventId: quiet.id, email: `quiet-${kind}@example.com`, name: "" },
        mail(Date.now()),
      );
      await cancelRegistration(handle.db, noQueue, tokens[2]!, mail(Date.now()));
      const hours = [24, 1];

      expect(await sendDueReminders(handle.db, noQueue, hours, mail(start - 30 * HOUR))).toBe(0);
      expect(await sendDueReminders(handle.db, noQueue, hours, mail(start - 23 * HOUR))).toBe(2);
      expect(await sendDueReminders(handle.db, noQueue, hours, mail(start - 22 * HOUR))).toBe(0);
      const dayBefore = await remindersTo(handle);
      expect(dayBefore.map((row) => row.to).sort()).toEqual(people.slice(0, 2).sort());
      expect(dayBefore[0]!.text).toContain(JOIN);
      expect(dayBefore[0]!.text).toMatch(/\/events\/manage\/[A-Za-z0-9_-]{43}/);

      // Someone who registers three hours before gets the 1-hour reminder only.
      const late = `late-${kind}@example.com`;
      await registerForEvent(handle.db, noQueue as unknown as JobQueue, { eventId: event.id, email: late, name: "" }, mail(Date.now()));
      await handle.db
        .update(eventRegistrations)
        .set({ createdAt: new Date(start - 3 * HOUR) })
        .where(eq(eventRegistrations.email, late));
      expect(await sendDueReminders(handle.db, noQueue, hours, mail(start - 2 * HOUR))).toBe(0);
      expect(await sendDueReminders(handle.db, noQueue, hours, mail(start - 50 * 60_000))).toBe(3);
      expect(await sendDueReminders(handle.db, noQueue, hours, mail(start - 10 * 60_000))).toBe(0);
      expect(await sendDueReminders(handle.db, noQueue, hours, mail(start + 60_000))).toBe(0);
      expect((await remindersTo(handle)).filter((row) => row.to === late)).toHaveLength(1);
      expect((await remindersTo(handle)).some((row) => row.to.startsWith("quiet-"))).toBe(false);

      // Moved two days later: its people are reminded of the new start, once.
      const moved = await changeSession(handle.db, noQueue, event.id, { date: isoDay(12) }, mail(Date.now()));
      if (moved.status !== "saved") throw new Error("not moved");
      const newStart = moved.event.startsAt!.getTime();
      const before = (await remindersTo(handle)).length;
      expect(await sendDueReminders(handle.db, noQueue, hours, mail(newStart - 20 * HOUR))).toBe(3);
      expect(await sendDueReminders(handle.db, noQueue, hours, mail(newStart - 19 * HOUR))).toBe(0);
      expect((await remindersTo(handle)).length).toBe(before + 3);
    },
  );

  test("two instances' workers on one database send each reminder once, through a real SMTP server", { timeout: SLOW }, async () => {
    const first = await createTestDatabase(kind);
    onTestFinished(() => first.close());
    // A second process's own handle on the same database (PGlite has one connection: shared).
    const second =
      first.connection.kind === "postgres"
        ? await openDatabase({ databaseUrl: first.connection.url, dataDir: "memory://", poolMax: 4 })
        : first;
    if (second !== first) onTestFinished(() => second.close());
    const smtp = await startTestSmtpServer();
    onTestFinished(() => smtp.close());

    const event = await addEvent(first, { joinUrl: JOIN, date: isoDay(5), maxAttendees: null });
    const people = Array.from({ length: 20 }, (_, i) => `twice-${i}-${kind}@example.com`);
    await insertRegistrations(first, event.id, people);
    // Fifty minutes before the start, on every instance's clock.
    const fakeNow = () => new Date(event.startsAt!.getTime() - 50 * 60_000);

    const queues = await Promise.all([startInstance(first, smtp.url, fakeNow), startInstance(second, smtp.url, fakeNow)]);
    // More runs than the one each start makes, on both instances at once.
    await Promise.all(queues.flatMap((queue) => [queue.send(QUEUES.eventReminders.name, {}), queue.send(QUEUES.eventReminders.name, {})]));

    await smtp.waitForMessages(people.length, 120_000);
    // Every reminder run and every delivery asked for has had its turn: a duplicate would have been sent.
    for (const name of [QUEUES.eventReminders.name, QUEUES.emailOutbox.name]) await jobsSettled(queues[0]!, name);
    const reminders = smtp.messages.filter((message) => message.parsed.subject?.startsWith("Reminder:"));
    expect(reminders.map((message) => message.to[0]).sort()).toEqual([...people].sort());
    expect(reminders[0]!.parsed.text).toContain(JOIN);
    expect(await first.db.select().from(eventReminders)).toHaveLength(people.length);
  });

  // How long the reminders for 1,000 registrations take to leave through the SMTP server: printed,
  // not asserted (the machine decides). REMINDER_BENCH=1 runs it.
  test.runIf(process.env.REMINDER_BENCH)("1,000 reminders through the SMTP server", { timeout: 900_000 }, async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const smtp = await startTestSmtpServer();
    onTestFinished(() => smtp.close());
    const event = await addEvent(handle, { joinUrl: JOIN, date: isoDay(5), maxAttendees: null });
    const people = Array.from({ length: 1_000 }, (_, i) => `bench-${i}@example.com`);
    await insertRegistrations(handle, event.id, people);
    const fakeNow = () => new Date(event.startsAt!.getTime() - 50 * 60_000);
    const started = Date.now();
    await startInstance(handle, smtp.url, fakeNow);
    await smtp.waitForMessages(people.length, 850_000);
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `[reminder bench ${kind}] 1,000 reminders queued and accepted by the SMTP server in ${seconds.toFixed(1)} s (${(1000 / seconds).toFixed(0)}/s)`,
    );
    expect(new Set(smtp.messages.map((message) => message.to[0])).size).toBe(1_000);
  });
});

async function insertRegistrations(handle: DatabaseHandle, eventId: string, emails: string[]) {
  await handle.db.insert(eventRegistrations).values(
    emails.map((email) => ({
      eventId,
      email,
      emailKey: mailboxKey(email),
      name: "",
      status: "registered" as const,
      manageToken: randomBytes(32).toString("base64url"),
    })),
  );
  await handle.db.update(events).set({ currentAttendees: emails.length }).where(eq(events.id, eventId));
}

/** One instance's job queue with the outbox and reminder workers, as the server registers them. */
async function startInstance(handle: DatabaseHandle, smtpUrl: string, now: () => Date): Promise<JobQueue> {
  const queue = await startJobQueue(handle.connection, { onError: () => {} });
  onTestFinished(() => queue.stop({ graceful: false, timeout: 2_000 }));
  const env = loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtpUrl, MAIL_FROM: "Live Sessions <sessions@example.com>", LOG_LEVEL: "silent" });
  const logger = pino({ level: "silent" });
  await registerOutboxWorker({ database: handle, queue, env, logger }, { pollingIntervalSeconds: 0.5 });
  await registerReminderWorker({ database: handle, queue, env, logger }, { now, pollingIntervalSeconds: 0.5 });
  return queue;
}
