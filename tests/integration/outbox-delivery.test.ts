import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { pino } from "pino";
import { describe, expect, onTestFinished, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { loadEnv } from "~/config/env.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { deliverSoon, queueEmail, SECRET_PLACEHOLDER } from "~/mail/outbox.server";
import { deliverOutboxMessage, enqueueDueOutboxMessages, registerOutboxWorker, retryPolicyOf } from "~/mail/outbox-worker.server";
import { createSmtpTransport } from "~/mail/smtp-transport.server";
import { createTestDatabase, testDatabases } from "../db";
import { closedPort, SMTP_USER, startTestSmtpServer } from "../smtp";
import { eventually, jobsSettled } from "../eventually";

const MAIL_FROM = "Work Waves Sessions <sessions@example.com>";
// A fresh PGlite and a pg-boss start take 10-20 s on a busy machine before a test even begins.
const SLOW = 90_000;

// A small invitation, as an event registration attaches one (the events feature tests its own).
const INVITATION = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Work Waves//Outbox test//EN",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:outbox-test-1@example.com",
  "DTSTAMP:20261122T120000Z",
  "DTSTART:20261203T180000Z",
  "DTEND:20261203T190000Z",
  "SUMMARY:Build with me: an AI meeting assistant",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

type LogLine = { level: number; msg: string; time: number } & Record<string, unknown>;

/** A real pino logger whose lines the test can read. */
function captureLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: "info", base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

async function startQueue(handle: DatabaseHandle): Promise<JobQueue> {
  const queue = await startJobQueue(handle.connection, { onError: () => {} });
  onTestFinished(() => queue.stop({ graceful: false, timeout: 2_000 }));
  return queue;
}

const rowOf = (handle: DatabaseHandle, id: string) =>
  handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .then((rows) => rows[0]!);

describe.each(testDatabases())("outbox delivery on %s", (kind) => {
  test(
    "sends a queued message with its .ics attachment to a real SMTP server, once",
    async () => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      const smtp = await startTestSmtpServer();
      onTestFinished(() => smtp.close());
      const queue = await startQueue(handle);
      const { logger, lines } = captureLogger();
      const env = loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM });
      await registerOutboxWorker({ database: handle, queue, env, logger }, { pollingIntervalSeconds: 0.5 });

      const { id } = await queueEmail(handle.db, {
        kind: "event-registration",
        to: "maya@example.com",
        subject: "You're registered: Build with me",
        text: "See you on Thursday, December 3, 2026 at 10:00 AM PST.",
        html: "<p>See you on <strong>Thursday, December 3, 2026</strong> at 10:00 AM PST.</p>",
        attachments: [{ filename: "build-with-me.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: INVITATION }],
      });
      await deliverSoon(queue, id);

      const [message] = await smtp.waitForMessages(1);
      expect(message!.user).toBe(SMTP_USER);
      expect(message!.from).toBe("sessions@example.com");
      expect(message!.to).toEqual(["maya@example.com"]);
      const mail = message!.parsed;
      expect(mail.from?.value).toEqual([{ address: "sessions@example.com", name: "Work Waves Sessions" }]);
      expect(mail.subject).toBe("You're registered: Build with me");
      expect(mail.text?.trim()).toBe("See you on Thursday, December 3, 2026 at 10:00 AM PST.");
      expect(mail.html).toContain("<strong>Thursday, December 3, 2026</strong>");
      expect(mail.messageId).toMatch(/^<.+@.+>$/);

      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment!.filename).toBe("build-with-me.ics");
      expect(attachment!.contentType).toBe("text/calendar");
      const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString("utf8")));
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      expect(event.summary).toBe("Build with me: an AI meeting assistant");
      expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-03T18:00:00.000Z");

      const row = await eventually(
        () => rowOf(handle, id),
        (r) => r.status === "sent",
      );
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(lines.some((line) => line.msg === "e-mail delivery over SMTP is on" && line.smtp === smtp.url.replace(/\/\/.*@/, "//"))).toBe(
        true,
      );
      // The password never reaches the log.
      expect(JSON.stringify(lines)).not.toContain("s3cret");

      // Asking again (a duplicate job, the sweep) sends nothing more.
      await deliverSoon(queue, id);
      expect(await enqueueDueOutboxMessages(handle.db, queue)).toBe(0);
      await jobsSettled(queue, QUEUES.emailOutbox.name);
      expect(smtp.messages).toHaveLength(1);
    },
    SLOW,
  );

  test(
    "the sweep sends a message whose deliverSoon was lost",
    async () => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      const smtp = await startTestSmtpServer();
      onTestFinished(() => smtp.close());
      // Queued while no worker runs, and nobody asked for delivery (a crash after commit).
      const { id } = await queueEmail(handle.db, { kind: "test", to: "lost@example.com", subject: "Left behind", text: "Still here." });
      const queue = await startQueue(handle);
      const { logger } = captureLogger();
      const env = loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM });
      await registerOutboxWorker({ database: handle, queue, env, logger }, { pollingIntervalSeconds: 0.5 });

      const [message] = await smtp.waitForMessages(1);
      expect(message!.parsed.subject).toBe("Left behind");
      await eventually(
        () => rowOf(handle, id),
        (r) => r.status === "sent",
      );
      const schedules = await queue.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([QUEUES.emailOutboxSweep.name, "* * * * *"]);
    },
    SLOW,
  );

  test(
    "with the SMTP server down, retries with growing delays, then ends 'failed' with the error",
    async () => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      const queue = await startQueue(handle);
      // Seconds instead of minutes: three attempts, 1 s then 2 s apart at least.
      await queue.updateQueue(QUEUES.emailOutbox.name, { retryLimit: 2, retryDelay: 1, retryBackoff: true, retryDelayMax: 60 });
      const { logger, lines } = captureLogger();
      const env = loadEnv({ DATA_DIR: "memory://", SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM });
      await registerOutboxWorker({ database: handle, queue, env, logger }, { pollingIntervalSeconds: 0.5 });

      const { id } = await queueEmail(handle.db, { kind: "test", to: "nobody@example.com", subject: "Unlucky", text: "…" });
      await deliverSoon(queue, id);

      const row = await eventually(
        () => rowOf(handle, id),
        (r) => r.status === "failed",
        40_000,
      );
      expect(row.attempts).toBe(3);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.sentAt).toBeNull();

      const attempts = lines.filter((line) => /^e-mail delivery failed/.test(line.msg));
      expect(attempts.map((line) => [line.msg, line.retryInSeconds])).toEqual([
        ["e-mail delivery failed; will retry", 1],
        ["e-mail delivery failed; will retry", 2],
        ["e-mail delivery failed for good", undefined],
      ]);
      const [first, second, third] = attempts.map((line) => line.time);
      expect(second! - first!).toBeGreaterThanOrEqual(1_000);
      expect(third! - second!).toBeGreaterThanOrEqual(2_000);

      // A failed row stays failed: neither the sweep nor a late job touches it again.
      expect(await enqueueDueOutboxMessages(handle.db, queue)).toBe(0);
      const policy = retryPolicyOf({ retryLimit: 2, retryDelay: 1, retryBackoff: true, retryDelayMax: 60 });
      const transport = createSmtpTransport({ url: env.server.SMTP_URL!, from: MAIL_FROM });
      expect(await deliverOutboxMessage({ db: handle.db, transport, policy, logger }, id)).toBe("done-before");
      expect((await rowOf(handle, id)).attempts).toBe(3);
    },
    SLOW,
  );

  test.each([
    { stage: "MAIL FROM", server: { rejectSenders: /^sessions@/ }, answer: "550 5.7.1 <sessions@example.com>: sender refused" },
    { stage: "RCPT TO", server: { rejectRecipients: /^gone@/ }, answer: "550 5.1.1 <gone@example.com>: mailbox unavailable" },
    { stage: "DATA", server: { rejectDataFor: /^gone@/ }, answer: "554 5.7.1 message refused as spam" },
  ])(
    "a permanent refusal at $stage fails the message at once, and the row says why",
    async ({ stage, server, answer }) => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      const smtp = await startTestSmtpServer(server);
      onTestFinished(() => smtp.close());
      const queue = await startQueue(handle);
      const { logger, lines } = captureLogger();
      const env = loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM });
      await registerOutboxWorker({ database: handle, queue, env, logger }, { pollingIntervalSeconds: 0.5 });

      const { id } = await queueEmail(handle.db, { kind: "test", to: "gone@example.com", subject: "Nobody home", text: "…" });
      await deliverSoon(queue, id);
      const row = await eventually(
        () => rowOf(handle, id),
        (r) => r.status !== "pending",
      );
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row.lastError).toContain(`refused this message for good at ${stage}`);
      expect(row.lastError).toContain(answer);
      expect(smtp.messages).toHaveLength(0);
      expect(lines.filter((line) => /^e-mail delivery failed/.test(line.msg)).map((line) => line.msg)).toEqual([
        "e-mail delivery failed for good",
      ]);
    },
    SLOW,
  );

  test(
    "a message's one-time link is put in only as it is sent: the row shows a placeholder, and forgets the link once sent or failed",
    async () => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      const smtp = await startTestSmtpServer({ rejectRecipients: /^gone@/ });
      onTestFinished(() => smtp.close());
      const queue = await startQueue(handle);
      const { logger } = captureLogger();
      const env = loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM });
      await registerOutboxWorker({ database: handle, queue, env, logger }, { pollingIntervalSeconds: 0.5 });

      const link = "https://site.test/admin/sign-in/link?token=one-time-secret";
      const message = (to: string) => ({
        kind: "admin-sign-in",
        to,
        subject: "Your sign-in link",
        text: `Here it is:\n\n${SECRET_PLACEHOLDER}\n`,
        html: `<p><a href="${SECRET_PLACEHOLDER}">Sign in</a></p>`,
        secret: link,
      });
      const sent = await queueEmail(handle.db, message("owner@example.com"));
      const failed = await queueEmail(handle.db, message("gone@example.com"));
      await deliverSoon(queue, sent.id);
      await deliverSoon(queue, failed.id);

      const [received] = await smtp.waitForMessages(1);
      expect(received!.parsed.text).toContain(link);
      expect(received!.parsed.html).toContain(`href="${link}"`);
      for (const id of [sent.id, failed.id]) {
        const row = await eventually(
          () => rowOf(handle, id),
          (r) => r.status !== "pending",
        );
        expect(row.secret).toBeNull();
        expect(JSON.stringify(row)).not.toContain("one-time-secret");
        expect(row.textBody).toContain(SECRET_PLACEHOLDER);
      }
      expect((await rowOf(handle, sent.id)).status).toBe("sent");
      expect((await rowOf(handle, failed.id)).status).toBe("failed");
    },
    SLOW,
  );

  test(
    "without SMTP_URL a message is logged once (no body) and stays pending",
    async () => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      const queue = await startQueue(handle);
      const { logger, lines } = captureLogger();
      const env = loadEnv({ DATA_DIR: "memory://" });
      await registerOutboxWorker({ database: handle, queue, env, logger }, { pollingIntervalSeconds: 0.5 });
      expect(lines.find((line) => line.msg.startsWith("SMTP_URL is not set"))).toMatchObject({ level: 40, pending: 0 });

      const { id } = await queueEmail(handle.db, {
        kind: "event-registration",
        to: "kept@example.com",
        subject: "Kept for later",
        text: "A body the log must not carry.",
      });
      await deliverSoon(queue, id);

      const logged = await eventually(
        async () => lines.filter((line) => line.msg.startsWith("e-mail not sent")),
        (found) => found.length > 0,
      );
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ outboxId: id, to: "kept@example.com", subject: "Kept for later", kind: "event-registration" });
      expect(JSON.stringify(lines)).not.toContain("A body the log must not carry");
      expect(await rowOf(handle, id)).toMatchObject({ status: "pending", attempts: 0, sentAt: null });
      // No sweep runs without SMTP (it would log the same messages every minute).
      expect((await queue.getSchedules()).map((s) => s.name)).not.toContain(QUEUES.emailOutboxSweep.name);
    },
    SLOW,
  );

  test(
    "two workers and duplicate jobs never send a message twice",
    async () => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      // Each message takes a moment to accept, so the workers' sends overlap.
      const smtp = await startTestSmtpServer({ delayMs: 200 });
      onTestFinished(() => smtp.close());
      const env = loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM });
      const first = await startQueue(handle);
      const second = await startQueue(handle);
      for (const queue of [first, second]) {
        await registerOutboxWorker({ database: handle, queue, env, logger: captureLogger().logger }, { pollingIntervalSeconds: 0.5 });
      }

      const ids: string[] = [];
      for (let n = 1; n <= 5; n++) {
        const { id } = await queueEmail(handle.db, {
          kind: "test",
          to: `person${n}@example.com`,
          subject: `Message ${n}`,
          text: `Number ${n}`,
        });
        ids.push(id);
      }
      // Every message asked for three times, on both queues, plus a sweep.
      for (const id of ids) for (const queue of [first, second, first]) await deliverSoon(queue, id);
      await enqueueDueOutboxMessages(handle.db, second);

      // And the same row attempted by many callers at once, outside pg-boss.
      const [direct] = ids;
      const transport = createSmtpTransport({ url: smtp.url, from: MAIL_FROM });
      const policy = retryPolicyOf(QUEUES.emailOutbox);
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () =>
          deliverOutboxMessage({ db: handle.db, transport, policy, logger: captureLogger().logger }, direct!),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === "sent").length).toBeLessThanOrEqual(1);

      await eventually(
        () => handle.db.select({ status: emailOutbox.status }).from(emailOutbox),
        (rows) => rows.every((row) => row.status === "sent"),
      );
      // Every duplicate job has had its turn; a second send would be in the server's inbox by now.
      await jobsSettled(first, QUEUES.emailOutbox.name);
      expect(smtp.messages.map((message) => message.parsed.subject).sort()).toEqual([
        "Message 1",
        "Message 2",
        "Message 3",
        "Message 4",
        "Message 5",
      ]);
      const rows = await handle.db.select({ attempts: emailOutbox.attempts }).from(emailOutbox);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    },
    SLOW,
  );
});
