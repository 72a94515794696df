import { expect, test } from "./fixtures";

test("home: profile, headline, guides and products with the right links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "AI is moving fast. Don't get left behind." })).toBeVisible();
  const profile = page.getByRole("complementary");
  await expect(profile.getByRole("heading", { name: "Morgan Lee" })).toBeVisible();
  await expect(profile.getByRole("img", { name: "Morgan Lee" })).toBeVisible();
  for (const label of ["LinkedIn", "X/Twitter", "TikTok", "Instagram", "YouTube", "Work Waves Blog"]) {
    await expect(profile.getByRole("link", { name: new RegExp(`^${label.replace("/", "\\/")}`) })).toHaveAttribute("target", "_blank");
  }
  const box = await profile.boundingBox();
  expect(box?.width).toBe(340);

  const guides = page.getByRole("region", { name: "Popular Guides" }).getByRole("link");
  expect(await guides.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/smart-prompt-sheet",
    "/lovable-guide",
    "/build-a-weekly-win-report",
  ]);
  const products = page.getByRole("region", { name: "Products & Communities" }).getByRole("link");
  expect(await products.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/watch-me-ai",
    "/business-building-ai",
    "/career-ai",
    "/ai-coaches-leaders",
    "https://community.example.com",
  ]);
  await expect(products.last()).toHaveAttribute("target", "_blank");
  await expect(products.first()).not.toHaveAttribute("target", "_blank");
  // Each entry has a title and a description.
  for (const link of await products.all()) await expect(link).toHaveText(/\S+.{40,}/);
});

test.describe("when the portrait cannot load", () => {
  test.use({ consoleAllow: [/Failed to load resource.*404/] });

  test("home: the avatar falls back to initials", async ({ page }) => {
    await page.route("**/images/avatar.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    const fallback = page.getByTestId("avatar-fallback");
    await expect(fallback).toHaveText("ML");
    await expect(fallback).toHaveAttribute("aria-label", "Morgan Lee");
  });
});

test("home: the latest posts, newest first, and the mini apps, each with a way to all of them", async ({ page }) => {
  await page.goto("/");
  const posts = page.getByRole("region", { name: "Latest from Work Waves" });
  const postLinks = posts.getByRole("listitem").getByRole("link");
  await expect(postLinks).toHaveCount(3);
  // The blog's own list is newest first: the home page shows its first three.
  await page.goto("/blog");
  const newest = await page
    .getByRole("article")
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute("href")));
  await page.goto("/");
  expect(await postLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(newest);
  await expect(postLinks.first()).toContainText(/\w+ \d{1,2}, \d{4}\s*·\s*\d+ min read/);
  // Each with its own cover.
  await expect(posts.getByRole("listitem").locator("img")).toHaveCount(3);
  await expect(posts.getByRole("link", { name: "All posts" })).toHaveAttribute("href", "/blog");

  const apps = page.getByRole("region", { name: "AI Mini Apps" });
  await expect(apps.getByRole("listitem")).toHaveText([
    /AI Ideas For People Like You/,
    /^AI Use Case Finder$/,
    /AI Use Case Finder \(GPT-5\)/,
  ]);
  await apps.getByRole("link", { name: "Open the mini apps" }).click();
  await expect(page).toHaveURL("/mini-apps");
});

test("home sells: readers' words and the newest post under the field, and the course on sale one press from its sales page", async ({
  page,
}) => {
  await page.goto("/");
  const proof = page.getByRole("region", { name: "What readers say" }).filter({ visible: true });
  await expect(proof.getByRole("blockquote").first()).toBeVisible();
  const latest = proof.getByRole("link");
  const newest = await page
    .getByRole("region", { name: "Latest from Work Waves" })
    .getByRole("listitem")
    .getByRole("link")
    .first()
    .getAttribute("href");
  await expect(latest).toHaveAttribute("href", newest!);

  const featured = page.getByRole("region", { name: "Featured course" });
  await expect(featured.locator("img")).toHaveAttribute("src", /\S/);
  await expect(featured.locator("[data-price]")).toHaveText(/^\$\d/);
  await featured.getByRole("link", { name: /See the course/ }).click();
  await expect(page).toHaveURL(/\/courses\/[a-z-]+$/);
});

test("on a phone the home page is a few screens, not one long card", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  // The field first, then one reader's words.
  await expect(page.getByRole("textbox", { name: /email/i }).filter({ visible: true }).first()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5000);
});
