import type { Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, expect, test } from "./fixtures";
import { startConsoleServer, type ConsoleServer } from "./console-server";

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

/** A square picture of one colour with a dot off its centre, drawn by the browser. */
async function picture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#1c7ed6";
    context.fillRect(0, 0, 600, 400);
    context.fillStyle = "#fab005";
    context.fillRect(250, 150, 100, 100);
    return canvas.toDataURL("image/jpeg", 0.9).split(",")[1]!;
  });
  return Buffer.from(base64, "base64");
}

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

// A refused save answers 400, which the browser logs as a failed load.
test.describe(() => {
  test.use({ consoleAllow: [/status of 400/] });
  test("the owner's details: a photo uploaded, a profile turned off, the tagline changed and undone, a refused value", async ({ page }) => {
    test.setTimeout(120_000);
    await server.signInWithLink(page);
    await page.getByRole("link", { name: "Your details" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Your details" })).toBeVisible();

    // The photo: uploaded here, shown on the home page round at its own address.
    await page.getByLabel("Upload a new photo").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await picture(page) });
    await save(page);
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await expect(page.getByRole("img", { name: "Your photo, as the site shows it" })).toBeVisible();
    await page.goto(`${base}/`);
    const portrait = page.locator("img[data-portrait]").first();
    await expect(portrait).toHaveAttribute("src", /^\/owner-photo\/\d+\.jpg\?v=/);
    expect(await portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // X off: it leaves the header, the footer and the home page's profile.
    expect(await page.locator('a[href="https://x.com/"]').count()).toBeGreaterThan(0);
    await page.goto(`${base}/admin/settings`);
    await page.getByLabel("The X link", { exact: true }).fill("");
    await save(page);
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await page.goto(`${base}/`);
    await expect(page.locator('a[href="https://x.com/"]')).toHaveCount(0);

    // The tagline changed, then undone from the history: the old one is back.
    const before = "Writer, consultant and AI educator";
    await expect(page.getByText(before).first()).toBeVisible();
    await page.goto(`${base}/admin/settings`);
    await page.getByLabel("Your tagline", { exact: true }).fill("Teaching AI to busy people");
    await save(page);
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await page.goto(`${base}/`);
    await expect(page.getByText("Teaching AI to busy people").first()).toBeVisible();
    await page.goto(`${base}/admin/settings`);
    const latest = page.getByRole("region", { name: "History" }).getByRole("listitem").first();
    await expect(latest).toContainText("Your tagline:");
    await latest.getByRole("button", { name: /^Undo/ }).click();
    await expect(page.getByRole("status")).toContainText("Undone");
    await expect(page.getByRole("region", { name: "History" }).getByText("Undone.")).toHaveCount(1);
    await page.goto(`${base}/`);
    await expect(page.getByText(before).first()).toBeVisible();
    await expect(page.getByText("Teaching AI to busy people")).toHaveCount(0);

    // A refused value names its field, keeps what was typed and changes nothing.
    await page.goto(`${base}/admin/settings`);
    const email = page.getByLabel("Your e-mail address", { exact: true });
    const saved = await email.inputValue();
    await email.fill("not-an-email");
    await page.getByLabel("Your tagline", { exact: true }).fill("Not saved either");
    await save(page);
    await expect(page.getByRole("alert")).toContainText("Your e-mail address must be an e-mail address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/must be an e-mail address/);
    await expect(email).toHaveValue("not-an-email");
    await page.goto(`${base}/admin/settings`);
    await expect(page.getByLabel("Your e-mail address", { exact: true })).toHaveValue(saved);
    await expect(page.getByLabel("Your tagline", { exact: true })).toHaveValue(before);
  });
});

/** "2027-01-15T23:59": a date-and-time field's value, `days` from now. */
function daysAhead(days: number): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T23:59`;
}

test("a course's price and early-bird deadline changed in Offers: every page that shows them follows, and an ended offer leaves them", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await server.signInWithLink(page);
  await page.getByRole("link", { name: "Offers & prices" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Offers & prices" })).toBeVisible();

  // The executive coach's early bird ended in October: a new price and a new deadline open it again.
  const coach = page.getByRole("region", { name: "Build Your AI Executive Coach" });
  await coach.getByLabel("Regular price", { exact: true }).fill("90");
  await coach.getByLabel("Offer price", { exact: true }).fill("59");
  await coach.getByLabel("Offer ends", { exact: true }).fill(daysAhead(20));
  // The business course's offer ends now (yesterday): its pages say the regular price alone.
  await page.getByRole("region", { name: "Business Building with AI" }).getByLabel("Offer ends", { exact: true }).fill(daysAhead(-2));
  await page.getByRole("region", { name: "AI Ramp-Up for Execs" }).getByLabel("Price", { exact: true }).fill("1,250");
  await save(page);
  await expect(page.getByRole("status")).toHaveText("Saved.");

  const lastDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "America/Los_Angeles" }).format(
    new Date(`${daysAhead(20).slice(0, 10)}T12:00:00Z`),
  );
  await page.goto(`${base}/courses/executive-coach`);
  const pricing = page.locator("#pricing");
  await expect(pricing.getByText("$59", { exact: true })).toBeVisible();
  await expect(pricing.getByText("$90", { exact: true })).toBeVisible();
  await expect(pricing.getByText(`Early bird price until ${lastDay}.`)).toBeVisible();
  await expect(pricing.getByRole("link", { name: /\$59/ })).toHaveAttribute("href", /coupon=EARLY-BIRD/);
  const courseLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(courseLd.join("")).toContain('"price":59');

  await page.goto(`${base}/courses/business-building-ai`);
  await expect(page.locator("#pricing").getByText("$600+", { exact: true })).toBeVisible();
  await expect(page.locator("#pricing").getByText("$199", { exact: true })).toHaveCount(0);
  await page.goto(`${base}/business-building-ai`);
  await expect(page.getByText("Early bird $199")).toHaveCount(0);
  await expect(page.getByText("Business Building with AI: $600+")).toBeVisible();
  await page.goto(`${base}/`);
  await expect(page.getByText("Early-bird pricing is open.")).toHaveCount(0);

  await page.goto(`${base}/work-with-me`);
  await expect(page.locator("#ai-ramp-up-for-execs").getByText("$1,250", { exact: true })).toBeVisible();

  const llms = await (await request.get(`${base}/llms.txt`)).text();
  expect(llms).toContain("Early bird: $59 instead of $90, with the code EARLY-BIRD.");
  expect(llms).toContain("Price: $600+.");
});

test("the Settings and Offers pages have no axe violations at a phone's width and a desktop's", async ({ page }) => {
  await server.signInWithLink(page);
  for (const path of ["/admin/settings", "/admin/offers"]) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  }
});
