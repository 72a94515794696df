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

test("once the provider has drawn its form, the site's own form steps aside", async ({ page }) => {
  await page.goto("/");
  const block = page.locator("section", { has: page.locator("#convertkit-form-hero-simple") });
  await expect(block.locator("form[data-fake-provider-form]")).toBeVisible();
  await expect(block.getByTestId("newsletter-form")).toHaveCount(0);
});

test.describe("when the provider's script cannot load", () => {
  test.use({ providerMode: "fail", consoleAllow: [/Failed to load resource/] });

  // A guide ships no React (the page script sends the form); the signup page hydrates, and its block's
  // code arrives in a chunk of its own after the page has.
  // A guide's button says what the visitor gets; the page answering a refused address keeps those words.
  for (const [path, button] of [
    ["/lovable-guide", "Send me the guide"],
    ["/watch-me-ai-signup", "Subscribe to the newsletter"],
  ] as const) {
    test(`on ${path} the block holds the site's own form, which subscribes in place`, async ({ page }) => {
      await page.goto(path);
      const block = page.locator("section", { has: page.getByTestId("newsletter-container") });
      const email = block.getByLabel("Your email address");
      await expect(email).toBeVisible();
      // On a page with React the block's code arrives after the page's: until then the form posts as
      // it would without JavaScript (another test covers that).
      await expect(block.locator("[data-newsletter-own-form][data-sends-in-place]")).toHaveCount(1);
      await block.getByRole("button", { name: button }).click();
      await expect(block.getByText("Please enter a valid email address")).toBeVisible();
      await expect(email).toBeFocused();
      await email.fill(`reader-${Date.now()}@example.com`);
      await block.getByRole("button", { name: button }).click();
      await expect(block.getByText("Thanks for subscribing!")).toBeVisible();
      await expect(page).toHaveURL(path);
      // The page keeps working.
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk");
    });
  }
});

test("without JavaScript the block's own form posts to the newsletter page, which answers", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const form = page.getByTestId("newsletter-form").last();
  await expect(form).toBeVisible();
  await form.getByLabel("Your email address").fill("not-an-address");
  await form.getByRole("button", { name: "Subscribe to the newsletter" }).click();
  await expect(page).toHaveURL("/newsletter");
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Your email address").fill(`nojs-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe to the newsletter" }).click();
  await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
  await context.close();
});

test("on a phone the home page's signup comes before the bio", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const signup = page.locator("section", { has: page.locator("#convertkit-form-hero-mobile") });
  const bio = page.getByRole("complementary", { name: /./ }).filter({ has: page.locator("#profile-name") });
  const [signupBox, bioBox] = [await signup.boundingBox(), await bio.boundingBox()];
  expect(signupBox!.y + signupBox!.height).toBeLessThanOrEqual(bioBox!.y);
});

test.describe("a guide's own form, when the provider's script cannot load", () => {
  test.use({ providerMode: "fail", consoleAllow: [/Failed to load resource/] });

  test("on a phone the guide's field is in the first screen, its button names the guide, the newsletter is small print", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/lovable-guide");
    const form = page.getByTestId("newsletter-form");
    await expect(form.getByLabel("Your email address")).toBeInViewport();
    await expect(form.getByRole("button", { name: "Send me the guide" })).toBeVisible();
    await expect(page.getByText("It comes with my weekly newsletter on practical AI.")).toBeVisible();
    // The button that leads down to the form is for wide screens, where the form waits beside the details.
    await expect(page.getByRole("link", { name: "Get the free guide" })).toBeHidden();
  });

  test("the sidebar's heading is a size its column holds", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/lovable-guide");
    const heading = page.getByRole("heading", { name: "Get the Lovable Starter Guide" });
    const { height } = (await heading.boundingBox())!;
    const lineHeight = await heading.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(Math.round(height / lineHeight), "lines of the sidebar's heading").toBeLessThanOrEqual(2);
  });

  test("the own form's field takes the column's width, above its button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/smart-prompt-sheet");
    const form = page.getByTestId("newsletter-form");
    const [field, button] = [await form.getByLabel("Your email address").boundingBox(), await form.getByRole("button").boundingBox()];
    // Side by side, the field was squeezed to a few dozen pixels beside the button.
    expect(field!.width).toBeGreaterThanOrEqual(button!.width - 1);
    expect(field!.y + field!.height).toBeLessThanOrEqual(button!.y);
  });
});
