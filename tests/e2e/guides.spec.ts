import { SMART_PROMPT_COUNT } from "../../app/content/guides";
import { guides } from "../../app/content/lead-magnets/all";
import { defaultSiteConfig } from "../../app/content/site-config";
import { expect, test } from "./fixtures";

test.describe("lead-magnet pages", () => {
  for (const guide of guides) {
    test(`${guide.path}: cover, what-you-learn list, notes and the guide's own signup form`, async ({ page }) => {
      await page.goto(guide.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);

      const cover = page.getByTestId("guide-cover");
      await expect(cover).toHaveAttribute("src", guide.cover.src);
      await expect(cover).toHaveAttribute("width", String(guide.cover.width));
      await expect(cover).toHaveAttribute("height", String(guide.cover.height));
      await expect(cover).toHaveAttribute("alt", /\S/);
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const learn = page.getByRole("region", { name: "What you'll learn" }).getByRole("listitem");
      await expect(learn).toHaveText(guide.learn);
      await expect(page.getByText("Free for now, not forever.")).toBeVisible();

      const uid = defaultSiteConfig.newsletter.forms[guide.formKey];
      const container = page.locator(`#${guide.containerId}`);
      await expect(container.locator("script")).toHaveCount(1);
      await expect(container.locator("script")).toHaveAttribute("data-uid", uid);
      await expect(container.locator("script")).toHaveAttribute("src", `https://example.kit.com/${uid}/index.js`);
      await expect(container.locator(`form[data-fake-provider-form="${uid}"]`)).toHaveCount(1);
      // One embed per page, and no other guide's form.
      await expect(page.locator("script[data-uid]")).toHaveCount(1);

      await page.getByRole("link", { name: "Get the free guide" }).click();
      await expect(page).toHaveURL(`${guide.path}#get-the-guide`);
      await expect(container).toBeInViewport();
    });
  }

  test("the Smart Prompt Sheet says how many prompts it has and shows two in full", async ({ page }) => {
    await page.goto("/smart-prompt-sheet");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${SMART_PROMPT_COUNT} prompts`);
    const samples = page.getByRole("region", { name: "A look inside" }).getByRole("article");
    await expect(samples).toHaveCount(2);
    await expect(samples.first()).toContainText("Imagine it's [date] and the project has failed.");
  });
});
