import { expect, test } from "./fixtures";

test("ai tools: grouped tools with outbound links and the AI-tools newsletter form", async ({ page }) => {
  await page.goto("/ai-tools");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The AI Tools List");
  for (const group of [
    "Writing & thinking",
    "Meetings & notes",
    "Research & learning",
    "Building apps without code",
    "Automation & agents",
    "Design & presentations",
    "Video & audio",
  ]) {
    await expect(
      page
        .getByRole("region", { name: group })
        .getByRole("link", { name: /^Visit/ })
        .first(),
    ).toHaveAttribute("target", "_blank");
  }
  await expect(page.locator('#convertkit-form-ai-tools form[data-fake-provider-form="ai-tools"]')).toHaveCount(1);
  await page.getByRole("navigation", { name: "Jump to a category" }).getByRole("link", { name: "Video & audio" }).click();
  await expect(page).toHaveURL(/#video$/);
});
