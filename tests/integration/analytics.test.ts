import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { analyticsSalts } from "~/db/schema";
import { getAnalyticsOverview } from "~/owner/analytics-overview.server";
import { createAnalytics, type Visit } from "~/owner/analytics.server";
import { loader as newsletterClick } from "~/routes/newsletter.subscribe.$form";
import { analyticsContext } from "~/context";
import { routerContext } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A request for `path` on the site from `address`, with the headers given. */
function visit(path: string, address: string, headers: Record<string, string> = {}): Visit {
  return { url: new URL(path, "https://site.example"), headers: new Headers({ "User-Agent": CHROME, ...headers }), address };
}

describe.each(testDatabases())("first-party analytics on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const clear = () => handle.db.execute(sql`truncate analytics_page_views, analytics_visitors, analytics_conversions, analytics_salts`);

  test("counts views per path and day, unique visitors, referring hosts and utm_source; bots, DNT and GPC are not counted", async () => {
    await clear();
    const now = new Date("2026-11-25T12:00:00Z");
    const analytics = createAnalytics({ db: handle.db, ownHosts: ["site.example"], flushIntervalMs: 0, now: () => now });
    analytics.pageView(visit("/blog?utm_source=Newsletter", "198.51.100.1", { Referer: "https://www.google.com/search?q=ai" }));
    analytics.pageView(visit("/blog/", "198.51.100.1", { Referer: "https://site.example/" }));
    analytics.pageView(visit("/events", "198.51.100.1", { Referer: "https://site.example/blog" }));
    // Same address, another browser: another visitor.
    analytics.pageView(visit("/", "198.51.100.1", { "User-Agent": FIREFOX }));
    analytics.pageView(visit("/", "198.51.100.2", { Referer: "https://news.ycombinator.com/item?id=1" }));
    // Never counted: a bot, no User-Agent, Do-Not-Track, Global Privacy Control, a prefetch, the console, /api/.
    analytics.pageView(
      visit("/", "198.51.100.3", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
    );
    analytics.pageView({ url: new URL("https://site.example/"), headers: new Headers(), address: "198.51.100.4" });
    analytics.pageView(visit("/", "198.51.100.5", { DNT: "1" }));
    analytics.pageView(visit("/", "198.51.100.6", { "Sec-GPC": "1" }));
    analytics.pageView(visit("/blog.data", "198.51.100.7", { "Sec-Purpose": "prefetch" }));
    analytics.pageView(visit("/admin", "198.51.100.8"));
    analytics.pageView(visit("/admin/sign-in.data", "198.51.100.8"));
    // A client-side navigation's data counts for its page; the same page's data asked from itself
    // is a revalidation after a form post, not a view.
    analytics.pageView(visit("/_.data", "198.51.100.2", { Referer: "https://site.example/events" }));
    analytics.pageView(visit("/events.data", "198.51.100.2", { Referer: "https://site.example/" }));
    analytics.pageView(visit("/events.data", "198.51.100.2", { Referer: "https://site.example/events" }));
    await analytics.close();

    const { ranges, daily } = await getAnalyticsOverview(handle.db, now);
    expect(ranges.today).toMatchObject({ from: "2026-11-25", to: "2026-11-25", views: 7, visitors: 3 });
    expect(ranges.today.topPages).toEqual([
      { path: "/", views: 3 },
      { path: "/blog", views: 2 },
      { path: "/events", views: 2 },
    ]);
    expect(ranges.today.referrers).toEqual([
      { host: "google.com", views: 1 },
      { host: "news.ycombinator.com", views: 1 },
    ]);
    expect(ranges.today.utmSources).toEqual([{ source: "newsletter", views: 1 }]);
    expect(ranges.last30Days.views).toBe(7);
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toEqual({ day: "2026-11-25", views: 7, visitors: 3, conversions: 0 });
  });

  test("no table holds a visitor's address or browser string", async () => {
    await clear();
    const address = "203.0.113.77";
    const now = new Date("2026-11-25T12:00:00Z");
    const analytics = createAnalytics({ db: handle.db, flushIntervalMs: 0, now: () => now });
    analytics.pageView(visit("/", address));
    await analytics.conversion(visit("/api/use-case-requests", address), "mini-app-run");
    await analytics.close();
    const rows = await rowsOf<{ row: string }>(sql`
      select row_to_json(t)::text as row from analytics_page_views t
      union all select row_to_json(t)::text from analytics_visitors t
      union all select row_to_json(t)::text from analytics_conversions t
      union all select row_to_json(t)::text from analytics_salts t`);
    const text = rows.map((row) => row.row).join("\n");
    expect(text).toContain("mini-app-run");
    expect(text).not.toContain(address);
    expect(text).not.toContain("Chrome/131");
    // And no analytics column is meant for one.
    const columns = await rowsOf<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name like 'analytics_%'`,
    );
    for (const { column_name: name } of columns) expect(name).not.toMatch(/ip|address|agent/i);
  });

  test("conversions count for the page the visit landed on, on this instance or another, and DNT's not at all", async () => {
    await clear();
    const now = new Date("2026-11-25T09:00:00Z");
    const one = createAnalytics({ db: handle.db, ownHosts: ["site.example"], flushIntervalMs: 0, now: () => now });
    const two = createAnalytics({ db: handle.db, ownHosts: ["site.example"], flushIntervalMs: 0, now: () => now });
    one.pageView(visit("/blog/three-waves?utm_source=linkedin", "198.51.100.10"));
    one.pageView(visit("/career-ai", "198.51.100.10", { Referer: "https://site.example/blog/three-waves" }));
    // Still in the first instance's memory: it finds the landing page there.
    await one.conversion(visit("/career-ai", "198.51.100.10", { Referer: "https://site.example/career-ai" }), "early-access-signup");
    await one.flush();
    // The second instance finds it in the database.
    await two.conversion(visit("/events?session=x", "198.51.100.10", { Referer: "https://site.example/events" }), "registration");
    // A visitor never counted: the page the form sat on. One from nowhere: unknown ('').
    await two.conversion(visit("/events", "198.51.100.11", { Referer: "https://site.example/events" }), "registration");
    await two.conversion(visit("/newsletter/subscribe/hero-simple", "198.51.100.12"), "newsletter-click");
    await two.conversion(visit("/events", "198.51.100.13", { DNT: "1", Referer: "https://site.example/events" }), "registration");
    await two.conversion(visit("/events", "198.51.100.14", { "User-Agent": "curl/8.5.0" }), "registration");
    await Promise.all([one.close(), two.close()]);

    const { today } = (await getAnalyticsOverview(handle.db, now)).ranges;
    expect(today.conversions).toEqual({
      "early-access-signup": 1,
      registration: 2,
      "mini-app-run": 0,
      "newsletter-signup": 0,
      "newsletter-click": 1,
    });
    expect(today.conversionsByLanding).toEqual([
      {
        landingPath: "/blog/three-waves",
        counts: { "early-access-signup": 1, registration: 1, "mini-app-run": 0, "newsletter-signup": 0, "newsletter-click": 0 },
        total: 2,
      },
      {
        landingPath: "",
        counts: { "early-access-signup": 0, registration: 0, "mini-app-run": 0, "newsletter-signup": 0, "newsletter-click": 1 },
        total: 1,
      },
      {
        landingPath: "/events",
        counts: { "early-access-signup": 0, registration: 1, "mini-app-run": 0, "newsletter-signup": 0, "newsletter-click": 0 },
        total: 1,
      },
    ]);
  });

  test("two instances' counts add up, and one visitor seen by both is one visitor", async () => {
    await clear();
    const now = new Date("2026-11-25T18:00:00Z");
    const instances = [0, 1].map(() => createAnalytics({ db: handle.db, flushIntervalMs: 0, now: () => now }));
    for (let i = 0; i < 50; i += 1) {
      instances[i % 2]!.pageView(visit("/resources", `198.51.100.${20 + (i % 5)}`));
    }
    // Both write the same rows at once: the upserts add rather than overwrite.
    await Promise.all(instances.map((instance) => instance.flush()));
    instances[0]!.pageView(visit("/resources", "198.51.100.20"));
    await Promise.all(instances.map((instance) => instance.close()));
    const { today } = (await getAnalyticsOverview(handle.db, now)).ranges;
    expect(today).toMatchObject({ views: 51, visitors: 5 });
  });

  test("the salt changes every UTC day and the day before yesterday's is deleted, so a visitor counts once per day", async () => {
    await clear();
    let now = new Date("2026-11-23T23:59:00Z");
    const analytics = createAnalytics({ db: handle.db, flushIntervalMs: 0, now: () => now });
    const view = async () => {
      analytics.pageView(visit("/", "198.51.100.30"));
      analytics.pageView(visit("/", "198.51.100.30"));
      await analytics.flush();
    };
    await view();
    now = new Date("2026-11-24T00:01:00Z");
    await view();
    now = new Date("2026-11-25T10:00:00Z");
    await view();
    await analytics.close();
    const salts = await handle.db.select().from(analyticsSalts).orderBy(analyticsSalts.day);
    expect(salts.map((row) => row.day)).toEqual(["2026-11-24", "2026-11-25"]);
    expect(new Set(salts.map((row) => row.salt)).size).toBe(2);
    const overview = await getAnalyticsOverview(handle.db, now);
    expect(overview.ranges.last7Days).toMatchObject({ views: 6, visitors: 3 });
    expect(overview.ranges.today).toMatchObject({ views: 2, visitors: 1 });
    const hashes = await rowsOf<{ visitor_hash: string }>(sql`select distinct visitor_hash from analytics_visitors`);
    expect(hashes).toHaveLength(3);
  });

  test("the overview over 100,000 stored page views and 10,000 sign-ups adds them up (its time is printed, not asserted)", async () => {
    await clear();
    const now = new Date("2026-11-25T12:00:00Z");
    // 30 days x 50 paths x 4 sources = 6,000 rows holding 100,000 views; 60,000 visitor-days; 10,000 sign-up conversions.
    await handle.db.execute(sql`
      insert into analytics_page_views (day, path, referrer_host, utm_source, views)
      select date '2026-11-25' - d, '/page-' || p, (array['', 'google.com', 'linkedin.com', ''])[s + 1], (array['', '', '', 'newsletter'])[s + 1],
        16 + case when (d * 200 + p * 4 + s) < 4000 then 1 else 0 end
      from generate_series(0, 29) d, generate_series(0, 49) p, generate_series(0, 3) s`);
    await handle.db.execute(sql`
      insert into analytics_visitors (day, visitor_hash, landing_path)
      select date '2026-11-25' - (v % 30), md5(v::text), '/page-' || (v % 50) from generate_series(1, 60000) v`);
    await handle.db.execute(sql`
      insert into analytics_conversions (day, kind, landing_path, count)
      select date '2026-11-25' - d, 'early-access-signup', '/page-' || p, 16 + case when d * 20 + p < 400 then 1 else 0 end
      from generate_series(0, 29) d, generate_series(0, 19) p`);
    await handle.db.execute(sql`
      insert into landing_page_signups (first_name, last_name, email, page_source, created_at)
      select 'Bench', 'Signup', 'bench-' || n || '@example.com', 'career-ai', now() - (n % 30) * interval '1 day'
      from generate_series(1, 10000) n`);
    await handle.db.execute(sql`analyze`);

    await getAnalyticsOverview(handle.db, now); // warm
    const started = performance.now();
    const overview = await getAnalyticsOverview(handle.db, now);
    const ms = Math.round(performance.now() - started);
    console.info(`analytics overview with 100,000 views and 10,000 sign-ups stored on ${kind}: ${ms} ms`);
    expect(overview.ranges.last30Days).toMatchObject({ views: 100_000, visitors: 60_000 });
    expect(overview.ranges.last30Days.conversions["early-access-signup"]).toBe(10_000);
    expect(overview.ranges.today.topPages).toHaveLength(10);
    await handle.db.execute(sql`truncate landing_page_signups`);
  });

  test("the newsletter link's redirect counts a click and sends the visitor to the provider's form; an unknown form is not found", async () => {
    await clear();
    const analytics = createAnalytics({ db: handle.db, flushIntervalMs: 0 });
    const context = routerContext({ database: handle, address: "198.51.100.40" });
    context.set(analyticsContext, analytics);
    const request = (form: string) =>
      new Request(`http://localhost/newsletter/subscribe/${form}`, {
        headers: { "User-Agent": CHROME, Referer: "http://localhost/ai-tools" },
      });
    const answer = (await newsletterClick({
      request: request("hero-simple"),
      context,
      params: { form: "hero-simple" },
    } as never)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("https://example.kit.com/hero-simple");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const unknown = await Promise.resolve()
      .then(() =>
        newsletterClick({ request: request("https%3A%2F%2Fevil.example"), context, params: { form: "https://evil.example" } } as never),
      )
      .catch((thrown: unknown) => thrown);
    expect((unknown as Response).status).toBe(404);
    await analytics.close();
    const { today } = (await getAnalyticsOverview(handle.db, new Date())).ranges;
    expect(today.conversions["newsletter-click"]).toBe(1);
    expect(today.conversionsByLanding).toMatchObject([{ landingPath: "/ai-tools", total: 1 }]);
  });
});
