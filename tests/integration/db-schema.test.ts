import { eq, sql } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { eventRegistrations, events, landingPageSignups } from "~/db/schema";
import { createTestDatabase, testDatabases } from "../db";

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

    const rows = await handle.db.select({ name: sql<string>`table_name` }).from(sql`information_schema.tables`)
      .where(sql`table_schema = 'public'`);

    expect(rows.map((row) => row.name).sort()).toEqual([
      "ai_use_case_requests",
      "app_meta",
      "email_outbox",
      "event_registrations",
      "events",
      "landing_page_signups",
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

    await handle.db.insert(eventRegistrations).values({ eventId: first.id, email: "ana@example.com" });

    expect(
      await sqlState(handle.db.insert(eventRegistrations).values({ eventId: first.id, email: "ana@example.com", name: "Ana" })),
    ).toBe("23505");
    await handle.db.insert(eventRegistrations).values({ eventId: second.id, email: "ana@example.com" });
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

    expect(await sqlState(handle.db.execute(sql`
      insert into events (title, date, time, category, description)
      values ('Webinar', '2030-01-15', '10:00 AM', 'Webinar', 'Not a category')`))).toBe("23514");
    expect(
      await sqlState(handle.db.insert(events).values({ ...sampleEvent, maxAttendees: 10, currentAttendees: 11 })),
    ).toBe("23514");
    expect(await sqlState(handle.db.insert(events).values({ ...sampleEvent, currentAttendees: -1 }))).toBe("23514");
    await handle.db.insert(events).values({ ...sampleEvent, maxAttendees: 10, currentAttendees: 10 });
    await handle.db.insert(events).values({ ...sampleEvent, maxAttendees: null, currentAttendees: 500 });
  });

  test("deleting an event deletes its registrations", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const [event] = await handle.db.insert(events).values(sampleEvent).returning({ id: events.id });
    if (!event) throw new Error("event not inserted");
    await handle.db.insert(eventRegistrations).values({ eventId: event.id, email: "ana@example.com" });

    await handle.db.delete(events).where(eq(events.id, event.id));

    expect(await handle.db.select().from(eventRegistrations)).toEqual([]);
  });
});
