import type { Page, Request } from "@playwright/test";
import { courseDeal, defaultOffers } from "../../app/content/offers";
import { defaultSiteConfig } from "../../app/content/site-config";
import { axeViolations, expect, test } from "./fixtures";

// The server runs with no saved offers; the executive coach's early bird has a deadline: judged as the page does.
const execOfferOpen = courseDeal(defaultOffers(defaultSiteConfig), "executive-coach", new Date()).offerOpen;

// The e2e server runs without a YouTube channel: Sync Videos answers honestly that it is not
// configured (503), which the browser reports as a failed load.
test.use({ consoleAllow: [/status of 503/] });

const YOUTUBE =
  /^https?:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|googlevideo\.com|ytimg\.com|ggpht\.com|doubleclick\.net)\//;

function youtubeRequests(page: Page) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (YOUTUBE.test(request.url())) seen.push(request);
  });
  return seen;
}

for (const path of ["/resources", "/watch-me-ai"]) {
  test(`${path} shows the hub: hero with the newsletter, the four sections and the video grid; canonical /resources`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free AI resources, guides and tutorials");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/resources$/);
    await expect(page.getByTestId("newsletter-container")).toHaveCount(2);
    for (const heading of ["Popular Resources", "Free Guides & Toolkits", "Courses", "Latest AI Tutorials"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }

    const popular = page.getByRole("region", { name: "Popular Resources" });
    const popularLinks = popular.getByRole("link");
    await expect(popularLinks).toHaveCount(4);
    expect(await popularLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/ai-tools",
      "/smart-prompt-sheet",
      "https://www.youtube.com/",
      "/resources/what-should-i-vibe-code",
    ]);
    await expect(popular.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute("target", "_blank");
    await expect(popular.getByRole("link", { name: /Browse the List/ })).not.toHaveAttribute("target", /.*/);

    const guides = page.getByRole("region", { name: "Free Guides & Toolkits" });
    expect(await guides.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/meeting-insights-prompts",
      "/vibe-code-job-hunting",
      "/lovable-guide",
      "/ai-glossary",
      "/build-a-weekly-win-report",
      "/smart-prompt-sheet",
    ]);
    await expect(guides.getByRole("link", { name: /^View/ })).toHaveAttribute("href", "/ai-glossary");

    const courses = page.getByRole("region", { name: "Courses" });
    await expect(courses.getByRole("link", { name: /^Learn More/ })).toHaveCount(3);
    expect(await courses.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/courses/executive-coach",
      "/courses/business-building-ai",
      "/courses/ai-tools-job-hunting",
    ]);
    // Each course card wears its own cover and the price in force (the executive coach's early bird has a deadline).
    expect(await courses.getByRole("img").evaluateAll((images) => images.map((img) => img.getAttribute("src")))).toEqual([
      "/images/courses/executive-coach.svg",
      "/images/courses/business-building-ai.svg",
      "/images/courses/ai-tools-job-hunting.svg",
    ]);
    await expect(courses.locator("[data-price]")).toHaveText([execOfferOpen ? "$49" : "$70", "$199", "$250"]);
  });
}

test("the grid lists the 4 newest active videos with K/M views, durations and a VideoObject each", async ({ page }) => {
  await page.goto("/resources");
  const cards = page.getByTestId("video-card");
  await expect(cards).toHaveCount(4);
  // The seeded videos, newest first.
  await expect(cards.nth(0)).toContainText("I Built an AI Meeting Assistant in 20 Minutes (No Code)");
  await expect(cards.nth(0)).toContainText("842 views");
  await expect(cards.nth(0)).toContainText("21:47");
  await expect(cards.nth(1)).toContainText("12.5K views");
  await expect(cards.nth(3)).toContainText("156.3K views");
  await expect(cards.nth(3)).toContainText("9:12");
  await expect(page.getByRole("region", { name: "Latest AI Tutorials" })).toContainText("6 videos in all.");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const videos = jsonLd
    .map((text) => JSON.parse(text) as { "@type": string; name: string; embedUrl: string })
    .filter((data) => data["@type"] === "VideoObject");
  expect(videos).toHaveLength(4);
  expect(videos[0]).toMatchObject({
    name: "I Built an AI Meeting Assistant in 20 Minutes (No Code)",
    embedUrl: "https://www.youtube-nocookie.com/embed/q7Rk2LmX9aB",
  });
});

test("nothing from YouTube but thumbnail images loads before a click; play loads the youtube-nocookie player", async ({
  page,
  context,
}) => {
  const requests = youtubeRequests(page);
  const embeds: string[] = [];
  // The player never leaves the machine: its request is answered here.
  await page.route("https://www.youtube-nocookie.com/**", async (route) => {
    embeds.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" });
  });
  await page.goto("/resources");
  // Thumbnails load lazily: bring the grid into view so they do.
  await page.getByTestId("video-grid").scrollIntoViewIfNeeded();
  await expect.poll(() => requests.length).toBe(4);
  await page.waitForLoadState("networkidle");

  const before = requests.map((request) => ({ url: request.url(), type: request.resourceType() }));
  expect(before.length).toBeGreaterThan(0);
  for (const request of before) {
    expect(request.url, "only thumbnails before a click").toMatch(/^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/);
    expect(request.type).toBe("image");
  }
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.locator("script[src*='youtube']")).toHaveCount(0);
  expect((await context.cookies()).filter((cookie) => /youtube|google/.test(cookie.domain))).toEqual([]);

  const firstCard = page.getByTestId("video-card").first();
  const thumbnail = firstCard.locator("img");
  await expect(thumbnail).toHaveAttribute("width", "480");
  await expect(thumbnail).toHaveAttribute("height", "360");
  await firstCard.getByRole("button", { name: "Play video: I Built an AI Meeting Assistant in 20 Minutes (No Code)" }).click();
  const frame = firstCard.locator("iframe");
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/q7Rk2LmX9aB?autoplay=1");
  await expect(frame).toBeFocused();
  await expect.poll(() => embeds).toEqual(["https://www.youtube-nocookie.com/embed/q7Rk2LmX9aB?autoplay=1"]);
  // Only the clicked video loads a player.
  await expect(page.locator("iframe")).toHaveCount(1);
});

test("Sync Videos shows 'Syncing...' (disabled, spinning) and then the server's honest answer", async ({ page }) => {
  await page.goto("/resources");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/resources\.data/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const button = page.getByRole("button", { name: "Sync Videos" });
  await expect(button).toBeEnabled();
  // The button's code arrives after the page's (a deferred part): until React has taken the
  // button over, a click posts as it would without JavaScript (another test covers that).
  await expect.poll(() => button.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")))).toBe(true);
  await button.click();
  const busy = page.getByRole("button", { name: "Syncing..." });
  await expect(busy).toBeDisabled();
  await expect(busy.locator("svg")).toHaveClass(/animate-spin/);
  release();
  await expect(page.getByText("Video sync is not configured.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sync Videos" })).toBeEnabled();
  // The list is still there.
  await expect(page.getByTestId("video-card")).toHaveCount(4);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the page is whole and Sync Videos posts to the page, which shows the answer under the button", async ({ page }) => {
    await page.goto("/watch-me-ai");
    await expect(page.getByTestId("video-card")).toHaveCount(4);
    await page.getByRole("button", { name: "Sync Videos" }).click();
    await expect(page).toHaveURL(/\/watch-me-ai$/);
    await expect(page.getByRole("status").filter({ hasText: "Video sync is not configured." })).toBeVisible();
    await expect(page.getByTestId("video-card")).toHaveCount(4);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`no axe violations at ${viewport.width}px, before and after a video plays`, async ({ page }) => {
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><html lang=en><title>player</title></html>" }),
    );
    await page.setViewportSize(viewport);
    await page.goto("/resources");
    await page.waitForLoadState("networkidle");
    const scan = () => axeViolations(page);
    expect(await scan()).toEqual([]);
    await page
      .getByRole("button", { name: /Play video/ })
      .first()
      .click();
    await expect(page.locator("iframe")).toHaveCount(1);
    expect(await scan()).toEqual([]);
  });
}

test("the sitemap lists the hub once, at /resources", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/resources</loc>");
  expect(sitemap).not.toContain("/watch-me-ai</loc>");
});
