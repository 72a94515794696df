import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  analyticsConversions,
  analyticsPageViews,
  analyticsVisitors,
  emailOutbox,
  eventRegistrations,
  events,
  landingPageSignups,
  youtubeVideos,
} from "~/db/schema";
import { getAiService } from "~/ai/ai-service.server";
import { getActiveVideos } from "~/features/videos/video-queries.server";
import { loader as overviewLoader } from "~/routes/admin._index";
import { loader as analyticsLoader } from "~/routes/admin.analytics";
import { action as forgetAction } from "~/routes/admin.forget";
import { action as sessionsAction, loader as sessionsLoader } from "~/routes/admin.live-sessions";
import { action as sessionAction } from "~/routes/admin.live-sessions.$id";
import { action as registrantsAction, loader as registrantsLoader } from "~/routes/admin.live-sessions.$id.registrants";
import { loader as registrantsCsv } from "~/routes/admin.live-sessions.$id.registrants[.]csv";
import { loader as signupsLoader } from "~/routes/admin.signups";
import { loader as signupsCsv } from "~/routes/admin.signups[.]csv";
import { action as outboxMessageAction, loader as outboxMessageLoader } from "~/routes/admin.outbox.$id";
import { action as videosAction } from "~/routes/admin.videos";
import type { JobQueue } from "~/jobs/job-queue.server";
import { callRoute, postForm, routeAnswer } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { addEvent, isoDay } from "../factories";
import { mailboxKey } from "~/lib/email-address";

describe.each(testDatabases())("the console's pages on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());
  // Jobs are taken and dropped: these pages' e-mails stay in the outbox, which is all they check.
  const queue = { send: async () => randomUUID(), getBlockedKeys: async () => [] } as unknown as JobQueue;
  const ctx = () => ({ database: handle, queue });

  test("adding a session goes through the service's rules and words; a bad date is refused beside its field, no row written", async () => {
    const fields = { title: "Console session", date: isoDay(10), time: "10:00 AM", category: "workshop", description: "We build it." };
    const bad = await routeAnswer(sessionsAction, postForm("/admin/live-sessions", { ...fields, date: "someday" }), ctx());
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({
      field: "date",
      message: `"someday" is not a date the site can read: use yyyy-mm-dd (2026-12-03) or "Month d, yyyy" (December 3, 2026)`,
    });
    expect(bad.result.values).toMatchObject({ title: "Console session" });
    expect(await handle.db.select().from(events).where(eq(events.title, "Console session"))).toEqual([]);

    // A description that starts with "-" stays a value.
    const added = await routeAnswer(
      sessionsAction,
      postForm("/admin/live-sessions", { ...fields, description: "-- live --", "max-attendees": "2" }),
      ctx(),
    );
    expect(added.status).toBe(200);
    expect(added.result.message).toMatch(/^Added the session:/);
    const [row] = await handle.db.select().from(events).where(eq(events.title, "Console session"));
    expect(row).toMatchObject({ category: "Workshop", description: "-- live --", maxAttendees: 2 });
    const listed = await callRoute(sessionsLoader, "http://localhost/admin/live-sessions", ctx());
    expect(listed.sessions.find((s) => s.id === row!.id)).toMatchObject({ state: "upcoming", seats: "0 of 2" });
  });

  test("editing keeps the command line's seat rule; deactivating takes the session off", async () => {
    const event = await addEvent(handle, { maxAttendees: 5, currentAttendees: 3 });
    const fields = {
      intent: "save",
      title: event.title,
      date: event.date,
      time: event.time,
      category: event.category,
      description: "New words",
    };
    const tooFew = await routeAnswer(
      sessionAction,
      postForm(`/admin/live-sessions/${event.id}`, { ...fields, "max-attendees": "2" }),
      ctx(),
      {
        id: event.id,
      },
    );
    expect(tooFew.status).toBe(400);
    expect(tooFew.result.message).toContain("the maximum cannot be lower than that");
    const saved = await routeAnswer(
      sessionAction,
      postForm(`/admin/live-sessions/${event.id}`, { ...fields, "max-attendees": "" }),
      ctx(),
      {
        id: event.id,
      },
    );
    expect(saved.status).toBe(200);
    const [after] = await handle.db.select().from(events).where(eq(events.id, event.id));
    expect(after).toMatchObject({ description: "New words", maxAttendees: null });
    await routeAnswer(sessionAction, postForm(`/admin/live-sessions/${event.id}`, { intent: "deactivate" }), ctx(), { id: event.id });
    const [gone] = await handle.db.select().from(events).where(eq(events.id, event.id));
    expect(gone!.isActive).toBe(false);
  });

  test("removing a registrant frees the seat; the CSV is the command line's, with BOM and formula guard", async () => {
    const event = await addEvent(handle, { maxAttendees: 2, currentAttendees: 2 });
    const [a, b] = await handle.db
      .insert(eventRegistrations)
      .values([
        { eventId: event.id, email: "a@example.com", emailKey: mailboxKey("a@example.com"), name: "=HYPERLINK(1)" },
        { eventId: event.id, email: "b@example.com", emailKey: mailboxKey("b@example.com"), name: "Bea" },
      ])
      .returning();
    const csv = (await callRoute(registrantsCsv, `http://localhost/admin/live-sessions/${event.id}/registrants.csv`, ctx(), {
      id: event.id,
    })) as Response;
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="registrations-[0-9a-f]{8}\.csv"$/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")[0]).toBe(
      "email,name,status,waitlist_position,registered_at,cancelled_at,event_id,event_title,event_date,event_time",
    );
    expect(text).toContain("a@example.com,'=HYPERLINK(1)");

    const removed = await routeAnswer(registrantsAction, postForm("/x", { intent: "remove", registration: a!.id }), ctx(), {
      id: event.id,
    });
    expect(removed.result).toMatchObject({ ok: true });
    const [after] = await handle.db.select().from(events).where(eq(events.id, event.id));
    expect(after!.currentAttendees).toBe(1);
    const again = await routeAnswer(registrantsAction, postForm("/x", { intent: "remove", registration: a!.id }), ctx(), { id: event.id });
    expect(again.status).toBe(404);
    const listed = await callRoute(registrantsLoader, `http://localhost/admin/live-sessions/${event.id}/registrants`, ctx(), {
      id: event.id,
    });
    expect(listed.registrants.map((r) => r.email)).toEqual([b!.email]);
  });

  test("sign-ups: filtered by page, searched by address (LIKE's wildcards literal), paginated; CSV per page", async () => {
    await handle.db.insert(landingPageSignups).values(
      Array.from({ length: 55 }, (_, i) => ({
        firstName: "F",
        lastName: `L${i}`,
        email: `person${i}@example.com`,
        pageSource: i % 2 ? "career-ai" : "business-building-ai",
      })),
    );
    await handle.db
      .insert(landingPageSignups)
      .values({ firstName: "P", lastName: "Q", email: "odd_%name@example.com", pageSource: "career-ai" });
    const all = await callRoute(signupsLoader, "http://localhost/admin/signups", ctx());
    expect(all.signups).toHaveLength(50);
    expect(all.hasMore).toBe(true);
    const second = await callRoute(signupsLoader, "http://localhost/admin/signups?page=2", ctx());
    expect(second.signups).toHaveLength(6);
    const career = await callRoute(signupsLoader, "http://localhost/admin/signups?page-source=career-ai&q=PERSON1", ctx());
    expect(career.signups.map((s) => s.email).sort()).toEqual(
      [
        "person1@example.com",
        "person11@example.com",
        "person13@example.com",
        "person15@example.com",
        "person17@example.com",
        "person19@example.com",
      ].sort(),
    );
    const literal = await callRoute(signupsLoader, "http://localhost/admin/signups?q=_%25", ctx());
    expect(literal.signups.map((s) => s.email)).toEqual(["odd_%name@example.com"]);
    const csv = (await callRoute(signupsCsv, "http://localhost/admin/signups.csv?page-source=career-ai", ctx())) as Response;
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await csv.arrayBuffer()));
    expect(text.startsWith("\uFEFFfirst_name,last_name,email,page_source")).toBe(true);
    expect(text.trim().split("\r\n")).toHaveLength(1 + 28);
    const overview = await callRoute(overviewLoader, "http://localhost/admin", ctx());
    expect(overview.signups.find((row) => row.page === "career-ai")).toMatchObject({ today: 28, week: 28, month: 28 });
    expect(overview.signups[0]!.trend).toHaveLength(14);
    expect(overview.ai).toMatchObject(getAiService().usageToday());
  });

  test("an outbox message shows its full last error; retry makes a failed one pending, a sent one is never sent again", async () => {
    const error = "SMTP said no\n  at line two\n  at line three";
    const [failed, sent] = await handle.db
      .insert(emailOutbox)
      .values([
        { kind: "t", toAddress: "x@example.com", subject: "Failed one", textBody: "Hi", status: "failed", attempts: 5, lastError: error },
        { kind: "t", toAddress: "y@example.com", subject: "Sent one", textBody: "Hi", status: "sent", sentAt: new Date() },
      ])
      .returning();
    const shown = await callRoute(outboxMessageLoader, `http://localhost/admin/outbox/${failed!.id}`, ctx(), { id: failed!.id });
    expect(shown.lastError).toBe(error);
    const retried = await routeAnswer(outboxMessageAction, postForm("/x", {}), ctx(), { id: failed!.id });
    expect(retried.result.ok).toBe(true);
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed!.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    const refused = await routeAnswer(outboxMessageAction, postForm("/x", {}), ctx(), { id: sent!.id });
    expect(refused.status).toBe(400);
    expect(refused.result.message).toMatch(/was already sent .* it is not sent twice/);
  });

  test("a hidden video leaves the public list until shown again; featured marks it for the featured list", async () => {
    await handle.db.insert(youtubeVideos).values({
      videoId: "console-vid",
      title: "Console video",
      thumbnailUrl: "https://i.ytimg.com/x.jpg",
      publishedAt: new Date(),
    });
    const ids = async (featuredOnly = false) => (await getActiveVideos(handle.db, { limit: 100, featuredOnly })).map((v) => v.videoId);
    expect(await ids()).toContain("console-vid");
    await routeAnswer(videosAction, postForm("/admin/videos", { intent: "hide", video: "console-vid" }), ctx());
    expect(await ids()).not.toContain("console-vid");
    await routeAnswer(videosAction, postForm("/admin/videos", { intent: "show", video: "console-vid" }), ctx());
    await routeAnswer(videosAction, postForm("/admin/videos", { intent: "feature", video: "console-vid" }), ctx());
    expect(await ids(true)).toContain("console-vid");
    const unknown = await routeAnswer(videosAction, postForm("/admin/videos", { intent: "hide", video: "nope" }), ctx());
    expect(unknown.status).toBe(404);
    // Without a channel configured, "Sync now" says what to set (a conflict with the settings, not a failure).
    const sync = await routeAnswer(videosAction, postForm("/admin/videos", { intent: "sync" }), ctx());
    expect(sync.status).toBe(409);
  });

  test("the overview shows the waitlist beside the seats, and page views and conversions for today, 7 and 30 days", async () => {
    const full = await addEvent(handle, { title: "Full clinic", date: isoDay(3), maxAttendees: 1, currentAttendees: 1 });
    await handle.db.insert(eventRegistrations).values([
      { eventId: full.id, email: "seat@example.com", emailKey: mailboxKey("seat@example.com") },
      { eventId: full.id, email: "wait-1@example.com", emailKey: mailboxKey("wait-1@example.com"), status: "waiting" },
      { eventId: full.id, email: "wait-2@example.com", emailKey: mailboxKey("wait-2@example.com"), status: "waiting" },
      { eventId: full.id, email: "gone@example.com", emailKey: mailboxKey("gone@example.com"), status: "cancelled" },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    await handle.db.insert(analyticsPageViews).values([
      { day: today, path: "/", views: 5 },
      { day: isoDay(-3), path: "/blog", referrerHost: "google.com", views: 4 },
    ]);
    await handle.db.insert(analyticsConversions).values({ day: today, kind: "newsletter-signup", landingPath: "/", count: 2 });

    const overview = await callRoute(overviewLoader, "http://localhost/admin", ctx());
    expect(overview.sessions.find((row) => row.id === full.id)).toMatchObject({ currentAttendees: 1, maxAttendees: 1, waiting: 2 });
    expect(overview.traffic).toEqual([
      { range: "today", views: 5, visitors: 0, conversions: 2 },
      { range: "last7Days", views: 9, visitors: 0, conversions: 2 },
      { range: "last30Days", views: 9, visitors: 0, conversions: 2 },
    ]);
    expect(overview.dailyViews).toHaveLength(30);
    await handle.db.execute(sql`truncate analytics_page_views, analytics_conversions`);
  });

  test("analytics: views per page and day, paginated; referrers, sources and conversions by landing page; empty ranges say so", async () => {
    await handle.db.execute(sql`truncate analytics_page_views, analytics_visitors, analytics_conversions`);
    const empty = await callRoute(analyticsLoader, "http://localhost/admin/analytics", ctx());
    expect(empty).toMatchObject({ range: "7", byPathAndDay: [], hasMore: false, figures: { views: 0, conversionsByLanding: [] } });
    expect(empty.daily).toHaveLength(7);

    // 60 pages viewed today (page-0 once ... page-59 sixty times), one of them from a referrer and a campaign.
    const today = new Date().toISOString().slice(0, 10);
    await handle.db
      .insert(analyticsPageViews)
      .values(Array.from({ length: 60 }, (_, i) => ({ day: today, path: `/page-${i}`, views: i + 1 })));
    await handle.db
      .insert(analyticsPageViews)
      .values({ day: today, path: "/page-0", referrerHost: "news.ycombinator.com", utmSource: "newsletter", views: 100 });
    await handle.db.insert(analyticsPageViews).values({ day: isoDay(-20), path: "/old", views: 7 });
    await handle.db.insert(analyticsVisitors).values({ day: today, visitorHash: "h1", landingPath: "/page-0" });
    await handle.db.insert(analyticsConversions).values([
      { day: today, kind: "early-access-signup", landingPath: "/page-0", count: 3 },
      { day: today, kind: "newsletter-signup", landingPath: "/page-0", count: 1 },
      { day: today, kind: "newsletter-click", landingPath: "", count: 2 },
    ]);

    const first = await callRoute(analyticsLoader, "http://localhost/admin/analytics?range=today", ctx());
    expect(first.figures).toMatchObject({ views: 1830 + 100, visitors: 1 });
    // /page-0's two rows are one: 1 + 100 views.
    expect(first.byPathAndDay.slice(0, 2)).toEqual([
      { day: today, path: "/page-0", views: 101 },
      { day: today, path: "/page-59", views: 60 },
    ]);
    expect(first.byPathAndDay).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const second = await callRoute(analyticsLoader, "http://localhost/admin/analytics?range=today&page=2", ctx());
    expect(second.byPathAndDay).toHaveLength(10);
    expect(second.hasMore).toBe(false);
    expect(first.figures.referrers).toEqual([["news.ycombinator.com", 100]]);
    expect(first.figures.utmSources).toEqual([["newsletter", 100]]);
    expect(first.figures.conversionsByLanding).toMatchObject([
      { landingPath: "/page-0", total: 4, counts: { "early-access-signup": 3, "newsletter-signup": 1 } },
      { landingPath: "", total: 2, counts: { "newsletter-click": 2 } },
    ]);
    const month = await callRoute(analyticsLoader, "http://localhost/admin/analytics?range=30", ctx());
    expect(month.figures.views).toBe(1937);
    expect(month.daily).toHaveLength(30);
    expect(month.daily[0]!.day).toBe(today);
    // An unknown range is the default week.
    expect((await callRoute(analyticsLoader, "http://localhost/admin/analytics?range=year", ctx())).range).toBe("7");
    await handle.db.execute(sql`truncate analytics_page_views, analytics_visitors, analytics_conversions`);
  });

  test("forgetting a person runs the command line's forget: its report per table, its refusal of a non-address", async () => {
    const event = await addEvent(handle, { maxAttendees: 3, currentAttendees: 1 });
    await handle.db
      .insert(eventRegistrations)
      .values({ eventId: event.id, email: "Forget.Me@example.com", emailKey: mailboxKey("Forget.Me@example.com"), name: "F" });
    await handle.db
      .insert(landingPageSignups)
      .values({ firstName: "F", lastName: "M", email: "forget.me@example.com", pageSource: "career-ai" });
    // First what would be removed, counted; nothing is removed until the owner confirms.
    const asked = await routeAnswer(forgetAction, postForm("/admin/forget", { email: "FORGET.me@example.com" }), ctx());
    expect(asked.result).toMatchObject({
      confirm: {
        title: "Forget FORGET.me@example.com?",
        effect: "This removes 2 records for good. It cannot be undone.",
        fields: { email: "FORGET.me@example.com" },
      },
    });
    expect((asked.result as { confirm: { details: string[] } }).confirm.details).toEqual([
      "1 early-access sign-up",
      "1 live-session registration (1 seat freed for the waitlist, 0 places on a waitlist)",
      "0 newsletter sign-ups",
      "0 e-mails to or about them in the outbox",
    ]);
    const held = await handle.db.select().from(landingPageSignups);
    expect(held.filter((row) => row.email === "forget.me@example.com")).toHaveLength(1);
    const done = await routeAnswer(forgetAction, postForm("/admin/forget", { email: "FORGET.me@example.com", confirm: "yes" }), ctx());
    expect(done.status).toBe(200);
    expect(done.result).toMatchObject({ ok: true, email: "" });
    expect(done.result.message).toMatch(/^Forgot FORGET\.me@example\.com: 2 rows removed\./);
    expect(done.result.message).toMatch(/landing_page_signups\s+1/);
    expect(done.result.message).toMatch(/event_registrations\s+1/);
    expect(done.result.message).toContain("1 seat freed");
    const [after] = await handle.db.select().from(events).where(eq(events.id, event.id));
    expect(after!.currentAttendees).toBe(0);

    const again = await routeAnswer(forgetAction, postForm("/admin/forget", { email: "forget.me@example.com" }), ctx());
    expect(again.result.message).toBe("Nothing on this site holds forget.me@example.com.");
    // An address that starts with "-" is an address, not an option.
    expect((await routeAnswer(forgetAction, postForm("/admin/forget", { email: "-x@example.com" }), ctx())).status).toBe(200);
    for (const email of ["", "not an address"]) {
      const refused = await routeAnswer(forgetAction, postForm("/admin/forget", { email }), ctx());
      expect(refused).toMatchObject({ status: 400, result: { ok: false, message: "Please enter the e-mail address to forget.", email } });
    }
  });
});
