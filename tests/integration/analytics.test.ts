import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { analyticsConversions, analyticsPageViews, analyticsSalts, analyticsVisitors } from "~/db/schema";
import { getAnalyticsOverview } from "~/owner/analytics-overview.server";
import { createAnalytics, type Visit } from "~/owner/analytics.server";
import { loader as newsletterClick } from "~/routes/newsletter.subscribe.$form";
import { analyticsContext } from "~/context";
import { routerContext } from "../call-route";
import { createDatabaseBefore, createTestDatabase, testDatabases } from "../db";
import { testSitePages } from "../site-pages";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A request for `path` on the site from `address`, with the headers given. */
function visit(path: string, address: string, headers: Record<string, string> = {}): Visit {
  return { url: new URL(path, "https://site.example"), headers: new Headers({ "User-Agent": CHROME, ...headers }), address };
}

const pages = await testSitePages();

describe.each(testDatabases())("first-party analytics on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const clear = () =>
    handle.db.execute(
      sql`truncate analytics_page_views, analytics_visitors, analytics_conversions, analytics_converted_visitors, analytics_salts`,
    );

  test("counts views per path and day, unique visitors, referring hosts and utm_source; bots, DNT and GPC are not counted", async () => {
    await clear();
    const now = new Date("2026-11-25T12:00:00Z");
    const analytics = createAnalytics({ db: handle.db, pages, ownHosts: ["site.example"], flushIntervalMs: 0, now: () => now });
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
    const analytics = createAnalytics({ db: handle.db, pages, flushIntervalMs: 0, now: () => now });
    analytics.pageView(visit("/", address));
    await analytics.conversion(visit("/api/use-case-requests", address), "mini-app-run");
    await analytics.close();
    const rows = await rowsOf<{ row: string }>(sql`
      select row_to_json(t)::text as row from analytics_page_views t
      union all select row_to_json(t)::text from analytics_visitors t
      union all select row_to_json(t)::text from analytics_conversions t
      union all select row_to_json(t)::text from analytics_converted_visitors t
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
    const one = createAnalytics({ db: handle.db, pages, ownHosts: ["site.example"], flushIntervalMs: 0, now: () => now });
    const two = createAnalytics({ db: handle.db, pages, ownHosts: ["site.example"], flushIntervalMs: 0, now: () => now });
    one.pageView(visit("/blog/three-waves-ai-transformation?utm_source=linkedin", "198.51.100.10"));
    one.pageView(visit("/career-ai", "198.51.100.10", { Referer: "https://site.example/blog/three-waves-ai-transformation" }));
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
        landingPath: "/blog/three-waves-ai-transformation",
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
    const instances = [0, 1].map(() => createAnalytics({ db: handle.db, pages, flushIntervalMs: 0, now: () => now }));
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
    const analytics = createAnalytics({ db: handle.db, pages, flushIntervalMs: 0, now: () => now });
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
    const analytics = createAnalytics({ db: handle.db, pages, flushIntervalMs: 0 });
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

  /** Analytics counts as the owner's page shows them, and every path stored in a table. */
  async function storedFigures(now: Date) {
    const { today } = (await getAnalyticsOverview(handle.db, now)).ranges;
    const paths = await rowsOf<{ path: string }>(sql`
      select path from analytics_page_views union select landing_path from analytics_visitors
      union select landing_path from analytics_conversions order by 1`);
    const conversions = Object.values(today.conversions).reduce((a, b) => a + b, 0);
    return { views: today.views, visitors: today.visitors, conversions, paths: paths.map((row) => row.path) };
  }

  test("the inflation run: one address's 500 views with 500 browsers, 100 clicks of the newsletter link, case variants of a page and forged landing pages", async () => {
    await clear();
    const now = new Date("2026-11-25T12:00:00Z");
    const analytics = createAnalytics({ db: handle.db, pages, ownHosts: ["site.example"], flushIntervalMs: 0, now: () => now });
    // 500 GETs of the home page from one address, each with another User-Agent.
    for (let i = 0; i < 500; i += 1)
      analytics.pageView(visit("/", "203.0.113.5", { "User-Agent": CHROME.replace("131.0.0.0", `131.0.${i}.0`) }));
    // 100 GETs of the newsletter link from one browser, through the route that counts them.
    const context = routerContext({ database: handle, address: "203.0.113.6" });
    context.set(analyticsContext, analytics);
    for (let i = 0; i < 100; i += 1) {
      const request = new Request("https://site.example/newsletter/subscribe/hero-simple", { headers: { "User-Agent": CHROME } });
      await newsletterClick({ request, context, params: { form: "hero-simple" } } as never);
    }
    // One page asked in other letter cases, with a trailing slash, a query string, percent-encoded and as data.
    for (const path of ["/About", "/ABOUT", "/about/", "/about?ref=x", "/About.data", "/%61bout"])
      analytics.pageView(visit(path, "203.0.113.7"));
    // Sign-ups whose Referer names a page the site does not have.
    for (let n = 0; n < 20; n += 1) {
      const referer = `https://site.example/fake-landing-${n}/%3Cimg%20src=x%20onerror=alert(1)%3E`;
      await analytics.conversion(visit("/career-ai", `203.0.113.${100 + n}`, { Referer: referer }), "early-access-signup");
    }
    await analytics.close();

    const figures = await storedFigures(now);
    console.info(
      `inflation run on ${kind}: ${figures.views} views, ${figures.visitors} visitors, ${figures.conversions} conversions, ${figures.paths.length} distinct stored paths`,
    );
    // Ten views of a page per address and hour, ten browsers per address and hour; one click per
    // visitor and day; the case variants are /about; a landing page the site does not have is unknown ('').
    expect(figures).toEqual({ views: 10 + 6, visitors: 10 + 1, conversions: 1 + 20, paths: ["", "/", "/about"] });
    // The next hour, the same address's views count again.
    const later = createAnalytics({ db: handle.db, pages, flushIntervalMs: 0, now: () => new Date("2026-11-25T13:00:00Z") });
    for (let i = 0; i < 30; i += 1) later.pageView(visit("/", "203.0.113.5"));
    await later.close();
    expect((await storedFigures(now)).views).toBe(16 + 10);
  });

  test("two instances cap one address's views each, and one visitor's conversion of a kind counts once a day on either", async () => {
    await clear();
    const now = new Date("2026-11-25T15:00:00Z");
    const [one, two] = [0, 1].map(() =>
      createAnalytics({ db: handle.db, pages, ownHosts: ["site.example"], flushIntervalMs: 0, now: () => now }),
    );
    for (let i = 0; i < 100; i += 1) {
      (i % 2 ? one! : two!).pageView(visit("/events", "203.0.113.9", { "User-Agent": CHROME.replace("131.0.0.0", `131.0.${i}.0`) }));
    }
    const buyer = visit("/events", "203.0.113.10", { Referer: "https://site.example/events" });
    await one!.conversion(buyer, "registration");
    await one!.conversion(buyer, "registration");
    await one!.flush();
    await two!.conversion(buyer, "registration");
    await two!.conversion(buyer, "early-access-signup");
    await Promise.all([one!.close(), two!.close()]);
    const { today } = (await getAnalyticsOverview(handle.db, now)).ranges;
    // Each instance counts its own share of the cap: what one address can add is the cap times the instances.
    expect(today).toMatchObject({ views: 20, visitors: 20 });
    expect(today.conversions).toMatchObject({ registration: 1, "early-access-signup": 1 });
  });

  test("a manage link's token is stored nowhere: its views, landings and conversions count under /events/manage/[token]", async () => {
    await clear();
    const token = "q8Zt3xVb0pLr7sKe2mNa5wYc";
    const now = new Date("2026-11-25T16:00:00Z");
    const analytics = createAnalytics({ db: handle.db, pages, ownHosts: ["site.example"], flushIntervalMs: 0, now: () => now });
    analytics.pageView(visit(`/events/manage/${token}`, "198.51.100.50"));
    analytics.pageView(visit(`/events/manage/${token}.data`, "198.51.100.50", { Referer: "https://site.example/events" }));
    // A visitor with no counted view, whose form sat on the manage page.
    await analytics.conversion(
      visit("/events", "198.51.100.51", { Referer: `https://site.example/events/manage/${token}` }),
      "registration",
    );
    await analytics.close();

    const rows = await rowsOf<{ row: string }>(sql`
      select row_to_json(t)::text as row from analytics_page_views t
      union all select row_to_json(t)::text from analytics_visitors t
      union all select row_to_json(t)::text from analytics_conversions t`);
    expect(rows.map((row) => row.row).join("\n")).not.toContain(token);
    const { today } = (await getAnalyticsOverview(handle.db, now)).ranges;
    expect(today.topPages).toEqual([{ path: "/events/manage/[token]", views: 2 }]);
    expect(today.conversionsByLanding.map((row) => row.landingPath)).toEqual(["/events/manage/[token]"]);
    expect(await rowsOf(sql`select landing_path from analytics_visitors`)).toEqual([{ landing_path: "/events/manage/[token]" }]);
  });

  test("the migration moves stored manage links' counts under /events/manage/[token], so no token is left", async () => {
    // The migrations before it, then rows as the analytics stored them, then the rest.
    const { handle: old, migrateRest } = await createDatabaseBefore(kind, "_analytics_without_manage_tokens");
    onTestFinished(() => old.close());
    const day = "2026-11-20";
    await old.db.insert(analyticsPageViews).values([
      { day, path: "/events/manage/tokenA", views: 3 },
      { day, path: "/events/manage/tokenB", views: 2 },
      { day, path: "/Events/Manage/tokenC", referrerHost: "mail.example", views: 1 },
      { day, path: "/events/manage/tokenA/calendar.ics", views: 1 },
      { day, path: "/events", views: 5 },
    ]);
    await old.db.insert(analyticsVisitors).values([
      { day, visitorHash: "h1", landingPath: "/events/manage/tokenA" },
      { day, visitorHash: "h2", landingPath: "/events" },
    ]);
    await old.db.insert(analyticsConversions).values([
      { day, kind: "registration", landingPath: "/events/manage/tokenA", count: 1 },
      { day, kind: "registration", landingPath: "/events/manage/tokenB", count: 2 },
      { day, kind: "registration", landingPath: "/events", count: 4 },
    ]);

    await migrateRest();

    const read = async <T>(query: ReturnType<typeof sql>) => ((await old.db.execute(query)) as unknown as { rows: T[] }).rows;
    expect(await read(sql`select path, referrer_host, views from analytics_page_views order by path, referrer_host`)).toEqual([
      { path: "/events", referrer_host: "", views: 5 },
      { path: "/events/manage/[token]", referrer_host: "", views: 5 },
      { path: "/events/manage/[token]", referrer_host: "mail.example", views: 1 },
      { path: "/events/manage/[token]/calendar.ics", referrer_host: "", views: 1 },
    ]);
    expect(await read(sql`select visitor_hash, landing_path from analytics_visitors order by 1`)).toEqual([
      { visitor_hash: "h1", landing_path: "/events/manage/[token]" },
      { visitor_hash: "h2", landing_path: "/events" },
    ]);
    expect(await read(sql`select landing_path, count from analytics_conversions order by 1`)).toEqual([
      { landing_path: "/events", count: 4 },
      { landing_path: "/events/manage/[token]", count: 3 },
    ]);
  });
});
