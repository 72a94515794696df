import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures";
import { startConsoleServer, type ConsoleServer } from "./console-server";

// The console's own frame: no site header or footer, the grouped navigation on a phone and a wide
// screen, tables as stacked rows on a phone, and pages that say what they hold when empty.

let server: ConsoleServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/** None of the public site's chrome: its header (and Subscribe button), main navigation or footer. */
async function expectConsoleFrameOnly(page: Page) {
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Subscribe", exact: true })).toHaveCount(0);
  await expect(page.getByText("Owner's console", { exact: true })).toBeVisible();
}

async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${page.url()} at ${width}px`).toBeLessThanOrEqual(width);
}

test.describe("the frame", () => {
  // The address with no page answers 404, which the browser logs as a failed load.
  test.use({ consoleAllow: [/status of 404/] });
  test("the sign-in page and every console page wear the console's frame, with axe at 390 and 1280 px", async ({ page }) => {
    // Six pages and the sign-in page, axe twice on each.
    test.setTimeout(300_000);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.base}/admin/sign-in`);
      await expectConsoleFrameOnly(page);
      await expect(page.getByText("npm")).toHaveCount(0);
      expect(await axeViolations(page), `sign-in at ${width}px`).toEqual([]);
    }
    await server.signInWithLink(page);
    for (const path of ["/admin", "/admin/analytics", "/admin/signups", "/admin/finder", "/admin/security", "/admin/no-such-page"]) {
      await page.goto(`${server.base}${path}`);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectConsoleFrameOnly(page);
        await expectFits(page, width);
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      }
    }
    // An address under /admin with no page: not found, inside the console with its navigation.
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  });
});

test("on a phone the grouped navigation opens from the menu; on a wide screen it stands beside the page", async ({ page }) => {
  test.setTimeout(240_000);
  await server.signInWithLink(page);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.base}/admin`);
    const nav = page.getByRole("navigation", { name: "Console" });
    await expect(nav).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(nav).toBeVisible();
    for (const group of ["Today", "Audience", "Live sessions", "Content", "Settings", "Security"]) {
      await expect(nav.getByText(group, { exact: true }).first()).toBeVisible();
    }
    // Every link inside the screen, none cut off.
    for (const link of await nav.getByRole("link").all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(width);
    }
    await expectFits(page, width);
    await nav.getByRole("link", { name: "Finder requests" }).click();
    await expect(page).toHaveURL(`${server.base}/admin/finder`);
    await expect(page.getByRole("heading", { level: 1, name: "Finder requests" })).toBeVisible();
    // The page is named in the closed menu's summary, and marked current inside it.
    await expect(nav).toBeHidden();
    await expect(page.locator("summary")).toContainText("Finder requests");
    await page.getByText("Menu", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Finder requests" })).toHaveAttribute("aria-current", "page");
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav).toBeVisible();
  await expect(page.getByText("Menu", { exact: true })).toBeHidden();
  await nav.getByRole("link", { name: "Passkeys & sessions" }).click();
  await expect(nav.getByRole("link", { name: "Passkeys & sessions" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
});

test("the menu opens and the console moves between pages without JavaScript", async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto(await server.loginLink());
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await context.close();
});

test("a table on a phone is stacked rows, each value beside its column's name; browsers are named in words", async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = `a-rather-long-address-for-a-phone-${Date.now()}@example-company.com`;
  const signedUp = await request.post(`${server.base}/career-ai`, {
    form: { firstName: "Stacked", lastName: "Row", email },
    maxRedirects: 0,
  });
  expect(signedUp.status()).toBeLessThan(400);
  await server.signInWithLink(page);

  await page.goto(`${server.base}/admin/signups`);
  const table = page.getByRole("table", { name: "Sign-ups" });
  const emailCell = table.getByRole("cell", { name: email });
  const nameCell = table.getByRole("cell", { name: "Stacked Row" });
  await page.setViewportSize({ width: 1280, height: 900 });
  // Side by side on a wide screen.
  expect(Math.abs((await emailCell.boundingBox())!.y - (await nameCell.boundingBox())!.y)).toBeLessThan(4);

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFits(page, width);
    const name = (await nameCell.boundingBox())!;
    const address = (await emailCell.boundingBox())!;
    // One above the other, each as wide as the row, and the column's name drawn beside the value.
    expect(address.y).toBeGreaterThan(name.y + name.height - 1);
    expect(address.width).toBeGreaterThan(width * 0.7);
    await expect(emailCell).toHaveAttribute("data-label", "E-mail");
    expect(await emailCell.evaluate((cell) => getComputedStyle(cell, "::before").content)).toContain("E-mail");
    // The address breaks across at most two lines, never a letter per line.
    expect((await emailCell.locator("div").boundingBox())!.height).toBeLessThan(120);
    await expect(page.locator(".console-table thead").first()).toHaveCSS("position", "absolute");
  }

  await page.goto(`${server.base}/admin/security`);
  const sessions = page.getByRole("table", { name: "Open sessions" });
  // The test browser says it is Chrome on Windows (the desktop device's user agent) or, left as it is, headless Chrome on Linux.
  await expect(sessions).toContainText(/Chrome(?: \(automated\))? on (?:Windows|Linux)/);
  await expect(sessions).not.toContainText("Mozilla/5.0");
  await expectFits(page, 390);
});

test("empty pages say what will appear and how; analytics says what it does not count", async ({ page }) => {
  test.setTimeout(240_000);
  await server.signInWithLink(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // No page views yet (a headless browser is a bot to the counter): words, not an empty dashed line.
  const traffic = page.getByRole("region", { name: "Page views and conversions" });
  await expect(traffic.getByText("No data yet", { exact: true })).toBeVisible();
  await expect(traffic.getByRole("img")).toHaveCount(0);
  await expect(traffic).toContainText(
    "bots, visitors whose browser asks not to be tracked and your own visits to this console are not counted",
  );
  await expect(page.getByText(/AI_DAILY_LIMIT|BACKUP_DIR/)).toHaveCount(0);

  await page.goto(`${server.base}/admin/analytics`);
  const note = page.getByRole("region", { name: "What these figures count" });
  await expect(note).toContainText("bots and crawlers");
  await expect(note).toContainText("Do Not Track");
  await expect(note).toContainText("your own visits to this console");
  await expect(note).toContainText("Sign-ups page");
  await expect(page.getByText("No page views in this range. As people open the site's pages")).toBeVisible();

  await page.goto(`${server.base}/admin/finder`);
  await expect(page.getByText("No requests yet. When a visitor asks the AI Use Case Finder")).toBeVisible();
});
