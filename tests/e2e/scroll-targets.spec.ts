import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openMiniApp } from "./mini-apps";

const PROFILE = "https://www.linkedin.com/in/jane-doe-product-manager";

/** Where the fixed header ends. */
const headerBottom = (page: Page) => page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);

/** Waits until the page has stopped scrolling (a smooth scroll takes a few hundred ms). */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "the element is laid out").toBeTruthy();
  return found!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the idea tool's results land below the fixed header", async ({ page }) => {
  await page.goto("/resources/what-should-i-vibe-code");
  await page.getByRole("button", { name: "Marketing Director" }).click();
  await page.getByRole("button", { name: "Get Ideas" }).click();
  const heading = page.getByRole("heading", { name: "Role Analysis" });
  await expect(heading).toBeVisible();
  await settle(page);
  expect(await page.evaluate(() => window.scrollY), "the page scrolled to the results").toBeGreaterThan(100);
  const top = (await box(page.locator("section", { has: heading }).first())).y;
  expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
});

for (const width of [390, 1280]) {
  test(`#session-details clears the fixed header at ${width}px, and the confirmation is told once, in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await page.goto("/events");
    await page.getByTestId("event-card").nth(1).getByRole("heading").getByRole("link").click();
    const details = page.getByRole("region", { name: "Session details" });
    await expect(page).toHaveURL(/\?session=/);
    await expect(details.getByRole("textbox", { name: "Email" })).toBeVisible();
    await settle(page);
    expect((await box(details)).y, "the panel's top is clear of the header").toBeGreaterThanOrEqual(await headerBottom(page));

    await details.getByRole("textbox", { name: "Email" }).fill(`toast-${width}@example.com`);
    await details.getByRole("button", { name: "Register" }).click();
    const success = details.getByTestId("registration-thanks");
    await expect(success.getByRole("heading", { name: "You're all set!" })).toBeVisible();
    await settle(page);
    expect((await box(success)).y, "the confirmation's top is clear of the header").toBeGreaterThanOrEqual(await headerBottom(page));
    // One confirmation per success: no toast repeats the panel.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });
}

test("on a phone a mini app is a full-screen sheet whose title and Close stay in view as the results scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openMiniApp(page, "Get 3 Ideas", "AI Ideas for People Like You");
  // Measured once the sheet's opening animation has ended.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  expect(await box(dialog)).toEqual({ x: 0, y: 0, width: 390, height: 844 });

  const title = dialog.getByRole("heading", { name: "AI Ideas for People Like You" });
  const close = dialog.getByRole("button", { name: "Close" });
  const atRest = [await box(title), await box(close)];
  expect(atRest[1]!.y + atRest[1]!.height, "Close is at the top of the sheet").toBeLessThan(60);

  await dialog.getByLabel("LinkedIn Profile URL").fill(PROFILE);
  await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
  await expect(dialog.getByRole("article")).toHaveCount(3);
  // The success toast leaves the start of the results (the first idea's title) readable.
  const shown = page.locator("[data-sonner-toast]", { hasText: "Here are 3 ideas!" });
  await expect(shown).toBeVisible();
  await page.waitForTimeout(450);
  expect(
    overlaps(await box(shown), await box(dialog.getByRole("article").first().getByRole("heading"))),
    "the toast covers the first idea",
  ).toBe(false);
  // The results are longer than the screen: scroll the sheet to its end.
  await dialog.evaluate((sheet) => sheet.scrollTo({ top: sheet.scrollHeight, behavior: "instant" }));
  await expect(dialog.getByRole("button", { name: "Start Over" })).toBeInViewport();
  expect(await dialog.evaluate((sheet) => sheet.scrollTop)).toBeGreaterThan(500);
  // The title bar has not moved.
  expect([await box(title), await box(close)]).toEqual(atRest);
  // Nothing scrolled over them: the topmost element at the Close button's centre is the button.
  const closeBox = await box(close);
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest("[data-slot=dialog-close]") !== null,
    [closeBox.x + closeBox.width / 2, closeBox.y + closeBox.height / 2],
  );
  expect(hit, "the Close button is on top").toBe(true);
  await close.click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("on a wide screen a mini app stays a centred dialog with its title bar in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const dialog = await openMiniApp(page, "Get 3 Ideas", "AI Ideas for People Like You");
  const { x, width } = await box(dialog);
  expect(width).toBeLessThan(700);
  expect(Math.abs(x + width / 2 - 640)).toBeLessThanOrEqual(1);
  await dialog.getByLabel("LinkedIn Profile URL").fill(PROFILE);
  await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
  await expect(dialog.getByRole("article")).toHaveCount(3);
  await dialog.evaluate((sheet) => sheet.scrollTo({ top: sheet.scrollHeight, behavior: "instant" }));
  await expect(dialog.getByRole("heading", { name: "AI Ideas for People Like You" })).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeInViewport();
});
