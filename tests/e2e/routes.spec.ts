import { axeViolations, expect, test } from "./fixtures";
import { routesUnderTest } from "./routes";

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const route of routesUnderTest) {
  test.describe(route.path, () => {
    // The browser reports the page's own 404 as a failed load; nothing else may show up.
    test.use({ consoleAllow: route.status === 404 ? [/status of 404/] : [] });
    for (const viewport of viewports) {
      test(`${route.path} at ${viewport.width}px: status, title, description, no console errors, no axe violations`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status);
        await expect(page).toHaveTitle(/\S/);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description?.trim().length).toBeGreaterThan(30);
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test("every route has its own title and description", async ({ request }) => {
  const seen = new Map<string, string>();
  const pages = new Set<string>();
  for (const route of routesUnderTest) {
    const html = await (await request.get(route.path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(title, `${route.path} title`).toBeTruthy();
    expect(description, `${route.path} description`).toBeTruthy();
    // One page served at two paths (/resources and /watch-me-ai) names one canonical URL: it is one page.
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? route.path;
    if (pages.has(canonical)) continue;
    pages.add(canonical);
    for (const key of [`title:${title}`, `description:${description}`]) {
      expect(seen.get(key), `${key} is used by ${seen.get(key)} and ${route.path}`).toBeUndefined();
      seen.set(key, route.path);
    }
  }
});
