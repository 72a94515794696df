import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { eventRegistrations, events, landingPageSignups } from "~/db/schema";
import { insertAllRows, readAllRows } from "~/db/row-copy.server";
import { mailboxKey } from "~/lib/email-address";
import { createDatabaseBefore, createTestDatabase, testDatabases } from "../db";

/** The SQLSTATE of a rejected query; drizzle wraps driver errors, keeping the original as cause. */
async function sqlState(query: Promise<unknown>): Promise<string | undefined> {
  const error: unknown = await query.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? error;
  return (cause as { code?: string } | undefined)?.code;
}

const sampleEvent = {
  title: "Prompting Workshop",
  date: "2030-01-15",
  time: "10:00 AM",
  category: "Workshop",
  description: "Hands-on prompting practice.",
} as const;

describe.each(testDatabases())("schema on %s", (kind) => {
  test("migrations create every table", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());

    const rows = await handle.db
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.tables`)
      .where(sql`table_schema = 'public'`);

    expect(rows.map((row) => row.name).sort()).toEqual([
      "admin_activity",
      "admin_collaborators",
      "admin_passkeys",
      "admin_sessions",
      "admin_tokens",
      "ai_use_case_requests",
      "analytics_conversions",
      "analytics_converted_visitors",
      "analytics_page_views",
      "analytics_salts",
      "analytics_visitors",
      "app_meta",
      "blog_image_variants",
      "blog_images",
      "blog_post_redirects",
      "blog_post_revisions",
      "blog_posts",
      "email_outbox",
      "event_registrations",
      "event_reminders",
      "events",
      "landing_page_signups",
      "newsletter_deliveries",
      "newsletter_issues",
      "newsletter_subscribers",
      "purchases",
      "rate_limits",
      "session_message_recipients",
      "session_messages",
      "site_setting_changes",
      "site_settings",
      "stream_slots",
      "stripe_events",
      "stripe_refunds",
      "youtube_videos",
    ]);
  });

  test("one registration per event and email", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const [first, second] = await handle.db
      .insert(events)
      .values([sampleEvent, { ...sampleEvent, title: "Office Hours", category: "Community" }])
      .returning({ id: events.id });
    if (!first || !second) throw new Error("events not inserted");

    await handle.db
      .insert(eventRegistrations)
      .values({ eventId: first.id, email: "ana@example.com", emailKey: mailboxKey("ana@example.com") });

    expect(
      await sqlState(
        handle.db
          .insert(eventRegistrations)
          .values({ eventId: first.id, email: "ana@example.com", emailKey: mailboxKey("ana@example.com"), name: "Ana" }),
      ),
    ).toBe("23505");
    await handle.db
      .insert(eventRegistrations)
      .values({ eventId: second.id, email: "ana@example.com", emailKey: mailboxKey("ana@example.com") });
    const registrations = await handle.db.select().from(eventRegistrations);
    expect(registrations).toHaveLength(2);
    expect(registrations[0]?.name).toBe("");
  });

  test("one signup per page source and email", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const signup = { firstName: "Ana", lastName: "Lima", email: "ana@example.com", pageSource: "career-ai" };

    await handle.db.insert(landingPageSignups).values(signup);

    expect(await sqlState(handle.db.insert(landingPageSignups).values(signup))).toBe("23505");
    await handle.db.insert(landingPageSignups).values({ ...signup, pageSource: "business-building-ai" });
    expect(await handle.db.select().from(landingPageSignups)).toHaveLength(2);
  });

  test("events reject unknown categories and overbooking", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());

    expect(
      await sqlState(
        handle.db.execute(sql`
      insert into events (title, date, time, category, description)
      values ('Webinar', '2030-01-15', '10:00 AM', 'Webinar', 'Not a category')`),
      ),
    ).toBe("23514");
    expect(await sqlState(handle.db.insert(events).values({ ...sampleEvent, maxAttendees: 10, currentAttendees: 11 }))).toBe("23514");
    expect(await sqlState(handle.db.insert(events).values({ ...sampleEvent, currentAttendees: -1 }))).toBe("23514");
    await handle.db.insert(events).values({ ...sampleEvent, maxAttendees: 10, currentAttendees: 10 });
    await handle.db.insert(events).values({ ...sampleEvent, maxAttendees: null, currentAttendees: 500 });
  });

  test("deleting an event deletes its registrations", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const [event] = await handle.db.insert(events).values(sampleEvent).returning({ id: events.id });
    if (!event) throw new Error("event not inserted");
    await handle.db
      .insert(eventRegistrations)
      .values({ eventId: event.id, email: "ana@example.com", emailKey: mailboxKey("ana@example.com") });

    await handle.db.delete(events).where(eq(events.id, event.id));

    expect(await handle.db.select().from(eventRegistrations)).toEqual([]);
  });

  test("addresses differing only in case are one registration and one signup", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const [event] = await handle.db.insert(events).values(sampleEvent).returning({ id: events.id });
    await handle.db
      .insert(eventRegistrations)
      .values({ eventId: event!.id, email: "CaseX@example.com", emailKey: mailboxKey("CaseX@example.com") });
    expect(
      await sqlState(
        handle.db
          .insert(eventRegistrations)
          .values({ eventId: event!.id, email: "casex@example.com", emailKey: mailboxKey("casex@example.com") }),
      ),
    ).toBe("23505");
    const signup = { firstName: "Ana", lastName: "Lima", email: "Ana@example.com", pageSource: "career-ai" };
    await handle.db.insert(landingPageSignups).values(signup);
    expect(await sqlState(handle.db.insert(landingPageSignups).values({ ...signup, email: "ANA@example.com" }))).toBe("23505");
  });

  test("the case-merging migration keeps the oldest row, frees the copies' seats and loses no name", async () => {
    // The migrations before it, then rows stored twice under different cases, then the rest.
    const { handle, migrateRest } = await createDatabaseBefore(kind, "_merge_email_case");
    onTestFinished(() => handle.close());

    // In SQL: the schema in the code has columns later migrations add, which this database lacks yet.
    const insertEvent = async (title: string, category: string, maxAttendees: number | null, currentAttendees: number) => {
      const result = await handle.db.execute(
        sql`insert into events (title, date, time, category, description, max_attendees, current_attendees)
            values (${title}, ${sampleEvent.date}, ${sampleEvent.time}, ${category}, ${sampleEvent.description}, ${maxAttendees}, ${currentAttendees})
            returning id`,
      );
      return ((result as { rows?: { id: string }[] }).rows ?? (result as unknown as { id: string }[]))[0]!;
    };
    const event = await insertEvent(sampleEvent.title, sampleEvent.category, 10, 4);
    const other = await insertEvent("Office Hours", "Community", null, 1);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
    for (const [eventId, email, name, minute] of [
      [event.id, "CaseX@example.com", "", 1],
      [event.id, "casex@example.com", "Casey", 2],
      [event.id, "CASEX@example.com", "", 3],
      [event.id, "solo@example.com", "Solo", 4],
      [other.id, "casex@example.com", "Other", 5],
    ] as const) {
      await handle.db.execute(
        sql`insert into event_registrations (event_id, email, name, created_at) values (${eventId}, ${email}, ${name}, ${at(minute).toISOString()}::timestamptz)`,
      );
    }
    await handle.db.insert(landingPageSignups).values([
      { firstName: "First", lastName: "Answer", email: "Ana@example.com", pageSource: "career-ai", createdAt: at(1) },
      { firstName: "Second", lastName: "Answer", email: "ana@example.com", pageSource: "career-ai", createdAt: at(2) },
      { firstName: "Other", lastName: "Page", email: "ana@example.com", pageSource: "business-building-ai", createdAt: at(3) },
    ]);

    await migrateRest();

    const registrations = await handle.db
      .select({
        eventId: eventRegistrations.eventId,
        email: eventRegistrations.email,
        name: eventRegistrations.name,
        createdAt: eventRegistrations.createdAt,
      })
      .from(eventRegistrations)
      .orderBy(asc(eventRegistrations.createdAt));
    expect(registrations).toEqual([
      { eventId: event!.id, email: "CaseX@example.com", name: "Casey", createdAt: at(1) },
      { eventId: event!.id, email: "solo@example.com", name: "Solo", createdAt: at(4) },
      { eventId: other!.id, email: "casex@example.com", name: "Other", createdAt: at(5) },
    ]);
    const seats = await handle.db.select({ id: events.id, taken: events.currentAttendees }).from(events);
    expect(Object.fromEntries(seats.map((row) => [row.id, row.taken]))).toEqual({ [event!.id]: 2, [other!.id]: 1 });
    const signups = await handle.db
      .select({ firstName: landingPageSignups.firstName, pageSource: landingPageSignups.pageSource })
      .from(landingPageSignups)
      .orderBy(asc(landingPageSignups.createdAt));
    expect(signups).toEqual([
      { firstName: "First", pageSource: "career-ai" },
      { firstName: "Other", pageSource: "business-building-ai" },
    ]);
    expect(
      await sqlState(
        handle.db
          .insert(eventRegistrations)
          .values({ eventId: event!.id, email: "casex@EXAMPLE.com", emailKey: mailboxKey("casex@EXAMPLE.com") }),
      ),
    ).toBe("23505");
  });

  test("the mailbox-key migration keys every registration by its mailbox and keeps the rows that share one", async () => {
    const { handle, migrateRest } = await createDatabaseBefore(kind, "_registration_mailbox_key");
    onTestFinished(() => handle.close());

    const [event] = await handle.db
      .insert(events)
      .values({ ...sampleEvent, maxAttendees: 10, currentAttendees: 4 })
      .returning({ id: events.id });
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();
    const rows = [
      ["alice@example.com", "registered", 1],
      ["Alice+1@example.com", "registered", 2],
      ["alice@gmail.com", "waiting", 3],
      ["a.lice+x@googlemail.com", "registered", 4],
      ["bob+old@example.com", "cancelled", 5],
      ["bob@example.com", "registered", 6],
      ["a.lice@example.com", "waiting", 7],
      ["+tag@example.com", "waiting", 8],
    ] as const;
    for (const [email, status, minute] of rows) {
      await handle.db.execute(
        sql`insert into event_registrations (event_id, email, status, created_at) values (${event!.id}, ${email}, ${status}, ${at(minute)}::timestamptz)`,
      );
    }

    await migrateRest();

    // Nobody loses what they were told they have: every row stays as it was. Per mailbox the
    // seat holder (else the first in line, else the earliest) has the plain key; the others a
    // key no address can have, which the owner can see and remove in the console.
    const after = await handle.db
      .select({
        id: eventRegistrations.id,
        email: eventRegistrations.email,
        status: eventRegistrations.status,
        key: eventRegistrations.emailKey,
      })
      .from(eventRegistrations)
      .orderBy(asc(eventRegistrations.createdAt));
    expect(after.map(({ email, status }) => [email, status])).toEqual(rows.map(([email, status]) => [email, status]));
    const idOf = (email: string) => after.find((row) => row.email === email)!.id;
    expect(after.map((row) => row.key)).toEqual([
      "alice@example.com",
      `alice@example.com#${idOf("Alice+1@example.com")}`,
      `alice@gmail.com#${idOf("alice@gmail.com")}`,
      "alice@gmail.com",
      `bob@example.com#${idOf("bob+old@example.com")}`,
      "bob@example.com",
      "a.lice@example.com",
      "+tag@example.com",
    ]);
    for (const row of after) expect(row.key.split("#")[0]).toBe(mailboxKey(row.email));
    expect((await handle.db.select({ taken: events.currentAttendees }).from(events))[0]!.taken).toBe(4);
    expect(
      await sqlState(
        handle.db
          .insert(eventRegistrations)
          .values({ eventId: event!.id, email: "alice+2@example.com", emailKey: mailboxKey("alice+2@example.com") }),
      ),
    ).toBe("23505");
    // A row inserted without its key (a restore of a copy made before it) is keyed by the same rule.
    await handle.db.execute(sql`insert into event_registrations (event_id, email) values (${event!.id}, 'carol@example.com')`);
    await handle.db.execute(sql`insert into event_registrations (event_id, email) values (${event!.id}, 'Carol+2@example.com')`);
    const carols = await handle.db
      .select({ id: eventRegistrations.id, email: eventRegistrations.email, key: eventRegistrations.emailKey })
      .from(eventRegistrations)
      .where(sql`${eventRegistrations.email} ilike 'carol%'`)
      .orderBy(asc(eventRegistrations.createdAt));
    expect(carols.map((row) => row.key)).toEqual(["carol@example.com", `carol@example.com#${carols[1]!.id}`]);
  });

  test("rows copied before a column existed take its default or its trigger's value, not a null", async () => {
    const source = await createTestDatabase(kind);
    onTestFinished(() => source.close());
    const [event] = await source.db.insert(events).values(sampleEvent).returning({ id: events.id });
    for (const email of ["dana@example.com", "d.ana+news@gmail.com", "dana@gmail.com"])
      await source.db.insert(eventRegistrations).values({ eventId: event!.id, email, emailKey: `${email}-copied` });
    // The copy as a backup made before the mailbox key, the resend time and the name were columns holds it.
    const copy = (await readAllRows(source.db)).map(({ table, rows }) => ({
      table,
      rows:
        table === "event_registrations" ? rows.map(({ email_key: _key, details_resent_at: _resent, name: _name, ...rest }) => rest) : rows,
    }));

    const target = await createTestDatabase(kind);
    onTestFinished(() => target.close());
    await insertAllRows(target.db, copy, { replace: true });

    const restored = await target.db
      .select({
        email: eventRegistrations.email,
        key: eventRegistrations.emailKey,
        resent: eventRegistrations.detailsResentAt,
        name: eventRegistrations.name,
      })
      .from(eventRegistrations)
      .orderBy(asc(eventRegistrations.email));
    expect(restored.map(({ email, key }) => [email, key.split("#")[0]])).toEqual([
      ["d.ana+news@gmail.com", "dana@gmail.com"],
      ["dana@example.com", "dana@example.com"],
      ["dana@gmail.com", "dana@gmail.com"],
    ]);
    expect(new Set(restored.map(({ key }) => key)).size).toBe(3);
    expect(restored.every(({ resent, name }) => resent === null && name === "")).toBe(true);
  });
});
