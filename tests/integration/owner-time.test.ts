import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadEnv, setProcessEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { emailOutbox, eventRegistrations, events } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import { mailboxKey } from "~/lib/email-address";
import { action as sessionsAction, loader as sessionsLoader } from "~/routes/admin.live-sessions";
import { action as sessionAction, loader as sessionLoader } from "~/routes/admin.live-sessions.$id";
import { planLiveSessionChange } from "~/services/live-sessions.server";
import { serviceDeps } from "~/services/service-deps.server";
import { runAdminCommand } from "../admin-command";
import { callRoute, postForm, routeAnswer } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { addEvent } from "../factories";

// In 2030 the United States' clocks go back on November 3: a Chicago evening on the 2nd is CDT, on the 4th CST.
const env = loadEnv({ DATA_DIR: "memory://", OWNER_TIME_ZONE: "America/Chicago" });
const NOW = new Date("2030-06-01T12:00:00Z");

/** The sessions these tests move about: 6 PM in Chicago, which is CDT before 3 November 2030 and CST after. */
const CHICAGO_EVENING = { time: "6:00 PM", timeZone: "America/Chicago" };

describe.each(testDatabases())("the owner's time and what a change tells people, on %s", (kind) => {
  let handle: DatabaseHandle;
  // Jobs are taken and dropped: the e-mails stay in the outbox, which is what these tests read.
  const queue = { send: async () => randomUUID(), getBlockedKeys: async () => [] } as unknown as JobQueue;
  const ctx = () => ({ database: handle, queue });
  const admin = (argv: string[]) => runAdminCommand(argv, { env, database: handle, now: () => NOW });
  const deps = () => serviceDeps({ database: handle, env, queue: async () => queue, now: NOW });
  beforeAll(async () => {
    setProcessEnv(env);
    handle = await createTestDatabase(kind);
  }, 300_000);
  afterAll(() => handle?.close());

  const register = async (eventId: string, emails: string[], status: "registered" | "waiting" = "registered") => {
    for (const email of emails)
      await handle.db
        .insert(eventRegistrations)
        .values({ eventId, email, emailKey: mailboxKey(email), name: "Ana", status, manageToken: randomUUID() });
  };
  const mailTo = (email: string, kind: string) =>
    handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)));

  test("a new session takes the owner's zone; the console and the command line show every start in it, CDT or CST by the date", async () => {
    const fields = {
      title: "Evening before",
      date: "2030-11-02",
      time: "18:00",
      category: "Workshop",
      description: "Before the clocks go back.",
    };
    expect((await routeAnswer(sessionsAction, postForm("/admin/live-sessions", fields), ctx())).status).toBe(200);
    const [before] = await handle.db.select().from(events).where(eq(events.title, "Evening before"));
    expect(before).toMatchObject({ timeZone: "America/Chicago", time: "18:00" });
    expect(before!.startsAt!.toISOString()).toBe("2030-11-02T23:00:00.000Z");
    // The command line adds in the owner's zone too, and a session in Los Angeles is shown in the owner's.
    expect(
      (
        await admin([
          "events",
          "add",
          "--title",
          "Evening after",
          "--date",
          "2030-11-04",
          "--time",
          "6 PM",
          "--category",
          "Workshop",
          "--description",
          "After.",
        ])
      ).code,
    ).toBe(0);
    await addEvent(handle, { title: "Pacific summer", date: "2030-07-01", time: "10:00 AM", timeZone: "America/Los_Angeles" });
    await addEvent(handle, { title: "Announced later", date: "2030-11-03", time: "Time TBA", timeZone: "America/Chicago" });

    const listed = await callRoute(sessionsLoader, "http://localhost/admin/live-sessions", ctx());
    expect(listed.ownerZone).toBe("America/Chicago");
    const when = (title: string) => listed.sessions.find((row) => row.title === title)?.when;
    expect(when("Evening before")).toBe("Sat, Nov 2, 2030, 6:00 PM CDT");
    expect(when("Evening after")).toBe("Mon, Nov 4, 2030, 6:00 PM CST");
    expect(when("Pacific summer")).toBe("Mon, Jul 1, 2030, 12:00 PM CDT");
    expect(when("Announced later")).toBe("Sun, Nov 3, 2030, time TBA");
    // Date order: the soonest first (the test's sessions are all ahead of the real clock).
    const mine = listed.sessions
      .map((row) => row.title)
      .filter((title) => ["Evening before", "Evening after", "Pacific summer", "Announced later"].includes(title));
    expect(mine).toEqual(["Pacific summer", "Evening before", "Announced later", "Evening after"]);

    const list = await admin(["events", "list"]);
    expect(list.stdout).toMatch(/2030-11-02 18:00 CDT\s+Evening before/);
    expect(list.stdout).toMatch(/2030-11-04 18:00 CST\s+Evening after/);
    expect(list.stdout).toMatch(/2030-07-01 12:00 CDT\s+Pacific summer/);
    // After an edit the time is still the owner's, with the label of its date.
    expect((await admin(["events", "update", before!.id, "--time", "7 PM"])).code).toBe(0);
    expect((await admin(["events", "list"])).stdout).toMatch(/2030-11-02 19:00 CDT\s+Evening before/);
  });

  test("a save that moves the time asks first with the count, then e-mails each registrant old → new and the owner's note", async () => {
    const event = await addEvent(handle, { title: "Moving", date: "2030-11-04", ...CHICAGO_EVENING, location: "Room 1" });
    const people = ["move-a@example.com", "move-b@example.com", "move-c@example.com", "move-d@example.com"];
    await register(event.id, people);
    await handle.db.update(events).set({ currentAttendees: 4 }).where(eq(events.id, event.id));
    const edit = await callRoute(sessionLoader, `http://localhost/admin/live-sessions/${event.id}`, ctx(), { id: event.id });
    // The pickers get the stored texts as they take them; saving them unchanged tells nobody anything.
    expect(edit.values).toMatchObject({ date: "2030-11-04", time: "18:00", zone: "America/Chicago" });
    const form = { intent: "save", ...edit.values } as Record<string, string>;
    const unchanged = await routeAnswer(sessionAction, postForm(`/admin/live-sessions/${event.id}`, form), ctx(), { id: event.id });
    expect(unchanged.result).toMatchObject({ ok: true });
    expect(unchanged.result).not.toHaveProperty("confirm");
    expect(await mailTo("move-a@example.com", "event-update")).toEqual([]);

    const moved = { ...form, time: "19:30", location: "Room 2" };
    const asked = await routeAnswer(sessionAction, postForm(`/admin/live-sessions/${event.id}`, moved), ctx(), { id: event.id });
    expect(asked.result).toMatchObject({
      confirm: {
        effect: "This e-mails 4 people the new time.",
        details: ["Time: 6:00 PM CST → 7:30 PM CST", "Place: Room 1 → Room 2"],
        fields: { intent: "save", time: "19:30" },
      },
      note: true,
    });
    // Asking wrote nothing and sent nothing.
    const [still] = await handle.db.select().from(events).where(eq(events.id, event.id));
    expect(still!.time).toBe("18:00");
    expect(await mailTo("move-a@example.com", "event-update")).toEqual([]);

    const note = "The venue asked us to start a little later. Sorry for the shuffle!";
    const saved = await routeAnswer(
      sessionAction,
      postForm(`/admin/live-sessions/${event.id}`, { ...moved, confirm: "yes", note }),
      ctx(),
      { id: event.id },
    );
    expect(saved.result.message).toContain("E-mailed 4 registered people the update.");
    for (const email of people) {
      const updates = await mailTo(email, "event-update");
      expect(updates).toHaveLength(1);
      expect(updates[0]!.textBody).toContain("What changed:\nTime: 6:00 PM CST → 7:30 PM CST\nPlace: Room 1 → Room 2");
      expect(updates[0]!.textBody).toContain(`A note from `);
      expect(updates[0]!.textBody).toContain(note);
      expect(updates[0]!.htmlBody).toContain("6:00 PM CST → 7:30 PM CST");
      expect(updates[0]!.textBody).not.toMatch(/has changed\.\s*$/m);
    }
  });

  test("the change diff names the title, date and link, old → new, across the change of clocks", async () => {
    const event = await addEvent(handle, { title: "Diff", date: "2030-11-02", ...CHICAGO_EVENING, joinUrl: "https://meet.example.com/a" });
    await register(event.id, ["diff@example.com"]);
    const plan = await planLiveSessionChange(deps(), {
      id: event.id,
      fields: { title: "Diff, renamed", date: "2030-11-04", joinUrl: "https://meet.example.com/b" },
    });
    expect(plan).toMatchObject({
      ok: true,
      value: {
        emails: 1,
        movesTime: true,
        changes: [
          { label: "Title", from: "Diff", to: "Diff, renamed" },
          { label: "Date", from: "Saturday, November 2, 2030", to: "Monday, November 4, 2030" },
          { label: "Time", from: "6:00 PM CDT", to: "6:00 PM CST" },
          { label: "Join link", from: "https://meet.example.com/a", to: "https://meet.example.com/b" },
        ],
      },
    });
  });

  test("deactivating asks with the count of registered and waiting people, e-mails each once; a sample session can go quietly", async () => {
    const event = await addEvent(handle, { title: "Going", date: "2030-11-04", timeZone: "America/Chicago", maxAttendees: 4 });
    await register(event.id, ["off-a@example.com", "off-b@example.com", "off-c@example.com", "off-d@example.com"]);
    await register(event.id, ["off-w@example.com"], "waiting");
    await handle.db.update(events).set({ currentAttendees: 4 }).where(eq(events.id, event.id));
    const asked = await routeAnswer(sessionAction, postForm(`/admin/live-sessions/${event.id}`, { intent: "deactivate" }), ctx(), {
      id: event.id,
    });
    expect(asked.result).toMatchObject({
      confirm: {
        effect: "This e-mails 4 registered people and 1 person on the waitlist a cancellation.",
        fields: { intent: "deactivate" },
      },
    });
    expect(asked.result).not.toHaveProperty("sample");
    expect((await handle.db.select().from(events).where(eq(events.id, event.id)))[0]!.isActive).toBe(true);
    const done = await routeAnswer(
      sessionAction,
      postForm(`/admin/live-sessions/${event.id}`, { intent: "deactivate", confirm: "yes" }),
      ctx(),
      { id: event.id },
    );
    expect(done.result.message).toContain("E-mailed 5 registered or waiting people that it is cancelled.");
    for (const email of ["off-a@example.com", "off-d@example.com", "off-w@example.com"])
      expect(await mailTo(email, "event-session-cancelled")).toHaveLength(1);

    // A sample: 37 seats shown, 2 real registrations. The quiet way off is offered, and taken only when ticked.
    const sample = await addEvent(handle, { title: "Sample", date: "2030-11-05", currentAttendees: 37 });
    await register(sample.id, ["real-1@example.com", "real-2@example.com"]);
    const askedSample = await routeAnswer(sessionAction, postForm(`/admin/live-sessions/${sample.id}`, { intent: "deactivate" }), ctx(), {
      id: sample.id,
    });
    expect(askedSample.result).toMatchObject({
      confirm: { effect: "This e-mails 2 registered people a cancellation." },
      sample: { taken: 37, registered: 2 },
    });
    const quiet = await routeAnswer(
      sessionAction,
      postForm(`/admin/live-sessions/${sample.id}`, { intent: "deactivate", confirm: "yes", notify: "no" }),
      ctx(),
      { id: sample.id },
    );
    expect(quiet.result.message).toContain("Nobody was e-mailed.");
    expect(await mailTo("real-1@example.com", "event-session-cancelled")).toEqual([]);
    expect((await handle.db.select().from(events).where(eq(events.id, sample.id)))[0]!.isActive).toBe(false);
  });
});
