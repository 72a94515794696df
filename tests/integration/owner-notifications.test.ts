import { eq, inArray } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { analyticsContext } from "~/context";
import type { DatabaseHandle } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { getEnv, loadEnv } from "~/config/env.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { queueEmail } from "~/mail/outbox.server";
import { registerOutboxWorker } from "~/mail/outbox-worker.server";
import { getAnalyticsOverview } from "~/owner/analytics-overview.server";
import { createAnalytics, type Analytics } from "~/owner/analytics.server";
import { registerOwnerDigestWorker } from "~/owner/owner-digest-worker.server";
import { getOwnerDigest, sendOwnerDigest } from "~/owner/owner-digest.server";
import {
  getOwnerDigestSetting,
  getOwnerNotificationSettings,
  OWNER_EMAIL_KINDS,
  setOwnerNotification,
} from "~/owner/owner-notifications.server";
import { action as notificationsAction, loader as notificationsLoader } from "~/routes/admin.notifications";
import { action as careerAction } from "~/routes/early-access";
import { action as eventsAction } from "~/routes/events";
import { callRoute, freshAddress, postForm, routeAnswer, routerContext } from "../call-route";
import { testSitePages } from "../site-pages";
import { createTestDatabase, testDatabases } from "../db";
import { addEvent } from "../factories";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp";
import { eventually, jobsSettled } from "../eventually";

const MAIL_FROM = "Work Waves <site@example.com>";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// A fresh database and a pg-boss start take 10-20 s on a busy machine before a test even begins.
const SLOW = 120_000;

/** Closes what a test opened, the last opened first: the queues before the database they use. */
function cleanups() {
  const steps: (() => Promise<unknown>)[] = [];
  onTestFinished(async () => {
    for (const step of steps.reverse()) await step();
  });
  return (step: () => Promise<unknown>) => void steps.push(step);
}

/** A database, a job queue and the outbox worker sending to a real SMTP server. */
async function deliveringSite(kind: Parameters<typeof createTestDatabase>[0]) {
  const later = cleanups();
  const handle = await createTestDatabase(kind);
  later(() => handle.close());
  const smtp = await startTestSmtpServer();
  later(() => smtp.close());
  const startQueue = async () => {
    const started = await startJobQueue(handle.connection, { onError: () => {} });
    later(() => started.stop({ graceful: false, timeout: 2_000 }));
    return started;
  };
  const queue = await startQueue();
  const env = loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM });
  await registerOutboxWorker({ database: handle, queue, env, logger: silent }, { pollingIntervalSeconds: 0.5 });
  return { handle, smtp, queue, env, startQueue };
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A form post from a browser (so the conversion is countable) at `path`. */
function browserPost(path: string, fields: Record<string, string>, referer = path) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "User-Agent": BROWSER, Referer: `http://localhost${referer.split("?")[0]}` },
  });
}

function context(handle: DatabaseHandle, queue: JobQueue, analytics: Analytics, address = freshAddress()) {
  const provider = routerContext({ database: handle, queue, address });
  provider.set(analyticsContext, analytics);
  return provider;
}

const subjectsTo = (smtp: TestSmtpServer, to: string) =>
  smtp.messages.filter((message) => message.to.includes(to)).map((message) => message.parsed.subject ?? "");

describe.each(testDatabases())("the owner's notifications on %s", (kind) => {
  test(
    "a new sign-up and a new registration each e-mail the owner over SMTP, a repeat does not, and each kind turns off",
    async () => {
      const { handle, smtp, queue } = await deliveringSite(kind);
      const owner = getEnv().site.ownerEmail;
      const analytics = createAnalytics({ db: handle.db, pages: await testSitePages(), flushIntervalMs: 0 });
      expect(await getOwnerNotificationSettings(handle.db)).toMatchObject({ registration: true, "early-access-signup": true });

      const signup = { firstName: "Maya", lastName: "Okafor", email: "maya@example.com", learningInterest: "Agents for my team" };
      const signed = await routeAnswer(careerAction, browserPost("/career-ai", signup), context(handle, queue, analytics));
      expect(signed).toMatchObject({ status: 200, result: { ok: true } });
      // The same address again, in another case: the first answer stays, and the owner hears once.
      await routeAnswer(
        careerAction,
        browserPost("/career-ai", { ...signup, email: "MAYA@example.com" }),
        context(handle, queue, analytics),
      );

      const session = await addEvent(handle, { title: "Build a Meeting-Notes Agent, Live", maxAttendees: 12 });
      const registered = await routeAnswer(
        eventsAction,
        browserPost(`/events?session=${session.id}`, { eventId: session.id, name: "Ana", email: "ana@example.com" }),
        context(handle, queue, analytics),
      );
      expect(registered).toMatchObject({ status: 200, result: { ok: true } });

      // The owner's two notices and the registrant's confirmation.
      await smtp.waitForMessages(3);
      expect(subjectsTo(smtp, owner).sort()).toEqual([
        "New early-access sign-up: career-ai",
        "New registration: Build a Meeting-Notes Agent, Live",
      ]);
      const notice = smtp.messages.find((message) => message.parsed.subject === "New registration: Build a Meeting-Notes Agent, Live")!;
      expect(notice.parsed.text).toContain("Ana <ana@example.com> registered");
      expect(notice.parsed.text).toContain("Seats taken: 1 of 12");
      const signupNotice = smtp.messages.find((message) => message.parsed.subject === "New early-access sign-up: career-ai")!;
      expect(signupNotice.parsed.text).toContain("Maya Okafor <maya@example.com> signed up for early access on /career-ai.");
      expect(signupNotice.parsed.text).toContain("Agents for my team");

      // Turned off: sign-ups and registrations are stored, and no notice is queued.
      await setOwnerNotification(handle.db, "early-access-signup", false);
      await setOwnerNotification(handle.db, "registration", false);
      expect(await getOwnerNotificationSettings(handle.db)).toMatchObject({ registration: false, "early-access-signup": false });
      await routeAnswer(
        careerAction,
        browserPost("/career-ai", { ...signup, email: "lee@example.com" }),
        context(handle, queue, analytics),
      );
      await routeAnswer(
        eventsAction,
        browserPost(`/events?session=${session.id}`, { eventId: session.id, name: "Lee", email: "lee@example.com" }),
        context(handle, queue, analytics),
      );
      const notices = await handle.db
        .select({ kind: emailOutbox.kind })
        .from(emailOutbox)
        .where(inArray(emailOutbox.kind, [OWNER_EMAIL_KINDS.registration, OWNER_EMAIL_KINDS["early-access-signup"]]));
      expect(notices.map((row) => row.kind).sort()).toEqual(["owner-registration", "owner-signup"]);
      // Turned on again: the next one is told.
      await setOwnerNotification(handle.db, "registration", true);
      expect(await getOwnerNotificationSettings(handle.db)).toMatchObject({ registration: true, "early-access-signup": false });

      // Each new sign-up and registration is a conversion; the repeat is not.
      await analytics.close();
      const { today } = (await getAnalyticsOverview(handle.db, new Date())).ranges;
      expect(today.conversions).toMatchObject({ "early-access-signup": 2, registration: 2 });
      expect(today.conversionsByLanding.map((row) => row.landingPath).sort()).toEqual(["/career-ai", "/events"]);
    },
    SLOW,
  );

  test(
    "the daily digest reports the day and is sent once, though two workers each run a digest job",
    async () => {
      const { handle, smtp, queue, env, startQueue } = await deliveringSite(kind);
      const second = await startQueue();
      const owner = env.site.ownerEmail;
      const now = new Date();

      const analytics = createAnalytics({ db: handle.db, pages: await testSitePages(), flushIntervalMs: 0 });
      const signup = { firstName: "Maya", lastName: "Okafor", email: "maya@example.com" };
      await routeAnswer(careerAction, browserPost("/career-ai", signup), context(handle, queue, analytics));
      const session = await addEvent(handle, { title: "Prompting Clinic" });
      await routeAnswer(
        eventsAction,
        browserPost(`/events?session=${session.id}`, { eventId: session.id, name: "Ana", email: "ana@example.com" }),
        context(handle, queue, analytics),
      );
      analytics.pageView({
        url: new URL("http://localhost/career-ai"),
        headers: new Headers({ "User-Agent": BROWSER }),
        address: "198.51.100.1",
      });
      await analytics.close();
      const { id: failedId } = await queueEmail(handle.db, { kind: "event-registration", to: "gone@example.com", subject: "x", text: "x" });
      await handle.db.update(emailOutbox).set({ status: "failed", lastError: "550" }).where(eq(emailOutbox.id, failedId));

      const digest = await getOwnerDigest(handle.db, { now: new Date(), timeZone: env.server.OWNER_TIME_ZONE });
      expect(digest).toMatchObject({
        signups: { total: 1, byPage: [{ pageSource: "career-ai", count: 1 }] },
        registrations: { total: 1, bySession: [{ title: "Prompting Clinic", count: 1 }] },
        emails: { failed: 1 },
        pages: { views: 1, visitors: 1, topPages: [{ path: "/career-ai", views: 1 }] },
      });
      // Wait until the notices and the confirmation are out, so the digest is the next message.
      await smtp.waitForMessages(3);

      // Two workers, one on each queue, and a digest job for each of them.
      const workerEnv = { ...env, server: { ...env.server, OWNER_DIGEST_HOUR: 8 as const } };
      await registerOwnerDigestWorker({ database: handle, queue, env: workerEnv, logger: silent });
      await registerOwnerDigestWorker({ database: handle, queue: second, env: workerEnv, logger: silent });
      await Promise.all([queue.send(QUEUES.ownerDigest.name, {}), second.send(QUEUES.ownerDigest.name, {})]);
      await eventually(
        async () => (await queue.findJobs(QUEUES.ownerDigest.name)).filter((job) => job.state === "completed").length,
        (completed) => completed === 2,
      );
      await smtp.waitForMessages(4);
      // Every delivery asked for has had its turn: a second digest would have been sent.
      await jobsSettled(queue, QUEUES.emailOutbox.name);
      const digests = smtp.messages.filter(
        (message) => message.to.includes(owner) && message.parsed.subject?.startsWith("Your site today"),
      );
      expect(digests).toHaveLength(1);
      const text = digests[0]!.parsed.text ?? "";
      expect(digests[0]!.parsed.subject).toBe("Your site today: 1 sign-up, 1 registration");
      expect(text).toContain("New early-access sign-ups: 1\n  - /career-ai: 1");
      expect(text).toContain("Prompting Clinic");
      expect(text).toContain("E-mails failed: 1");
      expect(text).toContain("Page views: 1 by 1 visitors");
      expect(text).toContain("  - /career-ai: 1");

      // The same day again: nothing; the next day: the next digest.
      const again = await sendOwnerDigest(handle.db, queue, { now, timeZone: env.server.OWNER_TIME_ZONE, ownerEmail: owner });
      expect(again.status).toBe("already-sent");
      const tomorrow = await sendOwnerDigest(handle.db, queue, {
        now: new Date(now.getTime() + 86_400_000),
        timeZone: env.server.OWNER_TIME_ZONE,
        ownerEmail: owner,
      });
      expect(tomorrow.status).toBe("queued");
    },
    SLOW,
  );
});

describe.each(testDatabases())("the owner's notification settings on %s", (kind) => {
  test(
    "the console's page saves each notice and the digest's on/off and hour, and moves the digest's schedule to match",
    async () => {
      const later = cleanups();
      const handle = await createTestDatabase(kind);
      later(() => handle.close());
      const queue = await startJobQueue(handle.connection, { onError: () => {} });
      later(() => queue.stop({ graceful: false, timeout: 2_000 }));
      const env = getEnv();
      const zone = env.server.OWNER_TIME_ZONE;

      // Nothing saved yet: the notices are on and the digest is OWNER_DIGEST_HOUR's.
      expect(await getOwnerDigestSetting(handle.db, 8)).toEqual({ enabled: true, hour: 8 });
      expect(await getOwnerDigestSetting(handle.db, "off")).toEqual({ enabled: false, hour: 8 });
      const shown = await callRoute(notificationsLoader, "http://localhost/admin/notifications", { database: handle, queue });
      expect(shown).toMatchObject({ notices: { registration: true, "early-access-signup": true }, digest: { enabled: true } });

      const save = (fields: Record<string, string>) =>
        routeAnswer(notificationsAction, postForm("/admin/notifications", { intent: "save", ...fields }), { database: handle, queue });
      const digestSchedules = async () =>
        (await queue.getSchedules(QUEUES.ownerDigest.name)).map((row) => ({ cron: row.cron, timezone: row.timezone }));

      // An unticked box is off; the hour is the form's.
      expect(await save({ "early-access-signup": "on", digest: "on", "digest-hour": "6" })).toMatchObject({
        status: 200,
        result: { ok: true },
      });
      expect(await getOwnerNotificationSettings(handle.db)).toMatchObject({ registration: false, "early-access-signup": true });
      expect(await getOwnerDigestSetting(handle.db, 8)).toEqual({ enabled: true, hour: 6 });
      expect(await digestSchedules()).toEqual([{ cron: "0 6 * * *", timezone: zone }]);

      // The digest off: its schedule goes, its hour is kept, and the saved choice beats OWNER_DIGEST_HOUR.
      expect((await save({ registration: "on", "digest-hour": "6" })).status).toBe(200);
      expect(await getOwnerNotificationSettings(handle.db)).toMatchObject({ registration: true, "early-access-signup": false });
      expect(await getOwnerDigestSetting(handle.db, 8)).toEqual({ enabled: false, hour: 6 });
      expect(await digestSchedules()).toEqual([]);

      // A worker starting with OWNER_DIGEST_HOUR=off still follows the console once it has a say.
      expect((await save({ digest: "on", "digest-hour": "21" })).status).toBe(200);
      await queue.unschedule(QUEUES.ownerDigest.name);
      const offEnv = { ...env, server: { ...env.server, OWNER_DIGEST_HOUR: "off" as const } };
      await registerOwnerDigestWorker({ database: handle, queue, env: offEnv, logger: silent });
      expect(await digestSchedules()).toEqual([{ cron: "0 21 * * *", timezone: zone }]);

      // Anything but the page's own form, or an hour that is not one, changes nothing.
      for (const hour of ["24", "-1", "6.5", "", "noon"]) expect((await save({ digest: "on", "digest-hour": hour })).status).toBe(400);
      const stray = await routeAnswer(notificationsAction, postForm("/admin/notifications", { "digest-hour": "3" }), {
        database: handle,
        queue,
      });
      expect(stray.status).toBe(400);
      expect(await getOwnerDigestSetting(handle.db, 8)).toEqual({ enabled: true, hour: 21 });
    },
    SLOW,
  );
});
