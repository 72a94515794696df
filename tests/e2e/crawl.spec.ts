import { expect, test } from "@playwright/test";
import { routesUnderTest } from "./routes";

/**
 * Pages no link leads to: the course checkout sends visitors back to the payment pages, and the
 * newsletter page is where the site's own newsletter form lands without JavaScript (a form's post).
 */
const REACHED_WITHOUT_A_LINK = new Set(["/payment-success", "/payment-canceled", "/newsletter"]);

const ASSET_ATTRIBUTES = /<(?:img|link|script|source)\b[^>]*?\s(?:src|href)="(\/[^"]*)"/g;
const LINKS = /<a\b[^>]*?\shref="([^"]*)"/g;

function internalPath(href: string): string | undefined {
  if (!href.startsWith("/") || href.startsWith("//")) return undefined;
  const url = new URL(href, "http://site.test");
  return url.pathname;
}

test("every internal link and local asset on every page reachable from / resolves", async ({ request }) => {
  test.setTimeout(120_000);
  const queue = ["/"];
  const visited = new Set<string>();
  const assets = new Set<string>();
  const problems: string[] = [];
  const referrers = new Map<string, string>();

  while (queue.length) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    if (path.startsWith("/newsletter/subscribe/")) {
      // Counts the click, then leaves the site for the newsletter provider's hosted form.
      const away = await request.get(path, { maxRedirects: 0 });
      if (away.status() !== 302 || !/^https:\/\//.test(away.headers().location ?? "")) {
        problems.push(`${path} answers ${away.status()} to ${away.headers().location} (linked from ${referrers.get(path) ?? "the start"})`);
      }
      continue;
    }
    const response = await request.get(path, { maxRedirects: 5 });
    if (response.status() !== 200) {
      problems.push(`${path} answers ${response.status()} (linked from ${referrers.get(path) ?? "the start"})`);
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    if (!type.startsWith("text/html")) continue;
    const html = await response.text();
    for (const [, href] of html.matchAll(LINKS)) {
      const target = internalPath(href!);
      if (target && !visited.has(target)) {
        referrers.set(target, referrers.get(target) ?? path);
        queue.push(target);
      }
    }
    for (const [, src] of html.matchAll(ASSET_ATTRIBUTES)) assets.add(src!);
  }

  for (const asset of assets) {
    const status = (await request.get(asset)).status();
    if (status !== 200) problems.push(`asset ${asset} answers ${status}`);
  }

  expect(problems).toEqual([]);
  // The crawl really crawled: the home page's own links and the footer's contact page were reached.
  expect(visited.has("/contact")).toBe(true);
  expect(visited.size).toBeGreaterThan(5);
  // Every page of the site can be found by following links from the home page.
  const unreached = routesUnderTest
    .filter((route) => route.status === 200 && !REACHED_WITHOUT_A_LINK.has(route.path))
    .map((route) => route.path)
    .filter((path) => !visited.has(path));
  expect(unreached, "pages no link leads to").toEqual([]);
});
