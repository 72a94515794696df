import { sql } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { startBuiltServer } from "./built-server";
import { isolate } from "./fixtures";

// A browser's own words, the same whatever Chromium runs the test.
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("a kept page's view is counted by the server, so is a client-side navigation; DNT and a crawler are not", async ({ browser }) => {
  test.setTimeout(90_000);
  const server = await startBuiltServer();
  try {
    const visitor = await browser.newContext({ userAgent: BROWSER });
    const page = await visitor.newPage();
    await isolate(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(server.url).origin) requests.push(url.pathname);
    });
    // A kept page with React (a page without React has no client-side navigation to count).
    const response = await page.goto(`${server.url}/work-with-me`, { referer: "https://www.linkedin.com/feed/" });
    // Kept pages are answered with must-revalidate: the next save in the console may change them.
    expect(response!.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Live sessions have a loader, so going there in the page fetches its data (/events.data), which counts as its view.
    const navigation = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/events.data");
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Events" }).click();
    await navigation;
    await expect(page).toHaveURL(`${server.url}/events`);
    // The page asked the site for nothing of the analytics' own: no script, no beacon.
    expect(
      requests.filter(
        (path) => !/^\/(work-with-me|events\.data|__manifest|assets\/.+|favicon\.\w+|images\/.+|site\.webmanifest)$/.test(path),
      ),
    ).toEqual([]);
    await visitor.close();

    const private_ = await browser.newContext({ userAgent: BROWSER, extraHTTPHeaders: { DNT: "1" } });
    const privatePage = await private_.newPage();
    await isolate(privatePage);
    await privatePage.goto(`${server.url}/ai-glossary`);
    await private_.close();
    const crawler = await browser.newContext({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    const crawlerPage = await crawler.newPage();
    await isolate(crawlerPage);
    await crawlerPage.goto(`${server.url}/ai-glossary`);
    await crawler.close();

    await server.analytics!.flush();
    const { rows } = (await server.database.db.execute(
      sql`select path, referrer_host, sum(views)::int as views from analytics_page_views group by path, referrer_host order by path`,
    )) as unknown as { rows: { path: string; referrer_host: string; views: number }[] };
    expect(rows).toEqual([
      { path: "/events", referrer_host: "", views: 1 },
      { path: "/work-with-me", referrer_host: "linkedin.com", views: 1 },
    ]);
    const visitors = (await server.database.db.execute(sql`select landing_path from analytics_visitors`)) as unknown as {
      rows: { landing_path: string }[];
    };
    expect(visitors.rows).toEqual([{ landing_path: "/work-with-me" }]);
  } finally {
    await server.close();
  }
});
