import type { Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, expect, test } from "./fixtures";
import { addVirtualAuthenticator, startConsoleServer, type ConsoleServer } from "./console-server";

let server: ConsoleServer;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer();
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
});

const loginLink = () => server.loginLink();
const signInWithLink = (page: Page) => server.signInWithLink(page);

test("sign in with a login link, register a passkey, sign out, sign in with the passkey", async ({ page }) => {
  await addVirtualAuthenticator(page);

  // Without a session the console sends the browser to the sign-in page.
  await page.goto(`${base}/admin/signups`);
  await expect(page).toHaveURL(`${base}/admin/sign-in?next=%2Fadmin%2Fsignups`);

  const link = await loginLink();
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === "admin_session")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/", secure: false });

  await page.getByRole("link", { name: "Passkeys & sessions" }).click();
  await page.getByLabel("Name it (which device)").fill("Virtual key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added. You can sign in with it from now on.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "Virtual key", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin/sign-in`);
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);

  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page).toHaveURL(`${base}/admin`);
});

test.describe("a used link", () => {
  // The refused press answers 401, which the browser logs as a failed load.
  test.use({ consoleAllow: [/status of 401/] });
  test("works once only: the second press is refused", async ({ page }) => {
    const link = await loginLink();
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("This sign-in link has expired or was used already.");
  });
});

test("the guards over HTTP: sign-in page for pages, 401 for data, 403 for another site's write", async ({ page, request }) => {
  const toPage = await request.get(`${base}/admin/outbox`, { headers: { Accept: "text/html" }, maxRedirects: 0 });
  expect(toPage.status()).toBe(302);
  expect(toPage.headers()["cache-control"]).toBe("no-store");
  expect(toPage.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect((await request.get(`${base}/admin/signups.csv`, { headers: { Accept: "*/*" } })).status()).toBe(401);
  const signInPage = await request.get(`${base}/admin/sign-in`);
  expect(signInPage.headers()["cache-control"]).toBe("no-store");
  expect(await signInPage.text()).toContain('name="robots" content="noindex, nofollow"');
  expect(await (await request.get(`${base}/sitemap.xml`)).text()).not.toContain("/admin");

  await signInWithLink(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === "admin_session")!;
  const foreign = await request.post(`${base}/admin/security`, {
    headers: { Cookie: `admin_session=${cookie.value}`, Origin: "https://evil.example" },
    form: { intent: "revoke-others" },
  });
  // Refused before any action runs: React Router's own origin check (400) or the console's (403).
  expect([400, 403]).toContain(foreign.status());
  expect(await (await request.get(`${base}/admin/security`, { headers: { Cookie: `admin_session=${cookie.value}` } })).text()).toContain(
    "Signed-in sessions",
  );
  const ours = await request.get(`${base}/admin/signups.csv`, { headers: { Cookie: `admin_session=${cookie.value}` } });
  expect(ours.status()).toBe(200);
  expect(ours.headers()["content-type"]).toBe("text/csv; charset=utf-8");
});

test.describe("the console's pages", () => {
  // A refused form (the bad date below) answers 400, which the browser logs as a failed load.
  test.use({ consoleAllow: [/status of 400/] });
  test("each console page, its actions, and axe at 390 and 1280 px", async ({ page }) => {
    // Nine pages, axe twice on each.
    test.setTimeout(300_000);
    await signInWithLink(page);
    await expectAccessibleAtBothWidths(page);

    // Live sessions: a refused date shows the service's message beside the field; a good one is added.
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Live sessions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Live sessions" })).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill("Console e2e session");
    // The date picker's own check keeps out a date nobody can read; a missing time is the service's refusal.
    await page.getByLabel("Date", { exact: true }).fill("2099-03-04");
    await page.getByLabel("Description").fill("Built in the browser.");
    await page.getByLabel("Seats (optional)").fill("3");
    await page.getByLabel("Join link (optional)").fill("https://meet.example.com/console-e2e");
    await page.getByRole("button", { name: "Add the session" }).click();
    await expect(page.getByRole("alert")).toContainText("is required");
    await page.getByLabel("Time", { exact: true }).fill("10:00");
    await page.getByRole("button", { name: "Add the session" }).click();
    await expect(page.getByRole("status")).toContainText("Added the session:");
    await expectAccessibleAtBothWidths(page);

    await page.getByRole("link", { name: "Console e2e session", exact: true }).click();
    await expect(page.getByLabel("Join link (optional)")).toHaveValue("https://meet.example.com/console-e2e");
    await page.getByLabel("Subtitle (optional)").fill("Now with a subtitle");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Updated the session:");
    await expectAccessibleAtBothWidths(page);
    await page.getByRole("button", { name: /Deactivate/ }).click();
    await expect(page.getByRole("status")).toContainText("Deactivated the session:");
    await page.getByRole("button", { name: "Activate again" }).click();
    await expect(page.getByRole("status")).toContainText("Updated the session:");

    // A visitor registers on /events; the owner sees them, then removes them.
    await page.goto(`${base}/admin/live-sessions`);
    await page.getByRole("link", { name: "Registrants of Console e2e session" }).click();
    await expect(page.getByText("No registrations yet.")).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    for (const path of ["/admin/signups", "/admin/outbox", "/admin/videos", "/admin/finder", "/admin/security"]) {
      await page.goto(`${base}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessibleAtBothWidths(page);
    }

    // Videos: the seeded ones can be hidden and shown again.
    await page.goto(`${base}/admin/videos`);
    await page
      .getByRole("button", { name: /^Hide / })
      .first()
      .click();
    await expect(page.getByRole("status")).toContainText("Saved");
    await expect(page.getByRole("cell", { name: "hidden", exact: true })).toBeVisible();
    await page
      .getByRole("button", { name: /^Show / })
      .first()
      .click();
    await expect(page.getByRole("cell", { name: "hidden", exact: true })).toHaveCount(0);

    // Sign-ups filtered by page with nothing to show yet; the sign-in link e-mail lands in the outbox.
    await page.goto(`${base}/admin/signups?q=nobody`);
    await expect(page.getByText("No sign-ups match.")).toBeVisible();
  });
});

test.describe("the owner's pages added last", () => {
  test.use({ consoleAllow: [/status of 400/] });
  test("analytics, notifications and forgetting a person, each with axe at 390 and 1280 px", async ({ page, browser }) => {
    test.setTimeout(240_000);
    // A visitor subscribes through the newsletter page (without JavaScript it is a plain form post).
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const reader = await visitor.newPage();
    const address = `Forget-${Date.now()}@example.com`;
    await reader.goto(`${base}/newsletter`);
    await reader.getByLabel("Your email address").fill(address);
    await reader.getByRole("button", { name: "Subscribe to the newsletter" }).click();
    await expect(reader.getByText("Thanks for subscribing!")).toBeVisible();
    await visitor.close();

    await signInWithLink(page);
    const nav = page.getByRole("navigation", { name: "Console" });
    await expect(page.getByRole("heading", { name: "Page views and conversions" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Page views, visitors and conversions" })).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    // Analytics: the ranges are links; an empty list says so.
    await nav.getByRole("link", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
    await expectAccessibleAtBothWidths(page);
    await page.getByRole("link", { name: "30 days" }).click();
    await expect(page).toHaveURL(`${base}/admin/analytics?range=30`);
    await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table", { name: "Page views, visitors and conversions per day" }).getByRole("row")).toHaveCount(31);
    await expectAccessibleAtBothWidths(page);

    // Notifications: what is saved is what the page shows after a reload.
    await nav.getByRole("link", { name: "Notifications" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByLabel("On each new registration")).toBeChecked();
    await expectAccessibleAtBothWidths(page);
    await page.getByLabel("On each new registration").uncheck();
    await page.getByLabel("The digest's hour").selectOption("6");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await page.reload();
    await expect(page.getByLabel("On each new registration")).not.toBeChecked();
    await expect(page.getByLabel("On each new early-access sign-up")).toBeChecked();
    await expect(page.getByLabel("The daily digest")).toBeChecked();
    await expect(page.getByLabel("The digest's hour")).toHaveValue("6");
    await expectAccessibleAtBothWidths(page);

    // Forget a person: the report per table, then nothing left to forget.
    await nav.getByRole("link", { name: "Forget a person" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forget a person" })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await page.getByLabel("E-mail address").fill(address.toLowerCase());
    await page.getByRole("button", { name: "Show what would be removed" }).click();
    await expect(page.getByRole("region", { name: `Forget ${address.toLowerCase()}?` })).toContainText("1 newsletter sign-up");
    await expectAccessibleAtBothWidths(page);
    await page.getByRole("button", { name: "Forget this person" }).click();
    await expect(page.getByRole("status")).toContainText(`Forgot ${address.toLowerCase()}: 1 row removed.`);
    await expect(page.getByRole("status")).toContainText(/newsletter_subscribers\s+1/);
    await expect(page.getByLabel("E-mail address")).toHaveValue("");
    await expectAccessibleAtBothWidths(page);
    await page.getByLabel("E-mail address").fill(address);
    await page.getByRole("button", { name: "Show what would be removed" }).click();
    await expect(page.getByRole("status")).toContainText(`Nothing on this site holds ${address}.`);
  });
});

test("the console works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(await loginLink());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await page.goto(`${base}/admin/videos`);
  await page
    .getByRole("button", { name: /^Feature / })
    .first()
    .click();
  await expect(page.getByRole("status")).toContainText("Saved");
  await page.goto(`${base}/admin/notifications`);
  await page.getByLabel("On each new early-access sign-up").uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByLabel("On each new early-access sign-up")).not.toBeChecked();
  await page.goto(`${base}/admin/forget`);
  await page.getByLabel("E-mail address").fill("nobody-nojs@example.com");
  await page.getByRole("button", { name: "Show what would be removed" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing on this site holds nobody-nojs@example.com.");
  await page.goto(`${base}/admin/analytics?range=today&page=2`);
  await expect(page.getByText("No more page views in this range.")).toBeVisible();
  await page.goto(`${base}/admin/sign-in`);
  await context.close();
});
