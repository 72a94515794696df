import { expect, test } from "./fixtures";

test("archive: seven recommended tools, each with a Visit link in a new tab, and the RODI links", async ({ page }) => {
  await page.goto("/archive");
  const tools = page.getByRole("region", { name: "Recommended AI Tools" });
  await expect(tools.getByRole("heading", { level: 3 })).toHaveText([
    "Lovable",
    "Relay.app",
    "Granola",
    "ChatGPT",
    "Claude",
    "Tella",
    "Canva",
  ]);
  const visits = tools.getByRole("link", { name: /^Visit/ });
  await expect(visits).toHaveCount(7);
  for (const link of await visits.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
  await expect(visits.first()).toHaveAttribute("href", "https://lovable.dev/");
  const rodi = page.getByRole("region", { name: /RODI/ });
  await expect(rodi.getByRole("link", { name: /The Personal Data Revolution/ })).toHaveAttribute("href", "/blog/personal-data-revolution");
  await expect(rodi.getByRole("link", { name: /5 Ways to Increase Your RODI Today/ })).toHaveAttribute(
    "href",
    "/resources/rodi-cheat-sheet",
  );
});
