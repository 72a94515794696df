import { expect, test } from "./fixtures";

const SCRIPT_URL = "https://example.kit.com/hero-simple/index.js";

test("the newsletter script is added once, with the right source, and draws its form", async ({ page, outsideRequests }) => {
  await page.goto("/");
  const container = page.locator("#convertkit-form-hero-simple");
  await expect(container.locator('form[data-fake-provider-form="hero-simple"]')).toHaveCount(1);
  await expect(container.locator("script")).toHaveCount(1);
  await expect(container.locator("script")).toHaveAttribute("src", SCRIPT_URL);
  await expect(container.locator("script")).toHaveAttribute("data-uid", "hero-simple");
  // The phone-sized embed is hidden at this width and never loads.
  await expect(page.locator("#convertkit-form-hero-mobile script")).toHaveCount(0);

  // Leaving and coming back renders the block again: still one script, and the old one is gone.
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(0);
  await page.goBack();
  await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(1);
  await expect(page.locator("form[data-fake-provider-form]")).toHaveCount(1);
  expect(outsideRequests.filter((url) => url === SCRIPT_URL).length).toBeGreaterThanOrEqual(1);
  expect(outsideRequests.every((url) => url === SCRIPT_URL)).toBe(true);
});

test("on a phone only the phone-sized embed loads", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.locator("#convertkit-form-hero-mobile form[data-fake-provider-form]")).toHaveCount(1);
  await expect(page.locator("#convertkit-form-hero-simple script")).toHaveCount(0);
  await expect(page.locator(`script[src="${SCRIPT_URL}"]`)).toHaveCount(1);
});

test.describe("when the provider's script cannot load", () => {
  test.use({ providerMode: "fail", consoleAllow: [/Failed to load resource/] });

  test("the visitor still gets a way to subscribe and the page keeps working", async ({ page }) => {
    await page.goto("/");
    const block = page.locator("section", { has: page.locator("#convertkit-form-hero-simple") });
    const subscribe = block.getByRole("link", { name: /Subscribe to the newsletter/ });
    await expect(subscribe).toBeVisible();
    // Through the site's redirect, which counts the click and sends the visitor on to the hosted page.
    await expect(subscribe).toHaveAttribute("href", "/newsletter/subscribe/hero-simple");
    await expect(subscribe).toHaveAttribute("target", "_blank");
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Home" }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk");
  });
});

test("without JavaScript the block still offers the hosted form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("link", { name: /Subscribe on the newsletter page/ }).first()).toHaveAttribute(
    "href",
    "/newsletter/subscribe/hero-simple",
  );
  await context.close();
});
