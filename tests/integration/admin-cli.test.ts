import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { blogPosts, emailOutbox, eventRegistrations, events, landingPageSignups, youtubeVideos } from "~/db/schema";
import { getPublicBlog } from "~/features/blog/post-store.server";
import { loadEnv } from "~/config/env.server";
import { QUEUES } from "~/jobs/queues";
import { queueEmail } from "~/mail/outbox.server";
import { COMMAND_GROUPS } from "../../cli/commands";
import { printable } from "../../cli/output";
import { runAdminCommand } from "../admin-command";
import { createTestDatabase, testDatabases } from "../db";
import { mailboxKey } from "~/lib/email-address";

const NOW = new Date("2026-11-22T12:00:00Z");

/** Runs a command as `npm run admin -- …` would, on the given database, and keeps what it printed. */
function admin(argv: string[], database?: DatabaseHandle, env = loadEnv({ DATA_DIR: "memory://" })) {
  return runAdminCommand(argv, { env, database, now: () => NOW });
}

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "admin-cli-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test("printable() shows control characters, DEL, C1 and bidirectional overrides as escapes, and keeps tabs, line ends, emoji and RTL", () => {
  expect(printable("a\u0000b\u001b[31mc\u007fd\u009be\u202ef\u2066g")).toBe("a\\x00b\\x1b[31mc\\x7fd\\x9be\\u202ef\\u2066g");
  expect(printable("tab\there\r\nline\nend")).toBe("tab\there\r\nline\nend");
  expect(printable("over\rwrite")).toBe("over\\x0dwrite");
  expect(printable("שלום مرحبا 👋🏽 Zoë")).toBe("שלום مرحبا 👋🏽 Zoë");
});

test("--help answers on every command and sub-command, without opening a database", async () => {
  // DATA_DIR points nowhere usable: help must not need it.
  const env = loadEnv({ DATA_DIR: "/proc/definitely/not/here" });
  const main = await admin(["--help"], undefined, env);
  expect(main.code).toBe(0);
  expect(main.stdout).toMatch(/^Usage: npm run admin -- <command> <sub-command> \[options\]/);
  expect((await admin([], undefined, env)).stdout).toBe(main.stdout);
  for (const group of COMMAND_GROUPS) {
    const groupHelp = await admin([group.name, "--help"], undefined, env);
    expect(groupHelp.code).toBe(0);
    for (const sub of group.subcommands) {
      // A command without sub-commands (doctor) is called by its name alone.
      const name = sub.name === group.name ? group.name : `${group.name} ${sub.name}`;
      expect(main.stdout).toContain(name);
      expect(groupHelp.stdout).toContain(sub.summary);
      const help = await admin([...name.split(" "), "--help"], undefined, env);
      expect(help, `${name} --help`).toMatchObject({ code: 0, stderr: "" });
      expect(help.stdout).toMatch(new RegExp(`^Usage: npm run admin -- ${name}`));
      expect(help.stdout).toContain("-h, --help");
      for (const option of Object.keys(sub.options ?? {})) expect(help.stdout).toContain(`--${option}`);
    }
  }
});

test("mistakes in a command line are answered with what is wrong and exit code 2", async () => {
  const env = loadEnv({ DATA_DIR: "memory://" });
  expect(await admin(["frobnicate"], undefined, env)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('unknown command "frobnicate"'),
  });
  expect(await admin(["events", "frob"], undefined, env)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining("'npm run admin -- events --help'"),
  });
  expect(await admin(["events", "list", "--bogus"], undefined, env)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining("unknown option --bogus"),
  });
  expect(await admin(["registrations", "list"], undefined, env)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining("missing <eventId>"),
  });
  expect(await admin(["events", "deactivate", "a", "b"], undefined, env)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('unexpected argument "b"'),
  });
  expect(await admin(["events", "add", "--title", "Only a title"], undefined, env)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining("--date is required"),
  });
});

test("on PGlite it refuses a data directory another process holds, with a clear message and no stack", async () => {
  const dataDir = path.join(tempDir(), "data");
  const server = await openDatabase({ dataDir });
  onTestFinished(() => server.close());
  const result = await admin(["events", "list"], undefined, loadEnv({ DATA_DIR: dataDir }));
  expect(result.code).toBe(1);
  expect(result.stdout).toBe("");
  expect(result.stderr).toContain(`the database in ${dataDir} is in use by another process, most likely the running server`);
  expect(result.stderr).toContain("Stop the server");
  expect(result.stderr).toContain("PostgreSQL (DATABASE_URL)");
  expect(result.stderr).not.toMatch(/\n\s+at /);

  // Once the server is gone, the same command opens the directory (and closes it after).
  await server.close();
  expect(await admin(["events", "list"], undefined, loadEnv({ DATA_DIR: dataDir }))).toMatchObject({ code: 0 });
}, 90_000);

describe.each(testDatabases())("the admin command line on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  const eventRow = (id: string) =>
    handle.db
      .select()
      .from(events)
      .where(eq(events.id, id))
      .then((rows) => rows[0]);
  const idIn = (text: string) => /id:\s+([0-9a-f-]{36})/.exec(text)?.[1] ?? "";

  test("events add checks dates and times and the category, stores the session and prints it", async () => {
    const added = await admin(
      [
        "events",
        "add",
        "--title",
        "  Build an AI meeting assistant ",
        "--date",
        "December 3, 2026",
        "--time",
        "10:00 AM PST",
        "--category",
        "build with me",
        "--description",
        "We build it live.",
        "--duration",
        "60 minutes",
        "--max-attendees",
        "25",
      ],
      handle,
    );
    expect(added).toMatchObject({ code: 0, stderr: "" });
    expect(added.stdout).toContain("Added the session:");
    expect(added.stdout).toContain("(shown as: Thursday, December 3, 2026)");
    expect(added.stdout).toContain("(shown as: 10:00 AM PST)");
    const stored = await eventRow(idIn(added.stdout));
    expect(stored).toMatchObject({
      title: "Build an AI meeting assistant",
      date: "December 3, 2026",
      time: "10:00 AM PST",
      category: "Build with me",
      duration: "60 minutes",
      maxAttendees: 25,
      currentAttendees: 0,
      isActive: true,
      subtitle: null,
    });

    const tba = await admin(
      [
        "events",
        "add",
        "--title",
        "Community hour",
        "--date",
        "2026-12-10",
        "--time",
        "Time TBA",
        "--category",
        "Community",
        "--description",
        "Open Q&A.",
      ],
      handle,
    );
    expect(tba.code).toBe(0);
    expect(tba.stdout).toContain("(shown as: Time TBA)");
    expect(tba.stdout).toContain("no limit");

    const before = await handle.db.select({ n: sql<number>`count(*)::int` }).from(events);
    for (const [flag, value, message] of [
      ["--date", "2026-02-30", '--date "2026-02-30" is not a date the site can read'],
      ["--date", "12/03/2026", "use yyyy-mm-dd"],
      ["--time", "25:00", '--time "25:00" is not a time the site can read'],
      ["--time", "5", '--time "5" is not a time'],
      ["--category", "Webinar", '--category "Webinar" is not a category: use "Build with me", "Workshop", "Community"'],
      ["--max-attendees", "0", '--max-attendees "0" must be a whole number from 1'],
      ["--max-attendees", "none", '--max-attendees "none" must be a whole number'],
      ["--title", "   ", "--title cannot be empty"],
    ] as const) {
      const base: Record<string, string> = {
        "--title": "T",
        "--date": "2026-12-03",
        "--time": "14:30",
        "--category": "Workshop",
        "--description": "D",
      };
      base[flag] = value;
      const result = await admin(["events", "add", ...Object.entries(base).flat()], handle);
      expect(result, `${flag} ${value}`).toMatchObject({ code: 2, stdout: "" });
      expect(result.stderr).toContain(message);
    }
    expect(await handle.db.select({ n: sql<number>`count(*)::int` }).from(events)).toEqual(before);

    const past = await admin(
      [
        "events",
        "add",
        "--title",
        "Yesterday",
        "--date",
        "2026-11-21",
        "--time",
        "9:00 AM",
        "--category",
        "Workshop",
        "--description",
        "Gone.",
      ],
      handle,
    );
    expect(past.code).toBe(0);
    expect(past.stderr).toContain("in the past");
    expect(past.stdout).toContain("on /events:  no (past)");
  });

  test("events add converts a time in another zone or refuses it by name, never shifts it; where and reminders are set", async () => {
    const base = ["events", "add", "--title", "Zoned", "--date", "2026-12-05", "--category", "Workshop", "--description", "d"];
    const converted = await admin(
      [...base, "--time", "10 AM EST", "--join-url", "https://meet.example.com/z", "--location", "Room 3", "--reminders", "off"],
      handle,
    );
    expect(converted).toMatchObject({ code: 0, stderr: expect.stringContaining('"2026-12-05 10 AM EST" is 2026-12-05 7:00 AM PST') });
    expect(converted.stdout).toContain("(shown as: 7:00 AM PST)");
    const row = await eventRow(idIn(converted.stdout));
    expect(row).toMatchObject({ time: "7:00 AM", joinUrl: "https://meet.example.com/z", location: "Room 3", remindersEnabled: false });
    expect(row!.startsAt!.toISOString()).toBe("2026-12-05T15:00:00.000Z");
    expect(await admin([...base, "--time", "10 AM BST"], handle)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('"BST" in "10 AM BST" is not a time zone the site can convert'),
    });
    expect(await admin([...base, "--time", "10 AM", "--zone", "Mars/Olympus"], handle)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("is not a time zone"),
    });
    expect(await admin([...base, "--time", "10 AM", "--join-url", "javascript:alert(1)"], handle)).toMatchObject({ code: 2 });
    const berlin = await admin([...base, "--time", "18:00", "--zone", "Europe/Berlin"], handle);
    expect(berlin.stdout).toContain("(shown as: 6:00 PM GMT+1)");
    expect((await eventRow(idIn(berlin.stdout)))!.startsAt!.toISOString()).toBe("2026-12-05T17:00:00.000Z");
    await handle.db.delete(events).where(eq(events.title, "Zoned"));
  });

  test("events list shows upcoming sessions in date order; --all adds past ones", async () => {
    const result = await admin(["events", "list"], handle);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^id\s+starts\s+title\s+category\s+seats\s+state$/);
    const titles = lines
      .slice(1)
      .map((line) => (line.includes("Community hour") ? "Community hour" : line.includes("meeting assistant") ? "assistant" : line));
    expect(titles.indexOf("assistant")).toBeLessThan(titles.indexOf("Community hour"));
    expect(result.stdout).toContain("2026-12-03 10:00 PST");
    expect(result.stdout).toContain("2026-12-10 TBA");
    expect(result.stdout).not.toContain("Yesterday");
    const all = await admin(["events", "list", "--all"], handle);
    expect(all.stdout).toMatch(/Yesterday.*past/);
  });

  test("events update changes only what is given, never below the seats taken; deactivate keeps the row", async () => {
    const added = await admin(
      [
        "events",
        "add",
        "--title",
        "Workshop: prompts",
        "--date",
        "2026-12-12",
        "--time",
        "1 PM",
        "--category",
        "Workshop",
        "--description",
        "Prompts.",
        "--max-attendees",
        "10",
      ],
      handle,
    );
    const id = idIn(added.stdout);
    await handle.db.insert(eventRegistrations).values([
      { eventId: id, email: "a@example.com", emailKey: mailboxKey("a@example.com"), name: "A" },
      { eventId: id, email: "b@example.com", emailKey: mailboxKey("b@example.com"), name: "B" },
      { eventId: id, email: "c@example.com", emailKey: mailboxKey("c@example.com"), name: "C" },
    ]);
    await handle.db.update(events).set({ currentAttendees: 3 }).where(eq(events.id, id));

    const updated = await admin(["events", "update", id, "--time", "2:30 PM", "--subtitle", "Bring a laptop"], handle);
    expect(updated).toMatchObject({ code: 0 });
    expect(updated.stdout).toContain("(shown as: 2:30 PM PST)");
    // A new time reaches the three registrants (then those messages leave the outbox the later tests count).
    expect(updated.stdout).toContain("E-mailed 3 registered people the update.");
    const updates = await handle.db.delete(emailOutbox).where(eq(emailOutbox.kind, "event-update")).returning();
    expect(updates.map((message) => message.toAddress).sort()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    expect(await eventRow(id)).toMatchObject({
      time: "2:30 PM",
      subtitle: "Bring a laptop",
      title: "Workshop: prompts",
      maxAttendees: 10,
      currentAttendees: 3,
    });

    const tooFew = await admin(["events", "update", id, "--max-attendees", "2"], handle);
    expect(tooFew).toMatchObject({ code: 1, stderr: expect.stringContaining("3 people are already registered") });
    expect((await eventRow(id))!.maxAttendees).toBe(10);
    expect(await admin(["events", "update", id, "--max-attendees", "none", "--subtitle", ""], handle)).toMatchObject({ code: 0 });
    expect(await eventRow(id)).toMatchObject({ maxAttendees: null, subtitle: null });

    expect(await admin(["events", "update", id], handle)).toMatchObject({ code: 2, stderr: expect.stringContaining("nothing to change") });
    expect(await admin(["events", "update", "not-an-id", "--title", "x"], handle)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("is not an event id"),
    });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await admin(["events", "update", missing, "--title", "x"], handle)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`no event with id ${missing}`),
    });

    const off = await admin(["events", "deactivate", id], handle);
    expect(off).toMatchObject({ code: 0 });
    expect(off.stdout).toContain("on /events:  no (inactive)");
    // Its three registrants are told it is cancelled (then those messages leave the outbox the later tests count).
    expect(off.stdout).toContain("E-mailed 3 registered or waiting people that it is cancelled.");
    const cancellations = await handle.db.delete(emailOutbox).where(eq(emailOutbox.kind, "event-session-cancelled")).returning();
    expect(cancellations.map((message) => message.toAddress).sort()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    expect(await eventRow(id)).toMatchObject({ isActive: false, currentAttendees: 3 });
    expect(await handle.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, id))).toHaveLength(3);
    expect((await admin(["events", "update", id, "--activate"], handle)).stdout).toContain("active:      yes");
  });

  test("registrations list and export a session's registrations; CSV cells are escaped and defused", async () => {
    const [event] = await handle.db
      .insert(events)
      .values({
        title: "Export me",
        date: "2026-12-20",
        time: "10:00 AM",
        category: "Workshop",
        description: "d",
        maxAttendees: 5,
        currentAttendees: 3,
      })
      .returning();
    await handle.db.insert(eventRegistrations).values([
      {
        eventId: event!.id,
        email: "first@example.com",
        emailKey: mailboxKey("first@example.com"),
        name: "Okafor, Maya",
        createdAt: new Date("2026-11-20T10:00:00Z"),
      },
      {
        eventId: event!.id,
        email: "second@example.com",
        emailKey: mailboxKey("second@example.com"),
        name: '=HYPERLINK("http://evil.example")',
        createdAt: new Date("2026-11-20T11:00:00Z"),
      },
      {
        eventId: event!.id,
        email: "third@example.com",
        emailKey: mailboxKey("third@example.com"),
        name: "",
        createdAt: new Date("2026-11-20T12:00:00Z"),
      },
    ]);

    const list = await admin(["registrations", "list", event!.id], handle);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain("Export me — Sun, Dec 20, 2026, 10:00 AM PST — 3 of 5 seats taken; 3 people: 3 registered");
    expect(list.stdout.indexOf("first@example.com")).toBeLessThan(list.stdout.indexOf("third@example.com"));

    const out = path.join(tempDir(), "registrations.csv");
    const exported = await admin(["registrations", "export", event!.id, "--out", out], handle);
    expect(exported).toMatchObject({ code: 0, stdout: "", stderr: `Wrote 3 registrations for "Export me" to ${out}\n` });
    expect(readFileSync(out, "utf8")).toBe(
      "\uFEFFemail,name,status,waitlist_position,registered_at,cancelled_at,event_id,event_title,event_date,event_time\r\n" +
        `first@example.com,"Okafor, Maya",registered,,2026-11-20T10:00:00.000Z,,${event!.id},Export me,2026-12-20,10:00 AM\r\n` +
        `second@example.com,"'=HYPERLINK(""http://evil.example"")",registered,,2026-11-20T11:00:00.000Z,,${event!.id},Export me,2026-12-20,10:00 AM\r\n` +
        `third@example.com,,registered,,2026-11-20T12:00:00.000Z,,${event!.id},Export me,2026-12-20,10:00 AM\r\n`,
    );
    const toStdout = await admin(["registrations", "export", event!.id], handle);
    expect(toStdout.stdout).toMatch(/^email,name,status,waitlist_position,registered_at/);
    expect(toStdout.stdout.split("\r\n")).toHaveLength(5);

    const empty = await admin(["registrations", "list", "00000000-0000-4000-8000-000000000000"], handle);
    expect(empty).toMatchObject({ code: 1, stderr: expect.stringContaining("no event with id") });
  });

  test("what visitors wrote prints with its non-printable characters escaped; letters of any script stay", async () => {
    const [event] = await handle.db
      .insert(events)
      .values({ title: "Escapes", date: "2026-12-21", time: "10:00 AM", category: "Workshop", description: "d" })
      .returning();
    await handle.db.insert(eventRegistrations).values([
      {
        eventId: event!.id,
        email: "esc@example.com",
        emailKey: mailboxKey("esc@example.com"),
        name: "Evil\u001b[2J\u001b]0;pwned\u0007Name",
        createdAt: new Date("2026-11-20T10:00:00Z"),
      },
      {
        eventId: event!.id,
        email: "rtl@example.com",
        emailKey: mailboxKey("rtl@example.com"),
        name: "سارة \u202egnp.exe 🚀\rX",
        createdAt: new Date("2026-11-20T11:00:00Z"),
      },
    ]);
    const list = await admin(["registrations", "list", event!.id], handle);
    expect(list.code).toBe(0);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(list.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
    expect(list.stdout).toContain("Evil\\x1b[2J\\x1b]0;pwned\\x07Name");
    // The table turns line breaks into spaces before anything is escaped.
    expect(list.stdout).toContain("سارة \\u202egnp.exe 🚀 X");
    const csv = await admin(["registrations", "export", event!.id], handle);
    expect(csv.stdout).toContain("Evil\\x1b[2J");
    expect(csv.stdout.split("\r\n")).toHaveLength(4);
  });

  test("signups export writes every sign-up, or one page's, as CSV", async () => {
    await handle.db.insert(landingPageSignups).values([
      {
        firstName: "Maya",
        lastName: "Okafor",
        email: "maya@example.com",
        pageSource: "career-ai",
        learningInterest: "interviews,\nand résumés",
        createdAt: new Date("2026-11-01T00:00:00Z"),
      },
      {
        firstName: "@Lee",
        lastName: "+Park",
        email: "lee@example.com",
        pageSource: "business-building-ai",
        learningInterest: null,
        createdAt: new Date("2026-11-02T00:00:00Z"),
      },
    ]);
    const all = await admin(["signups", "export"], handle);
    expect(all.code).toBe(0);
    const lines = all.stdout.split("\r\n");
    expect(lines[0]).toBe("first_name,last_name,email,page_source,learning_interest,created_at,updated_at");
    expect(all.stdout).toContain('Maya,Okafor,maya@example.com,career-ai,"interviews,\nand résumés",2026-11-01T00:00:00.000Z,');
    expect(all.stdout).toContain("'@Lee,'+Park,lee@example.com,business-building-ai,,2026-11-02T00:00:00.000Z,");

    const out = path.join(tempDir(), "career.csv");
    const one = await admin(["signups", "export", "--page-source", "career-ai", "--out", out], handle);
    expect(one).toMatchObject({ code: 0, stderr: `Wrote 1 sign-ups from career-ai to ${out}\n` });
    expect(readFileSync(out, "utf8")).not.toContain("lee@example.com");

    const none = await admin(["signups", "export", "--page-source", "ai-coaches-leaders"], handle);
    expect(none).toMatchObject({ code: 0, stdout: "first_name,last_name,email,page_source,learning_interest,created_at,updated_at\r\n" });
    expect(await admin(["signups", "export", "--page-source", "carreer-ai"], handle)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--page-source "carreer-ai" is not a page: use business-building-ai, career-ai, ai-coaches-leaders'),
    });
  });

  test("outbox list filters by status; retry makes a failed e-mail pending again but never resends a sent one", async () => {
    const { id: failed } = await queueEmail(handle.db, {
      kind: "event-registration",
      to: "f@example.com",
      subject: "Failed one",
      text: "x",
    });
    const { id: failed2 } = await queueEmail(handle.db, {
      kind: "event-registration",
      to: "g@example.com",
      subject: "Failed two",
      text: "x",
    });
    const { id: sent } = await queueEmail(handle.db, { kind: "event-registration", to: "s@example.com", subject: "Sent one", text: "x" });
    const { id: pending } = await queueEmail(handle.db, {
      kind: "event-registration",
      to: "p@example.com",
      subject: "Pending one",
      text: "x",
    });
    await handle.db
      .update(emailOutbox)
      .set({ status: "failed", attempts: 9, lastError: "connect ECONNREFUSED 127.0.0.1:2525" })
      .where(sql`${emailOutbox.id} in (${failed}, ${failed2})`);
    await handle.db
      .update(emailOutbox)
      .set({ status: "sent", attempts: 1, sentAt: new Date("2026-11-21T08:00:00Z") })
      .where(eq(emailOutbox.id, sent));

    const list = await admin(["outbox", "list"], handle);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^1 pending, 1 sent, 2 failed\n/);
    expect(list.stdout).toContain("sent 2026-11-21 00:00 PST");
    const onlyFailed = await admin(["outbox", "list", "--status", "failed"], handle);
    expect(onlyFailed.stdout).toContain("Failed one");
    // The reason in words, cut to the column; the raw error is on the message itself.
    expect(onlyFailed.stdout).toContain("The site's mail server could not be rea");
    expect(onlyFailed.stdout).not.toContain("Sent one");
    expect(onlyFailed.stdout).not.toContain("Pending one");
    expect(await admin(["outbox", "list", "--status", "lost"], handle)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("use pending, sent, failed"),
    });

    const retried = await admin(["outbox", "retry", failed], handle);
    expect(retried).toMatchObject({ code: 0 });
    expect(retried.stdout).toContain(`E-mail ${failed} to f@example.com ("Failed one") is pending again.`);
    const row = (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed)))[0]!;
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    if (kind === "postgres") {
      // Handed to the running server's worker at once, through pg-boss.
      expect(retried.stderr).toContain("Queued for delivery now");
      const jobs = (await handle.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.emailOutbox.name} and data->>'outboxId' = ${failed}`,
      )) as unknown as { rows: { n: number }[] };
      expect(jobs.rows[0]!.n).toBe(1);
    } else {
      expect(retried.stderr).toContain("when the server next starts");
    }

    expect(await admin(["outbox", "retry", sent], handle)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("was already sent (Sat, Nov 21, 2026, 12:00 AM PST); it is not sent twice"),
    });
    expect((await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent)))[0]).toMatchObject({ status: "sent", attempts: 1 });
    expect((await admin(["outbox", "retry", pending], handle)).stdout).toContain("is pending and due");
    expect(await admin(["outbox", "retry"], handle)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("either an e-mail id or --all-failed"),
    });
    expect(await admin(["outbox", "retry", failed, "--all-failed"], handle)).toMatchObject({ code: 2 });

    const all = await admin(["outbox", "retry", "--all-failed"], handle);
    expect(all).toMatchObject({ code: 0, stdout: "1 failed e-mail is pending again.\n" });
    expect((await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed2)))[0]).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    expect((await admin(["outbox", "retry", "--all-failed"], handle)).stdout).toBe("No failed e-mails.\n");
  });
});

describe.each(testDatabases())("videos sync on %s", (kind) => {
  test("syncs the configured channel, then honours the cooldown unless forced, and says when nothing is configured", async () => {
    const { startFakeYoutube } = await import("../fake-youtube");
    const channelId = "UCabcdefghijklmnopqrstuv";
    const youtube = await startFakeYoutube({ channelId, apiKey: "k" });
    onTestFinished(() => youtube.close());
    youtube.setVideos([
      { id: "ccccccccc01", title: "Prompting basics", publishedAt: "2026-11-01T10:00:00Z", duration: "PT4M", views: 1200 },
      { id: "ccccccccc02", title: "Agents in Relay.app", publishedAt: "2026-11-08T10:00:00Z", duration: "PT12M", views: 640 },
    ]);
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    const env = loadEnv({
      DATA_DIR: "memory://",
      YOUTUBE_CHANNEL_ID: channelId,
      YOUTUBE_API_KEY: "k",
      YOUTUBE_API_BASE_URL: youtube.apiBaseUrl,
    });

    const first = await admin(["videos", "sync"], database, env);
    expect(first).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toContain("Synced from the YouTube Data API: 2 videos added or updated, 0 marked inactive.");
    const stored = await database.db
      .select({ videoId: youtubeVideos.videoId })
      .from(youtubeVideos)
      .where(like(youtubeVideos.videoId, "ccccccccc%"))
      .orderBy(youtubeVideos.videoId);
    expect(stored.map((row) => row.videoId)).toEqual(["ccccccccc01", "ccccccccc02"]);

    expect((await admin(["videos", "sync"], database, env)).stdout).toContain("already up to date");
    expect((await admin(["videos", "sync", "--force"], database, env)).stdout).toContain("Synced from the YouTube Data API");

    const unconfigured = await admin(["videos", "sync"], database, loadEnv({ DATA_DIR: "memory://" }));
    expect(unconfigured.code).toBe(1);
    expect(unconfigured.stderr).toContain("Video sync is not configured");
  });
});

describe.each(testDatabases())("posts on %s", (kind) => {
  const postRow = (database: DatabaseHandle, slug: string) =>
    database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, slug))
      .then((rows) => rows[0]);

  test("create from a file and from standard input, show, list, update over the current revision, revisions and restore", async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    const dir = tempDir();
    const bodyFile = path.join(dir, "post.md");
    writeFileSync(bodyFile, "\uFEFF## Why\r\n\r\nBecause **now**.\r\n");

    const created = await admin(
      ["posts", "create", "--title", "Three waves, again", "--excerpt", "What changes first.", "--body", bodyFile],
      database,
    );
    expect(created).toMatchObject({ code: 0 });
    expect(created.stdout).toContain("Saved the draft:");
    expect(created.stdout).toContain("address:         /blog/three-waves-again");
    expect(created.stdout).toContain("state:           draft");
    // What it still lacks before it can go out.
    expect(created.stderr).toBe("note: A post needs a cover image: the blog's cards show it.\n");
    expect(await postRow(database, "three-waves-again")).toMatchObject({
      status: "draft",
      revision: 1,
      body: "## Why\n\nBecause **now**.\n",
    });

    const piped = await runAdminCommand(["posts", "create", "--title", "From a pipe", "--slug", "piped", "--body", "-"], {
      env: loadEnv({ DATA_DIR: "memory://" }),
      database,
      now: () => NOW,
      stdin: Readable.from([Buffer.from("Text from "), Buffer.from("standard input, café.\n")]),
    });
    expect(piped).toMatchObject({ code: 0 });
    expect((await postRow(database, "piped"))!.body).toBe("Text from standard input, café.\n");

    const shown = await admin(["posts", "show", "three-waves-again"], database);
    expect(shown).toMatchObject({ code: 0, stderr: "" });
    expect(shown.stdout).toMatch(/title:\s+Three waves, again\n/);
    expect(shown.stdout).toContain("revision:        1 (saved 2026-11-22 04:00 PST)");
    expect(shown.stdout).toMatch(/\n\n## Why\n\nBecause \*\*now\*\*\.\n$/);
    expect((await admin(["posts", "show", "three-waves-again", "--body-only"], database)).stdout).toBe("## Why\n\nBecause **now**.\n");

    const list = await admin(["posts", "list"], database);
    expect(list.code).toBe(0);
    expect(list.stdout.split("\n")[0]).toMatch(/^id\s+state\s+date\s+changed\s+rev\s+address\s+title$/);
    expect(list.stdout).toMatch(/draft\s+—\s+2026-11-22 04:00 PST\s+1\s+three-waves-again\s+Three waves, again/);
    // The posts the database started with are there, published.
    expect(list.stdout).toMatch(/published\s+2026-09-0\d .*three-waves-ai-transformation/);
    expect((await admin(["posts", "list", "--status", "draft"], database)).stdout).not.toContain("three-waves-ai-transformation");
    expect(await admin(["posts", "list", "--status", "live"], database)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("use draft, scheduled, published, unpublished"),
    });

    const updated = await admin(["posts", "update", "three-waves-again", "--title", "Three waves", "--seo-title", "Waves"], database);
    expect(updated).toMatchObject({ code: 0 });
    expect(updated.stdout).toContain("Saved revision 2:");
    expect(await postRow(database, "three-waves-again")).toMatchObject({
      title: "Three waves",
      seoTitle: "Waves",
      excerpt: "What changes first.",
      revision: 2,
    });
    const id = (await postRow(database, "three-waves-again"))!.id;
    // By id too; an empty option empties the field.
    expect(await admin(["posts", "update", id, "--seo-title", ""], database)).toMatchObject({ code: 0 });
    expect((await postRow(database, "three-waves-again"))!.seoTitle).toBe("");

    const revisions = await admin(["posts", "revisions", "three-waves-again"], database);
    expect(revisions.stdout).toMatch(
      /^revision\s+saved\s+by\s+title\n3 \(now\)\s+2026-11-22 04:00 PST\s+The command line\s+Three waves\n2 .*\n1 .*Three waves, again\n$/,
    );
    expect((await admin(["posts", "show", "three-waves-again", "--revision", "1"], database)).stdout).toContain(
      "revision:        1 of 3 (saved 2026-11-22 04:00 PST by The command line)",
    );
    const restored = await admin(["posts", "restore", "three-waves-again", "1"], database);
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining("Restored revision 1 as revision 4:") });
    expect(await postRow(database, "three-waves-again")).toMatchObject({ title: "Three waves, again", seoTitle: "", revision: 4 });
    expect(await admin(["posts", "restore", "three-waves-again", "9"], database)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No such revision."),
    });
    expect(await admin(["posts", "restore", "three-waves-again", "x"], database)).toMatchObject({ code: 2 });
  });

  test("what the command line or the post gets wrong is refused by its option, and nothing changes", async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    const dir = tempDir();
    const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(blogPosts))[0]!.n;
    const before = await count();
    const latin1 = path.join(dir, "latin1.md");
    writeFileSync(latin1, Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    const huge = path.join(dir, "huge.md");
    writeFileSync(huge, "x".repeat(800_001));
    for (const [args, code, message] of [
      [["--title", "T", "--slug", "Bad Address"], 2, "--slug An address is lowercase words joined by hyphens"],
      [["--title", "Escape\u001b[2J"], 2, "--title "],
      [["--title", "x".repeat(201)], 2, "--title Title is at most 200 characters."],
      [["--title", "T", "--cover-image", "https://evil.example/x.png"], 2, "--cover-image A cover image is a path on this site"],
      [["--title", "T", "--body", latin1], 2, `--body ${latin1} is not UTF-8 text`],
      [["--title", "T", "--body", huge], 2, "is larger than a post's body may be (up to 200,000 characters)"],
      [["--title", "T", "--body", path.join(dir, "missing.md")], 2, "--body: could not read"],
      [["--excerpt", "no title"], 2, "--title is required"],
      [["--title", "T", "--bogus", "x"], 2, "unknown option --bogus"],
    ] as const) {
      const result = await admin(["posts", "create", ...args], database);
      expect(result, args.join(" ")).toMatchObject({ code, stdout: "" });
      expect(result.stderr, args.join(" ")).toContain(message);
    }
    expect(await count()).toBe(before);

    expect(await admin(["posts", "show", "no-such-post"], database)).toMatchObject({
      code: 1,
      stderr: "error: No post has the address “no-such-post”. 'posts list' shows every post.\n",
    });
    expect(await admin(["posts", "update", "00000000-0000-4000-8000-000000000000", "--title", "x"], database)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No post has this id."),
    });
    expect(await admin(["posts", "update", "three-waves-ai-transformation"], database)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("nothing to change"),
    });
    // A published post is saved only whole.
    expect(await admin(["posts", "update", "three-waves-ai-transformation", "--cover-alt", ""], database)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("(The post is published.)"),
    });
    expect((await postRow(database, "three-waves-ai-transformation"))!.revision).toBe(1);
  });

  test("publish names what a post lacks and the option that sets it; schedule reads the owner's time; unpublish; preview; delete asks for --yes", async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    const dir = tempDir();
    const bodyFile = path.join(dir, "post.md");
    writeFileSync(bodyFile, "Words.\n");
    await admin(["posts", "create", "--title", "Going out", "--excerpt", "Soon.", "--body", bodyFile], database);

    expect(await admin(["posts", "publish", "going-out"], database)).toMatchObject({
      code: 1,
      stderr: "error: A post needs a cover image: the blog's cards show it. Set it with 'posts update going-out --cover-image …'.\n",
    });
    expect(await admin(["posts", "update", "going-out", "--cover-image", "/images/blog/going-out.svg"], database)).toMatchObject({
      code: 0,
      stderr: expect.stringContaining("alt text"),
    });
    expect(await admin(["posts", "schedule", "going-out", "--at", "2026-12-01 09:00"], database)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Set it with 'posts update going-out --cover-alt …'."),
    });
    await admin(["posts", "update", "going-out", "--cover-alt", "A road at dawn"], database);

    for (const [at, message] of [
      ["someday", "--at Give the time to publish as a date and a time, like 2026-12-01 09:00 (read in America/Los_Angeles)."],
      ["2026-11-01 09:00", "--at Pick a time in the future (or publish now)."],
    ] as const) {
      expect(await admin(["posts", "schedule", "going-out", "--at", at], database), at).toMatchObject({
        code: 2,
        stderr: expect.stringContaining(message),
      });
    }
    expect(await admin(["posts", "schedule", "going-out"], database)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--at is required"),
    });

    const scheduled = await admin(["posts", "schedule", "going-out", "--at", "2026-12-01 09:00"], database);
    expect(scheduled).toMatchObject({ code: 0 });
    expect(scheduled.stdout).toContain("Scheduled for 2026-12-01 09:00 PST:");
    expect(scheduled.stdout).toContain("state:           scheduled for 2026-12-01 09:00 PST");
    expect((await postRow(database, "going-out"))!.scheduledAt!.toISOString()).toBe("2026-12-01T17:00:00.000Z");
    if (kind === "postgres") {
      // Handed to the running server's workers through pg-boss, for that time.
      const jobs = (await database.db.execute(
        sql`select start_after from pgboss.job where name = ${QUEUES.blogPublish.name}`,
      )) as unknown as { rows: { start_after: Date }[] };
      expect(jobs.rows.map((row) => new Date(row.start_after).toISOString())).toContain("2026-12-01T17:00:00.000Z");
    }
    expect((await admin(["posts", "list", "--status", "scheduled"], database)).stdout).toContain("at 2026-12-01 09:00 PST");
    const cancelled = await admin(["posts", "unpublish", "going-out"], database);
    expect(cancelled).toMatchObject({ code: 0, stdout: expect.stringContaining("Cancelled the schedule:") });
    expect((await postRow(database, "going-out"))!.status).toBe("draft");

    const published = await admin(["posts", "publish", "going-out"], database);
    expect(published).toMatchObject({ code: 0, stderr: "" });
    expect(published.stdout).toContain("Published at http://localhost:3000/blog/going-out:");
    expect((await getPublicBlog(database)).bySlug.get("going-out")?.title).toBe("Going out");

    const moved = await admin(["posts", "update", "going-out", "--slug", "gone-out"], database);
    expect(moved.stdout).toContain("/blog/going-out now redirects to /blog/gone-out.");
    expect((await getPublicBlog(database)).movedTo.get("going-out")).toBe("gone-out");

    const preview = await admin(["posts", "preview", "gone-out"], database);
    expect(preview).toMatchObject({
      code: 0,
      stderr: "Anyone with the link can read the post as last saved until 2026-11-29 04:00 PST.\n",
    });
    expect(preview.stdout).toMatch(/^http:\/\/localhost:3000\/blog\/preview\/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}\n$/);

    expect(await admin(["posts", "delete", "gone-out", "--yes"], database)).toMatchObject({
      code: 1,
      stderr: "error: Unpublish the post before deleting it.\n",
    });
    const off = await admin(["posts", "unpublish", "gone-out"], database);
    expect(off).toMatchObject({ code: 0, stdout: expect.stringContaining("Took it off the blog:") });
    expect((await getPublicBlog(database)).bySlug.has("gone-out")).toBe(false);
    expect(await admin(["posts", "delete", "gone-out"], database)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("this deletes “Going out” and its 4 revisions for good: run it again with --yes"),
    });
    expect(await postRow(database, "gone-out")).toBeDefined();
    expect(await admin(["posts", "delete", "gone-out", "--yes"], database)).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("Deleted “Going out”"),
    });
    expect(await postRow(database, "gone-out")).toBeUndefined();
  });

  test("a post's title with escape codes prints escaped", async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    // Written past the service (which refuses it), as an older row or another writer might have left it.
    await database.db.insert(blogPosts).values({ slug: "escaped", title: "Evil\u001b]0;pwned\u0007Title", body: "Body \u001b[2J here" });
    const list = await admin(["posts", "list"], database);
    expect(list.stdout).toContain("Evil\\x1b]0;pwned\\x07Title");
    const shown = await admin(["posts", "show", "escaped"], database);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(shown.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(shown.stdout).toContain("Body \\x1b[2J here");
  });
});
