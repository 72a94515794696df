import { expect, test } from "./fixtures";

test("rodi cheat sheet: the title, an honest placeholder and the two links", async ({ page }) => {
  await page.goto("/resources/rodi-cheat-sheet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("5 Ways to Increase Your RODI Today");
  await expect(page.getByRole("main")).toContainText("will be added soon");
  await expect(page.getByRole("link", { name: /Personal Data Revolution/ })).toHaveAttribute("href", "/blog/personal-data-revolution");
  await expect(page.getByRole("link", { name: "Browse all free resources" })).toHaveAttribute("href", "/resources");
});
