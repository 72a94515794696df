import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { processLogger } from "~/config/logger.server";
import { emailOutbox, eventRegistrations, events, type NewEventRow } from "~/db/schema";
import type { EventsResult } from "~/features/events/event-view";
import type { RegistrationResult } from "~/features/events/registration-fields";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { loader as calendarLoader } from "~/routes/events.$id.calendar[.]ics";
import { action, loader } from "~/routes/events";
import { loader as feedLoader } from "~/routes/events[.]ics";
import { callRoute, freshAddress, postForm, routeAnswer, routerContext } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { addEvent as addEventTo, isoDay } from "../factories";
import { parseCalendar } from "../ics-parse";

describe.each(testDatabases())("live-session registration on %s", (kind) => {
  let handle: DatabaseHandle;
  const delivered: string[] = [];
  let queueFails = false;
  const queue = {
    async send(name: string, data: { outboxId: string }) {
      if (queueFails) throw new Error("queue unavailable");
      expect(name).toBe(QUEUES.emailOutbox.name);
      delivered.push(data.outboxId);
      return randomUUID();
    },
  } as unknown as JobQueue;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  const context = (address?: string) => routerContext({ database: handle, queue, address });

  const addEvent = (overrides?: Partial<NewEventRow>) => addEventTo(handle, overrides);

  async function register(fields: Record<string, string>, address?: string) {
    return routeAnswer(action, postForm("/events", fields), context(address));
  }

  const registrationsFor = (eventId: string) => handle.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
  const attendeesOf = async (eventId: string) =>
    (await handle.db.select({ count: events.currentAttendees }).from(events).where(eq(events.id, eventId)))[0]!.count;
  const outboxFor = (to: string) => handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

  test("registers, counts the seat, queues the confirmation with a parseable .ics and asks for delivery", async () => {
    const event = await addEvent({ currentAttendees: 3 });
    const answer = await register({ eventId: event.id, email: " Ana.Ruiz@Example.COM ", name: "  Ana " });
    expect(answer).toMatchObject({ status: 200, result: { ok: true, eventId: event.id, email: "Ana.Ruiz@example.com" } });

    const rows = await registrationsFor(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "Ana.Ruiz@example.com", name: "Ana" });
    expect(await attendeesOf(event.id)).toBe(4);

    const [message] = await outboxFor("Ana.Ruiz@example.com");
    expect(message).toMatchObject({ kind: "event-registration", status: "pending", subject: `You're registered: ${event.title}` });
    expect(message!.textBody).toContain("Hi Ana,");
    expect(message!.textBody).toContain("10:00 AM PST");
    expect(message!.htmlBody).toContain("View the session");
    expect(delivered).toContain(message!.id);
    const calendar = parseCalendar(message!.attachments[0]!.content);
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({ summary: event.title, startZone: "America/Los_Angeles" });
    expect(calendar.events[0]!.uid).toContain(event.id);
  });

  test("the same e-mail twice is one registration, one seat and one e-mail, and still a success", async () => {
    const event = await addEvent();
    const email = `twice-${kind}@example.com`;
    expect((await register({ eventId: event.id, email, name: "Lee" })).result).toMatchObject({ ok: true });
    const again = await register({ eventId: event.id, email: email.replace("example.com", "EXAMPLE.com"), name: "Leland" });
    expect(again).toMatchObject({ status: 200, result: { ok: true } });
    expect(await registrationsFor(event.id)).toHaveLength(1);
    expect(await attendeesOf(event.id)).toBe(1);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  test("missing, malformed, inactive and past sessions are refused with their own status and nothing is stored", async () => {
    const inactive = await addEvent({ isActive: false });
    const past = await addEvent({ date: isoDay(-2) });
    const email = `refused-${kind}@example.com`;
    expect(await register({ eventId: randomUUID(), email })).toMatchObject({
      status: 404,
      result: { ok: false, errors: { form: expect.stringContaining("couldn't find this session") } },
    });
    expect(await register({ eventId: "not-a-uuid'; drop table events; --", email })).toMatchObject({ status: 404 });
    expect(await register({ eventId: inactive.id, email })).toMatchObject({
      status: 410,
      result: { errors: { form: "Registration for this session is closed." } },
    });
    expect(await register({ eventId: past.id, email })).toMatchObject({
      status: 410,
      result: { errors: { form: "This session has already taken place." } },
    });
    expect(await outboxFor(email)).toHaveLength(0);
    expect(await registrationsFor(inactive.id)).toHaveLength(0);
    expect(await registrationsFor(past.id)).toHaveLength(0);
  });

  test("a 'Time TBA' session dated in the past still takes registrations", async () => {
    const event = await addEvent({ date: isoDay(-30), time: "Time TBA" });
    expect(await register({ eventId: event.id, email: `tba-${kind}@example.com` })).toMatchObject({ status: 200 });
  });

  test("a full session answers 409 'This session is full', to someone already registered too, who keeps the seat", async () => {
    const event = await addEvent({ maxAttendees: 1 });
    const first = `first-${kind}@example.com`;
    expect((await register({ eventId: event.id, email: first })).status).toBe(200);
    expect(await register({ eventId: event.id, email: `second-${kind}@example.com` })).toMatchObject({
      status: 409,
      result: { ok: false, eventId: event.id, errors: { form: "This session is full" }, values: { email: `second-${kind}@example.com` } },
    });
    // Answered as any address would be now, so the answer never tells who holds a seat.
    expect((await register({ eventId: event.id, email: first })).status).toBe(409);
    expect(await registrationsFor(event.id)).toMatchObject([{ email: first, status: "registered" }]);
    expect(await attendeesOf(event.id)).toBe(1);
  });

  test("10 seats and 50 concurrent registrations: exactly 10 registered, 40 told it is full", async () => {
    const event = await addEvent({ maxAttendees: 10, currentAttendees: 0 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => register({ eventId: event.id, email: `crowd-${i}-${kind}@example.com`, name: `Guest ${i}` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.result).toMatchObject({ errors: { form: "This session is full" } });
    expect(await registrationsFor(event.id)).toHaveLength(10);
    expect(await attendeesOf(event.id)).toBe(10);
    const winners = (await registrationsFor(event.id)).map((row) => row.email);
    const messages = await handle.db.select({ to: emailOutbox.toAddress }).from(emailOutbox);
    expect(
      messages
        .filter((m) => m.to.startsWith("crowd-") && m.to.endsWith(`-${kind}@example.com`))
        .map((m) => m.to)
        .sort(),
    ).toEqual(winners.sort());
  });

  test("a filled honeypot is answered as registered and stores nothing", async () => {
    const event = await addEvent();
    const answer = await register({ eventId: event.id, email: `bot-${kind}@example.com`, website: "https://spam.example" });
    expect(answer).toMatchObject({ status: 200, result: { ok: true } });
    expect(await registrationsFor(event.id)).toHaveLength(0);
    expect(await outboxFor(`bot-${kind}@example.com`)).toHaveLength(0);
  });

  test("bad input answers 400 with messages under the fields; unknown fields are ignored", async () => {
    const event = await addEvent();
    expect(await register({ eventId: event.id, email: "nobody@" })).toMatchObject({
      status: 400,
      result: { ok: false, errors: { email: "Please enter a valid email address" } },
    });
    expect(await register({ eventId: event.id, email: "" })).toMatchObject({ status: 400 });
    expect(await register({ eventId: event.id, email: `${"x".repeat(250)}@example.com` })).toMatchObject({ status: 400 });
    expect(await register({ eventId: event.id, email: "long@example.com", name: "n".repeat(81) })).toMatchObject({
      status: 400,
      result: { errors: { name: "Please keep your first name under 80 characters" } },
    });
    expect(await register({ email: "noevent@example.com" })).toMatchObject({
      status: 400,
      result: { errors: { form: "Please select a session first" } },
    });
    expect(await registrationsFor(event.id)).toHaveLength(0);

    const answer = await register({ eventId: event.id, email: `extra-${kind}@example.com`, currentAttendees: "999", id: randomUUID() });
    expect(answer.status).toBe(200);
    expect(await attendeesOf(event.id)).toBe(1);
  });

  test("a body that is not a form gets 400, not a server error", async () => {
    const request = new Request("http://localhost/events", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const answer = (await callRoute(action, request, context())) as UNSAFE_DataWithResponseInit<RegistrationResult>;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, errors: { form: expect.stringContaining("could not be read") } });
  });

  test("the 11th registration from one address within a minute gets 429 with Retry-After", async () => {
    const event = await addEvent();
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await register({ eventId: event.id, email: `rate-${i}-${kind}@example.com` }, address)).status).toBe(200);
    }
    const refused = await register({ eventId: event.id, email: `rate-10-${kind}@example.com` }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(refused.result).toMatchObject({ ok: false, errors: { form: expect.stringContaining("Too many registrations") } });
    expect(await registrationsFor(event.id)).toHaveLength(10);
    expect((await register({ eventId: event.id, email: `rate-other-${kind}@example.com` })).status).toBe(200);
  });

  test("when the queue can't be told, the registration still succeeds and its e-mail waits in the outbox", async () => {
    const event = await addEvent();
    const email = `queue-down-${kind}@example.com`;
    queueFails = true;
    const warn = vi.spyOn(processLogger(), "warn").mockImplementation(() => {});
    try {
      expect(await register({ eventId: event.id, email })).toMatchObject({ status: 200, result: { ok: true } });
      // Once for the confirmation, once for the owner's notice: both wait in the outbox.
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      queueFails = false;
      warn.mockRestore();
    }
    const [message] = await outboxFor(email);
    expect(message).toMatchObject({ status: "pending" });
    expect(delivered).not.toContain(message!.id);
  });

  test("the page's loader lists active upcoming sessions in the order they were added, formatted", async () => {
    await handle.db.delete(events);
    const second = await addEvent({ title: "Second", createdAt: new Date(Date.now() - 1000), time: "Time TBA", maxAttendees: null });
    const first = await addEvent({
      title: "First",
      createdAt: new Date(Date.now() - 5000),
      date: "December 3, 2099",
      time: "5 PM PT",
      maxAttendees: 40,
      currentAttendees: 35,
    });
    await addEvent({ title: "Gone", isActive: false });
    await addEvent({ title: "Over", date: isoDay(-1) });
    const unreadable = await addEvent({ title: "Someday", date: "when it's ready", createdAt: new Date() });

    const { result } = (await callRoute(loader, "http://localhost/events", context())) as { result: EventsResult };
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.map((event) => event.id)).toEqual([first.id, second.id, unreadable.id]);
    expect(result.events[0]).toMatchObject({
      dateLabel: "Thursday, December 3, 2099",
      timeLabel: "5:00 PM PST",
      hasCalendar: true,
      dateTile: { month: "Dec", day: 3 },
      isFull: false,
      // Five seats left is nearly full: the card says so.
      seatsLeft: 5,
    });
    expect(result.events[1]).toMatchObject({ timeLabel: "Time TBA", maxAttendees: null, seatsLeft: null });
    expect(result.events[2]).toMatchObject({ dateLabel: "when it's ready", hasCalendar: false, dateTile: null, seatsLeft: null });

    const feed = await callRoute(feedLoader, "http://localhost/events.ics", context());
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const parsed = parseCalendar(await feed.text());
    expect(parsed.events.map((event) => event.summary)).toEqual(["First", "Second"]);

    const download = await callRoute(calendarLoader, `http://localhost/events/${first.id}/calendar.ics`, context(), { id: first.id });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="first.ics"');
    expect(parseCalendar(await download.text()).events[0]!.start.toISOString()).toBe("2099-12-04T01:00:00.000Z");
    for (const id of [randomUUID(), "nope", unreadable.id]) {
      const missing = await callRoute(calendarLoader, "http://localhost/", context(), { id });
      expect(missing.status).toBe(404);
    }
  });

  test("when the database can't be read, the loader answers 503 with the error state", async () => {
    const broken = await createTestDatabase(kind);
    await broken.close();
    const provider = routerContext({ database: broken });
    const logged = vi.spyOn(processLogger(), "error").mockImplementation(() => {});
    try {
      const answer = (await callRoute(loader, "http://localhost/events", provider)) as UNSAFE_DataWithResponseInit<{
        result: EventsResult;
      }>;
      expect(answer.init?.status).toBe(503);
      expect(answer.data.result).toEqual({ ok: false });
      expect(logged).toHaveBeenCalledWith(expect.anything(), "events: could not read the sessions");
    } finally {
      logged.mockRestore();
    }
  });
});
