import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { emailOutbox, eventRegistrations, sessionMessageRecipients, sessionMessages, type RegistrationStatus } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import { mailboxKey } from "~/lib/email-address";
import { action as messageAction, loader as messageLoader } from "~/routes/admin.live-sessions.$id.message";
import { loader as registrantsLoader } from "~/routes/admin.live-sessions.$id.registrants";
import { loader as registrantsCsv } from "~/routes/admin.live-sessions.$id.registrants[.]csv";
import { exportRegistrants, listRegistrants, removeRegistrant } from "~/services/live-sessions.server";
import { serviceDeps } from "~/services/service-deps.server";
import { listSessionMessages, previewSessionMessage, sendSessionMessage } from "~/services/session-messages.server";
import { SESSION_MESSAGE_LIMITS } from "~/services/session-people";
import { runAdminCommand } from "../admin-command";
import { callRoute, postForm, routeAnswer } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { addEvent } from "../factories";

const env = loadEnv({ DATA_DIR: "memory://", SITE_URL: "http://localhost:3000" });

describe.each(testDatabases())("the people of a session, on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());
  const queue = { send: async () => randomUUID(), getBlockedKeys: async () => [] } as unknown as JobQueue;
  const deps = (said: string[] = []) =>
    serviceDeps({ database: handle, env, queue: async () => queue, did: (sentence) => said.push(sentence) });
  const ctx = () => ({ database: handle, queue });

  /** A full session of three seats: three registered, two waiting, one cancelled (arrival order as listed). */
  async function fullSession(title = "Full session") {
    const event = await addEvent(handle, { title, maxAttendees: 3, currentAttendees: 3 });
    const people: [string, RegistrationStatus][] = [
      ["ana", "registered"],
      ["ben", "registered"],
      ["cal", "cancelled"],
      ["dee", "registered"],
      ["eve", "waiting"],
      ["fay", "waiting"],
    ];
    const base = Date.parse("2026-11-20T10:00:00Z");
    await handle.db.insert(eventRegistrations).values(
      people.map(([name, status], index) => {
        const email = `${name}-${kind}-${title.length}@example.com`.replace(/\s/g, "");
        return {
          eventId: event.id,
          email,
          emailKey: mailboxKey(email),
          name: name === "ben" ? "=HYPERLINK(1)" : name[0]!.toUpperCase() + name.slice(1),
          status,
          manageToken: randomUUID().replace(/-/g, "").padEnd(43, "x"),
          createdAt: new Date(base + index * 60_000),
          cancelledAt: status === "cancelled" ? new Date(base + 3_600_000) : null,
        };
      }),
    );
    return event;
  }

  // The owner's messages in the outbox, oldest first (each test counts what its send added).
  const mailOf = (_session: string) =>
    handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "event-message")).orderBy(emailOutbox.createdAt, emailOutbox.id);

  test("registrants as they are: statuses with the waitlist's places, counts that agree with the seats, a filter by status", async () => {
    const event = await fullSession();
    const all = await callRoute(registrantsLoader, `http://localhost/admin/live-sessions/${event.id}/registrants`, ctx(), { id: event.id });
    expect(all.counts).toEqual({ registered: 3, waiting: 2, cancelled: 1 });
    // The seats taken are the people registered.
    expect(all.counts.registered).toBe(event.currentAttendees);
    expect(all.registrants.map((row) => [row.name, row.status, row.position])).toEqual([
      ["Ana", "registered", null],
      ["=HYPERLINK(1)", "registered", null],
      ["Dee", "registered", null],
      ["Eve", "waiting", 1],
      ["Fay", "waiting", 2],
      ["Cal", "cancelled", null],
    ]);
    const waiting = await callRoute(
      registrantsLoader,
      `http://localhost/admin/live-sessions/${event.id}/registrants?status=waiting`,
      ctx(),
      {
        id: event.id,
      },
    );
    expect(waiting.status).toBe("waiting");
    expect(waiting.registrants.map((row) => [row.name, row.position])).toEqual([
      ["Eve", 1],
      ["Fay", 2],
    ]);
    // An unknown status is everyone, not an error.
    const unknown = await listRegistrants(deps(), { eventId: event.id, page: 1, status: "vip" });
    expect(unknown.ok && unknown.value.registrants).toHaveLength(6);
  });

  test("the CSV holds everyone with a status column and the waitlist's places, or one status; formulas stay text", async () => {
    const event = await fullSession("CSV session");
    const response = (await callRoute(registrantsCsv, `http://localhost/admin/live-sessions/${event.id}/registrants.csv`, ctx(), {
      id: event.id,
    })) as Response;
    const lines = new TextDecoder()
      .decode(new Uint8Array(await response.arrayBuffer()).slice(3))
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("email,name,status,waitlist_position,registered_at,cancelled_at,event_id,event_title,event_date,event_time");
    expect(lines).toHaveLength(7);
    expect(lines.map((line) => line.split(",").slice(2, 4).join(","))).toEqual([
      "status,waitlist_position",
      "registered,",
      "registered,",
      "registered,",
      "waiting,1",
      "waiting,2",
      "cancelled,",
    ]);
    expect(lines[2]).toContain(",'=HYPERLINK(1),");
    expect(lines[6]).toContain("2026-11-20T11:00:00.000Z");

    const waiting = (await callRoute(
      registrantsCsv,
      `http://localhost/admin/live-sessions/${event.id}/registrants.csv?status=waiting`,
      ctx(),
      {
        id: event.id,
      },
    )) as Response;
    expect((await waiting.text()).trimEnd().split("\r\n")).toHaveLength(3);

    // The command line: the same filter, and an unknown status is a usage error.
    const listed = await runAdminCommand(["registrations", "list", event.id, "--status", "waiting"], { env, database: handle });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain("3 of 3 seats taken; 6 people: 3 registered, 2 on the waitlist, 1 cancelled");
    expect(listed.stdout).toContain("waiting #2");
    expect(listed.stdout).not.toContain("ana-");
    const exported = await runAdminCommand(["registrations", "export", event.id, "--status", "cancelled"], { env, database: handle });
    expect(exported.stdout.trimEnd().split("\r\n")).toHaveLength(2);
    const bad = await runAdminCommand(["registrations", "list", event.id, "--status", "vip"], { env, database: handle });
    expect(bad).toMatchObject({ code: 2, stderr: expect.stringContaining('--status "vip" is not a status') });
    const all = await exportRegistrants(deps(), { eventId: event.id });
    expect(all.ok && all.value.count).toBe(6);
  });

  test("a message: preview and count send nothing; the send e-mails each registered person once, escaped, with their manage link", async () => {
    const event = await fullSession("Message session");
    const before = (await mailOf(event.title)).length;
    const text = { subject: "Room change", body: "We meet in <b>room 4</b> & bring a laptop.\nSee you!" };
    const preview = await previewSessionMessage(deps(), { eventId: event.id, ...text });
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.value.recipients).toBe(3);
    expect(preview.value.email.html).toContain("We meet in &lt;b&gt;room 4&lt;/b&gt; &amp; bring a laptop.");
    expect(preview.value.email.text).toContain("/events/manage/");
    const withWaitlist = await previewSessionMessage(deps(), { eventId: event.id, ...text, waitlist: true });
    expect(withWaitlist.ok && withWaitlist.value.recipients).toBe(5);
    expect((await mailOf(event.title)).length).toBe(before);
    expect(await handle.db.select().from(sessionMessages).where(eq(sessionMessages.eventId, event.id))).toEqual([]);

    const said: string[] = [];
    const sent = await sendSessionMessage(deps(said), { eventId: event.id, key: preview.value.key, ...text });
    expect(sent).toMatchObject({ ok: true, value: { alreadySent: false, message: { subject: "Room change", recipients: 3 } } });
    // The activity log's line names the message and the count, never an address.
    expect(said).toEqual([`Wrote “Room change” to 3 people of “${event.title}”`]);
    const mail = (await mailOf(event.title)).slice(before);
    expect(mail.map((row) => row.toAddress.split("-")[0]).sort()).toEqual(["ana", "ben", "dee"]);
    expect(mail.every((row) => row.subject === "Room change")).toBe(true);
    // Each carries its own manage link; a name that is not a name gets no greeting by it.
    expect(new Set(mail.map((row) => /\/events\/manage\/(\S+)/.exec(row.textBody)?.[1])).size).toBe(3);
    expect(mail.find((row) => row.toAddress.startsWith("ben"))!.textBody).toMatch(/^Hi there,/);

    // Sent again with the same key (a double submit, a retry): nothing more.
    const again = await sendSessionMessage(deps(said), { eventId: event.id, key: preview.value.key, ...text });
    expect(again).toMatchObject({ ok: true, value: { alreadySent: true, message: { recipients: 3 } } });
    expect(said).toHaveLength(1);
    expect((await mailOf(event.title)).length).toBe(before + 3);

    const listed = await listSessionMessages(deps(), { eventId: event.id });
    expect(listed.ok && listed.value.messages.map((m) => [m.subject, m.recipients])).toEqual([["Room change", 3]]);
  });

  test("two sends of one message at the same moment (two instances) e-mail each person once", async () => {
    const event = await fullSession("Concurrent session");
    const before = (await mailOf(event.title)).length;
    const key = randomUUID();
    const input = { eventId: event.id, key, subject: "Starting soon", body: "Doors open at 9.", waitlist: true };
    const results = await Promise.all([
      sendSessionMessage(deps(), input),
      sendSessionMessage(deps(), input),
      sendSessionMessage(deps(), input),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => result.ok && !result.value.alreadySent)).toHaveLength(1);
    const mail = (await mailOf(event.title)).slice(before);
    expect(mail).toHaveLength(5);
    expect(new Set(mail.map((row) => row.toAddress)).size).toBe(5);
    expect(await handle.db.select().from(sessionMessageRecipients).where(eq(sessionMessageRecipients.messageId, key))).toHaveLength(5);
  });

  test("refusals: empty or too long fields by name, a bad key, nobody to write to, an unknown session; nothing kept or sent", async () => {
    const event = await fullSession("Refusals session");
    const empty = await addEvent(handle, { title: "Nobody here" });
    const before = (await mailOf(event.title)).length;
    const key = randomUUID();
    expect(await sendSessionMessage(deps(), { eventId: event.id, key, subject: " ", body: "x" })).toMatchObject({
      ok: false,
      field: "subject",
    });
    expect(
      await sendSessionMessage(deps(), { eventId: event.id, key, subject: "s", body: "x".repeat(SESSION_MESSAGE_LIMITS.body + 1) }),
    ).toMatchObject({ ok: false, field: "body", message: expect.stringContaining(`the limit is ${SESSION_MESSAGE_LIMITS.body}`) });
    expect(await sendSessionMessage(deps(), { eventId: event.id, key, subject: "a\nBcc: x@example.com", body: "x" })).toMatchObject({
      ok: false,
      field: "subject",
    });
    expect(await sendSessionMessage(deps(), { eventId: event.id, key: "not-a-key", subject: "s", body: "x" })).toMatchObject({
      ok: false,
      field: "key",
    });
    expect(await sendSessionMessage(deps(), { eventId: empty.id, key, subject: "s", body: "x" })).toMatchObject({
      ok: false,
      message: "Nobody is registered for this session yet.",
    });
    expect(await sendSessionMessage(deps(), { eventId: randomUUID(), key, subject: "s", body: "x" })).toMatchObject({
      ok: false,
      notFound: true,
    });
    expect(await handle.db.select().from(sessionMessages).where(eq(sessionMessages.id, key))).toEqual([]);
    expect((await mailOf(event.title)).length).toBe(before);
  });

  test("the console's page: preview (count, e-mail), then send, posted twice, e-mails once; the page lists what was sent", async () => {
    const event = await fullSession("Console message session");
    const before = (await mailOf(event.title)).length;
    const fields = { subject: "Slides", body: "The slides are attached to the session page.", waitlist: "on" };
    const bad = await routeAnswer(messageAction, postForm("/x", { intent: "preview", subject: "", body: "x" }), ctx(), { id: event.id });
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({ stage: "compose", field: "subject" });
    const preview = await routeAnswer(messageAction, postForm("/x", { intent: "preview", ...fields }), ctx(), { id: event.id });
    expect(preview.status).toBe(200);
    expect(preview.result).toMatchObject({ stage: "preview", recipients: 5, email: { subject: "Slides" } });
    const key = (preview.result as { key: string }).key;
    const send = () => routeAnswer(messageAction, postForm("/x", { intent: "send", key, ...fields }), ctx(), { id: event.id });
    const [first, second] = [await send(), await send()];
    expect(first.result).toMatchObject({ stage: "sent", message: 'Sent "Slides" to 5 people.' });
    expect(second.result).toMatchObject({ stage: "sent", message: '"Slides" was already sent to 5 people; nobody was e-mailed again.' });
    expect((await mailOf(event.title)).length).toBe(before + 5);
    const page = await callRoute(messageLoader, `http://localhost/admin/live-sessions/${event.id}/message`, ctx(), { id: event.id });
    expect(page).toMatchObject({ registered: 3, waiting: 2, messages: [{ subject: "Slides", to: "5 people, with the waitlist" }] });
  });

  test("the command line previews with the count and the key, then sends once with that key", async () => {
    const event = await fullSession("Command line message");
    const before = (await mailOf(event.title)).length;
    const args = ["registrations", "message", event.id, "--subject", "Parking", "--body", "Park behind the building."];
    const preview = await runAdminCommand(args, { env, database: handle });
    expect(preview.code).toBe(0);
    expect(preview.stdout).toContain("This e-mails 3 people.");
    const key = /--send --key (\S+)/.exec(preview.stdout)![1]!;
    const sent = await runAdminCommand([...args, "--send", "--key", key], { env, database: handle });
    expect(sent).toMatchObject({ code: 0, stdout: 'Sent "Parking" to 3 people.\n' });
    const again = await runAdminCommand([...args, "--send", "--key", key], { env, database: handle });
    expect(again.stdout).toContain("was already sent to 3 people");
    expect((await mailOf(event.title)).length).toBe(before + 3);
  });

  test("removing a registration says so in the activity log, with the promotion and without the person", async () => {
    const event = await fullSession("Removal session");
    const [ana] = await handle.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id))
      .orderBy(eventRegistrations.createdAt);
    const said: string[] = [];
    const removed = await removeRegistrant(deps(said), { eventId: event.id, registrationId: ana!.id });
    expect(removed).toEqual({ ok: true, value: { promoted: 1 } });
    expect(said).toEqual(["Removed a registration; 1 person moved up from the waitlist"]);
    expect(said.join(" ")).not.toContain("@");
    // Removed already: refused, and nothing more said.
    expect((await removeRegistrant(deps(said), { eventId: event.id, registrationId: ana!.id })).ok).toBe(false);
    expect(said).toHaveLength(1);
  });
});
