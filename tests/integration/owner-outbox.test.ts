import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getEnv, loadEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { cancelRegistration, registerForEvent } from "~/features/events/registration-mutations.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { queueEmail } from "~/mail/outbox.server";
import { getOwnerNotificationSettings, OWNER_EMAIL_KINDS, setOwnerNotification } from "~/owner/owner-notifications.server";
import { action as notificationsAction, loader as notificationsLoader } from "~/routes/admin.notifications";
import { action as outboxAction, loader as outboxLoader } from "~/routes/admin.outbox";
import { action as messageAction, loader as messageLoader } from "~/routes/admin.outbox.$id";
import { correctOutboxRecipient, getOutboxMessage, listOutbox } from "~/services/outbox.server";
import { forgetPerson } from "~/services/people.server";
import { serviceDeps } from "~/services/service-deps.server";
import { callRoute, postForm, routeAnswer } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { addEvent } from "../factories";

/** A job queue that takes delivery jobs and keeps their outbox ids (no worker sends them). */
function recordingQueue() {
  const asked: string[] = [];
  const queue = {
    async send(_name: string, data: { outboxId: string }) {
      asked.push(data.outboxId);
      return randomUUID();
    },
    async getBlockedKeys() {
      return [];
    },
    // The digest's schedule, which saving the Notifications page moves.
    async schedule() {},
    async unschedule() {},
  } as unknown as JobQueue;
  return { queue, asked };
}

describe.each(testDatabases())("the owner's notices, digest and outbox on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  const site = getEnv().site;
  const noticesOf = async (noticeKind: string) =>
    handle.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody, to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, noticeKind));

  test("a waitlist join, a cancellation and a promotion each e-mail the owner in their own transaction, and not when turned off", async () => {
    // No job queue: the notices wait in the outbox, which is what is checked here.
    const noQueue = undefined as unknown as JobQueue;
    const mail = { now: new Date(), site };
    // Chicago's 6 PM, which the owner (in Los Angeles, the default zone) reads as 4 PM, summer time.
    const session = await addEvent(handle, {
      title: "Waitlist Clinic",
      maxAttendees: 1,
      date: "2030-07-10",
      time: "6:00 PM",
      timeZone: "America/Chicago",
    });
    expect(await getOwnerNotificationSettings(handle.db)).toEqual({
      registration: true,
      "early-access-signup": true,
      "waitlist-join": true,
      cancellation: true,
      promotion: true,
      sale: true,
    });

    const ana = await registerForEvent(handle.db, noQueue, { eventId: session.id, name: "Ana", email: "ana@example.com" }, mail);
    expect(ana.status).toBe("registered");
    // Full: Ben asks for the waitlist, and the owner hears of it with his place in line.
    const ben = await registerForEvent(
      handle.db,
      noQueue,
      { eventId: session.id, name: "Ben", email: "ben@example.com", waitlist: true },
      mail,
    );
    expect(ben).toMatchObject({ status: "waiting", position: 1 });
    const [joined, ...moreJoins] = await noticesOf(OWNER_EMAIL_KINDS["waitlist-join"]);
    expect(moreJoins).toEqual([]);
    expect(joined).toMatchObject({ to: site.ownerEmail, subject: "Waitlist: Waitlist Clinic" });
    expect(joined!.text).toContain(
      'Ben <ben@example.com> joined the waitlist for "Waitlist Clinic", which is full. They are number 1 in line.',
    );
    expect(joined!.text).toContain("Session: Wed, Jul 10, 2030, 4:00 PM PDT");

    // Ana cancels through her manage link: the owner hears of it, and of Ben taking her seat.
    expect(await cancelRegistration(handle.db, undefined, (ana as { manageToken: string }).manageToken, mail)).toMatchObject({
      status: "cancelled",
      promoted: 1,
    });
    const [cancelled] = await noticesOf(OWNER_EMAIL_KINDS.cancellation);
    expect(cancelled!.subject).toBe("Cancelled: Waitlist Clinic");
    expect(cancelled!.text).toContain('Ana <ana@example.com> cancelled their seat for "Waitlist Clinic".');
    expect(cancelled!.text).toContain("Seats taken: 0 of 1");
    const [promoted] = await noticesOf(OWNER_EMAIL_KINDS.promotion);
    expect(promoted!.subject).toBe("From the waitlist into a seat: Waitlist Clinic");
    expect(promoted!.text).toContain("  - Ben <ben@example.com>");
    expect(promoted!.text).toContain("Seats taken: 1 of 1");

    // All three off: the same happenings again, and no notice.
    for (const off of ["waitlist-join", "cancellation", "promotion"] as const) await setOwnerNotification(handle.db, off, false);
    const cy = await registerForEvent(
      handle.db,
      noQueue,
      { eventId: session.id, name: "Cy", email: "cy@example.com", waitlist: true },
      mail,
    );
    expect(cy.status).toBe("waiting");
    expect(await cancelRegistration(handle.db, undefined, (ben as { manageToken: string }).manageToken, mail)).toMatchObject({
      promoted: 1,
    });
    expect(await noticesOf(OWNER_EMAIL_KINDS["waitlist-join"])).toHaveLength(1);
    expect(await noticesOf(OWNER_EMAIL_KINDS.cancellation)).toHaveLength(1);
    expect(await noticesOf(OWNER_EMAIL_KINDS.promotion)).toHaveLength(1);

    // On again: leaving the waitlist is a cancellation too.
    await setOwnerNotification(handle.db, "cancellation", true);
    const dee = await registerForEvent(
      handle.db,
      noQueue,
      { eventId: session.id, name: "Dee", email: "dee@example.com", waitlist: true },
      mail,
    );
    await cancelRegistration(handle.db, undefined, (dee as { manageToken: string }).manageToken, mail);
    const cancellations = await noticesOf(OWNER_EMAIL_KINDS.cancellation);
    expect(cancellations.map((row) => row.text).join("\n")).toContain('Dee <dee@example.com> left the waitlist for "Waitlist Clinic".');

    // Forgetting Ben removes the notices that name him.
    const deps = serviceDeps({ database: handle, env: getEnv(), queue: async () => undefined });
    const forgot = await forgetPerson(deps, { email: "ben@example.com" });
    expect(forgot.ok && forgot.value.report.removed.email_outbox).toBeGreaterThanOrEqual(2);
    for (const noticeKind of [OWNER_EMAIL_KINDS["waitlist-join"], OWNER_EMAIL_KINDS.promotion, OWNER_EMAIL_KINDS.cancellation]) {
      expect((await noticesOf(noticeKind)).filter((row) => row.text.includes("<ben@example.com>"))).toEqual([]);
    }
  });

  test("the Notifications page saves the new switches, previews the digest and sends it now once per press", async () => {
    const { queue, asked } = recordingQueue();
    const ctx = { database: handle, queue };
    const shown = await callRoute(notificationsLoader, "http://localhost/admin/notifications?preview=digest", ctx);
    expect(shown.preview).toMatchObject({ to: site.ownerEmail, subject: expect.stringMatching(/^Your site today: /) });
    expect(shown.preview!.text).toContain("Your site in the last 24 hours");
    expect(shown.digestPress).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await callRoute(notificationsLoader, "http://localhost/admin/notifications", ctx)).preview).toBeUndefined();

    const save = await routeAnswer(
      notificationsAction,
      postForm("/admin/notifications", { intent: "save", registration: "on", promotion: "on", "digest-hour": "8" }),
      ctx,
    );
    expect(save.status).toBe(200);
    expect(await getOwnerNotificationSettings(handle.db)).toEqual({
      registration: true,
      "early-access-signup": false,
      "waitlist-join": false,
      cancellation: false,
      promotion: true,
      sale: false,
    });

    const digests = async () => (await noticesOf(OWNER_EMAIL_KINDS.digest)).length;
    const before = await digests();
    const send = (press: string) =>
      routeAnswer(notificationsAction, postForm("/admin/notifications", { intent: "send-digest", press }), ctx);
    // A double-click: two posts of one press, at once, and one digest.
    const [first, second] = await Promise.all([send(shown.digestPress), send(shown.digestPress)]);
    expect([first.result.message, second.result.message].sort()).toEqual([
      `That digest was already sent to ${site.ownerEmail}.`,
      expect.stringContaining(`The digest is in the outbox for ${site.ownerEmail}. E-mail is not set up yet`),
    ]);
    expect(await digests()).toBe(before + 1);
    expect(asked).toHaveLength(1);
    // The next load of the page is a new press.
    const next = await callRoute(notificationsLoader, "http://localhost/admin/notifications", ctx);
    expect(next.digestPress).not.toBe(shown.digestPress);
    expect((await send(next.digestPress)).status).toBe(200);
    expect(await digests()).toBe(before + 2);
    // Not the page's button: refused, nothing sent.
    for (const press of ["", "short", "x".repeat(22) + "!"]) expect((await send(press)).status).toBe(400);
    expect(await digests()).toBe(before + 2);
  });

  test("the outbox says why in words, says when e-mail is not set up, retries all failed after a confirmation, and re-addresses a mistyped one", async () => {
    const { queue, asked } = recordingQueue();
    const ctx = { database: handle, queue };
    await handle.db.delete(emailOutbox);
    const add = async (to: string, status: "failed" | "sent" | "pending", lastError: string | null, kindName = "event-registration") => {
      const { id } = await queueEmail(handle.db, { kind: kindName, to, subject: `To ${to}`, text: "Hello" });
      await handle.db
        .update(emailOutbox)
        .set({ status, lastError, attempts: status === "pending" ? 0 : 3 })
        .where(eq(emailOutbox.id, id));
      return id;
    };
    const typo = await add(
      "ana@exmaple.com",
      "failed",
      "The mail server refused this message for good at RCPT TO, so it is not retried: Can't send mail - all recipients were rejected: 550 5.1.1 <ana@exmaple.com>: mailbox unavailable",
    );
    const spam = await add("ben@example.com", "failed", "Message failed: 554 5.7.1 message refused as spam");
    const down = await add("cy@example.com", "pending", "connect ECONNREFUSED 127.0.0.1:2525");
    const sent = await add("dee@example.com", "sent", null);
    const signIn = await add(site.ownerEmail, "failed", "connect ECONNREFUSED 127.0.0.1:2525", "admin-sign-in");

    // The test configuration sends no e-mail: the page says so while something waits.
    const page = await callRoute(outboxLoader, "http://localhost/admin/outbox", ctx);
    expect(page).toMatchObject({ emailSetUp: false, pending: 1, failed: 3, confirmRetry: false });
    const reasons = Object.fromEntries(page.messages.map((row) => [row.to, row.reason]));
    expect(reasons).toEqual({
      "ana@exmaple.com": "The mailbox does not exist: the address may be mistyped.",
      "ben@example.com": "The receiving server rejected it as spam.",
      "cy@example.com": "The site's mail server could not be reached.",
      "dee@example.com": "",
      [site.ownerEmail]: "The site's mail server could not be reached.",
    });
    const withSmtp = serviceDeps({
      database: handle,
      env: loadEnv({ ...process.env, SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "site@example.com" }),
      queue: async () => queue,
    });
    const listed = await listOutbox(withSmtp, { limit: 10 });
    expect(listed.ok && listed.value.emailSetUp).toBe(true);
    const one = await getOutboxMessage(withSmtp, { id: typo });
    expect(one.ok && one.value).toMatchObject({
      status: "failed",
      reason: "The mailbox does not exist: the address may be mistyped.",
      emailSetUp: true,
    });

    // The detail page of a failed message names no next try.
    const failedPage = await callRoute(messageLoader, `http://localhost/admin/outbox/${typo}`, ctx, { id: typo });
    expect(failedPage).toMatchObject({ status: "failed", reason: expect.stringContaining("mailbox does not exist") });

    // A mistyped address: refused when the correction is not an address (nothing changes) ...
    for (const bad of ["ana@", "not an address", "ana@example.com\u0000", `${"a".repeat(250)}@example.com`]) {
      const refused = await routeAnswer(messageAction, postForm("/x", { intent: "correct", to: bad }), ctx, { id: typo });
      expect(refused.status, bad).toBe(400);
      expect(refused.result).toMatchObject({ ok: false, field: "to" });
    }
    expect((await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, typo)))[0]).toMatchObject({
      toAddress: "ana@exmaple.com",
      status: "failed",
    });
    // ... and sent again to the corrected one, once however often it is asked.
    const corrected = await routeAnswer(messageAction, postForm("/x", { intent: "correct", to: " Ana@Example.COM " }), ctx, { id: typo });
    expect(corrected.result).toMatchObject({
      ok: true,
      message: expect.stringContaining("This e-mail now goes to Ana@example.com (it was addressed to ana@exmaple.com)."),
    });
    expect((await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, typo)))[0]).toMatchObject({
      toAddress: "Ana@example.com",
      status: "pending",
      attempts: 0,
      lastError: null,
    });
    expect(asked.filter((id) => id === typo)).toHaveLength(1);
    const again = await routeAnswer(messageAction, postForm("/x", { intent: "correct", to: "Ana@example.com" }), ctx, { id: typo });
    expect(again.result.message).toBe("This e-mail already goes to Ana@example.com.");
    expect(asked.filter((id) => id === typo)).toHaveLength(1);
    // Never a sent one, never a sign-in link, never an e-mail that does not exist.
    expect((await correctOutboxRecipient(withSmtp, { id: sent, to: "x@example.com" })).ok).toBe(false);
    expect(await correctOutboxRecipient(withSmtp, { id: signIn, to: "x@example.com" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("sign-in link"),
    });
    expect(await correctOutboxRecipient(withSmtp, { id: randomUUID(), to: "x@example.com" })).toMatchObject({ ok: false, notFound: true });
    expect((await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent)))[0]!.toAddress).toBe("dee@example.com");

    // Retry all failed: the confirmation names the count, then both left are pending again.
    const confirm = await callRoute(outboxLoader, "http://localhost/admin/outbox?confirm=retry-failed", ctx);
    expect(confirm).toMatchObject({ confirmRetry: true, failed: 2 });
    const retried = await routeAnswer(outboxAction, postForm("/admin/outbox", { intent: "retry-failed" }), ctx);
    expect(retried.result).toMatchObject({ ok: true, message: expect.stringContaining("2 failed e-mails are pending again.") });
    const statuses = await handle.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [spam, signIn]));
    expect(statuses.map((row) => row.status)).toEqual(["pending", "pending"]);
    expect(asked).toEqual(expect.arrayContaining([spam, signIn]));
    expect((await routeAnswer(outboxAction, postForm("/admin/outbox", {}), ctx)).status).toBe(400);
    expect(down).toBeTruthy();
  });
});
