import { axeViolations, expect, test } from "./fixtures";

/** The six posts, newest first. */
const posts = [
  { slug: "personal-data-revolution", date: "November 10, 2026", title: "The Personal Data Revolution" },
  { slug: "colleagues-secretly-recording-meetings", date: "October 20, 2026", title: "Are Your Colleagues Secretly Recording Meetings?" },
  { slug: "spike-factor-unique-edge-ai-economy", date: "September 29, 2026", title: "The Spike Factor" },
  { slug: "three-waves-ai-transformation", date: "September 8, 2026", title: "The Three Waves of AI Transformation" },
  { slug: "ai-native-startup-without-coding", date: "August 18, 2026", title: "How to Build an AI-Native Startup" },
  { slug: "ai-entrepreneurship-for-moms", date: "July 28, 2026", title: "AI Entrepreneurship for Moms" },
];

test("the list: banner, then one card per post, newest first, each with its parts and its link", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Work Waves" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(posts.length);
  const datetimes = await cards.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
  expect(datetimes).toEqual([...datetimes].sort().reverse());

  for (const [i, post] of posts.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 2 })).toContainText(post.title);
    await expect(card.locator("time")).toHaveText(post.date);
    await expect(card).toContainText(/\d+ min read/);
    await expect(card.locator("p").last()).toHaveText(/\S.{60,}/);
    const image = card.locator("img");
    await expect(image).toHaveAttribute("src", `/images/blog/${post.slug}.svg`);
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("height", "900");
    const readMore = card.getByRole("link", { name: /^Read more/ });
    await expect(readMore).toHaveAttribute("href", `/blog/${post.slug}`);
    await expect(card.getByRole("link", { name: post.title, exact: false }).first()).toHaveAttribute("href", `/blog/${post.slug}`);
  }
});

test("'Read more' opens the post, a page without React, and the back link returns to the list", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: /^Read more about The Spike Factor/ }).click();
  await expect(page).toHaveURL(/\/blog\/spike-factor-unique-edge-ai-economy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("The Spike Factor");
  // The post ships no module script: its HTML, the stylesheet and the inline page script.
  await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole("link", { name: "All posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

for (const post of posts) {
  test(`${post.slug}: every part of the post, readable at phone and desktop widths`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/blog/${post.slug}`);
      const article = page.getByRole("main").getByRole("article");
      await expect(article.getByRole("link", { name: "All posts" })).toHaveAttribute("href", "/blog");
      await expect(article.locator("time").first()).toHaveText(post.date);
      await expect(article).toContainText(/\d+ min read/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(post.title);
      const hero = article.locator(`img[src="/images/blog/${post.slug}.svg"]`);
      await expect(hero).toHaveAttribute("alt", /\S{3,}/);
      await expect(hero).toHaveAttribute("width", "1600");
      expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The body: sections and paragraphs, rendered from markdown or HTML.
      expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
      expect(await article.locator("p").count()).toBeGreaterThan(10);
      // The footer: the author's bio and the newsletter.
      const author = page.getByRole("region", { name: "About the author" });
      await expect(author).toContainText("Morgan Lee");
      await expect(author).toContainText("AI educator");
      const subscribe = page.getByRole("region", { name: "One practical AI win every week" });
      await expect(subscribe.getByRole("textbox", { name: "Your email address" })).toBeVisible();
      await expect(subscribe.getByRole("link", { name: "What the newsletter brings" })).toHaveAttribute("href", "/watch-me-ai-signup");
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}

test.describe("subscribing in place", () => {
  // A refused address is a 400, which the browser logs itself.
  test.use({ consoleAllow: [/status of 400/] });

  test("a reader subscribes from the end of a post, in place, and from the blog's list", async ({ page }) => {
    await page.goto("/blog/personal-data-revolution");
    const end = page.getByRole("region", { name: "One practical AI win every week" });
    // The page script sends the form in place once it has run (before, the form posts as without JavaScript).
    await expect(end.locator("[data-sends-in-place]")).toHaveCount(1);
    await end.getByRole("textbox", { name: "Your email address" }).fill(`post-reader-${Date.now()}@example.com`);
    await end.getByRole("button", { name: "Subscribe to the newsletter" }).click();
    await expect(end.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(page).toHaveURL("/blog/personal-data-revolution");

    await page.goto("/blog");
    const band = page.getByRole("region", { name: "Get the next post in your inbox" });
    await expect(band.locator("[data-sends-in-place]")).toHaveCount(1);
    await expect(band.getByRole("textbox", { name: "Your email address" })).toBeVisible();
    // Between the first row of posts and the rest.
    const cards = page.getByRole("main").getByRole("article");
    const [third, bandBox, fourth] = [await cards.nth(2).boundingBox(), await band.boundingBox(), await cards.nth(3).boundingBox()];
    expect(third!.y + third!.height).toBeLessThanOrEqual(bandBox!.y);
    expect(bandBox!.y + bandBox!.height).toBeLessThanOrEqual(fourth!.y);
    await band.getByRole("textbox", { name: "Your email address" }).fill("not-an-address");
    await band.getByRole("button", { name: "Subscribe to the newsletter" }).click();
    await expect(band.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page).toHaveURL("/blog");
  });
});

test("a post tells search engines and social networks what it is", async ({ page }) => {
  await page.goto("/blog/personal-data-revolution");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", "2026-11-10");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/blog\/personal-data-revolution\.jpg$/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ "@type": "BlogPosting", datePublished: "2026-11-10", author: { name: "Morgan Lee" } });
  expect(ld.headline).toContain("The Personal Data Revolution");
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute("href", "/blog/personal-data-revolution.md");
});

test("an unknown post: a first request is redirected to the list", async ({ page, request }) => {
  const response = await request.get("/blog/no-such-post", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/\/blog$/);

  await page.goto("/blog/no-such-post");
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Work Waves" })).toBeVisible();
});

test("an unknown post reached inside the app ends on the list, and Back never shows the bad address", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: /^Read more about The Three Waves/ }).click();
  await expect(page).toHaveURL(/\/blog\/three-waves-ai-transformation$/);
  const length = await page.evaluate(() => history.length);
  // A link to a post that doesn't exist, put in the post's body, whose links navigate inside the app.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "/blog/no-such-post", textContent: "Missing post" });
    document.querySelector("main article h2")!.parentElement!.append(link);
  });
  await page.getByRole("link", { name: "Missing post" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Work Waves" })).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(length + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/three-waves-ai-transformation$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/blog$/);
});

test("links to the site's own pages inside a post are plain links that load the page", async ({ page }) => {
  await page.goto("/blog/personal-data-revolution");
  await page.getByRole("main").getByRole("link", { name: "meeting insights prompts" }).click();
  await expect(page).toHaveURL(/\/meeting-insights-prompts$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("RSS: every page announces the feed, and the feed is valid RSS 2.0 with all six posts in full", async ({ page, request }) => {
  for (const path of ["/", "/contact", "/blog", "/blog/three-waves-ai-transformation"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
  }
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (el: Element | null | undefined) => el?.textContent ?? null;
    const channel = doc.querySelector("rss > channel");
    return {
      error: text(doc.querySelector("parsererror")),
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      channel: {
        title: text(channel?.querySelector(":scope > title")),
        link: text(channel?.querySelector(":scope > link")),
        description: text(channel?.querySelector(":scope > description")),
      },
      items: [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: text(item.querySelector("title")),
        link: text(item.querySelector("link")),
        guid: text(item.querySelector("guid")),
        pubDate: text(item.querySelector("pubDate")),
        description: text(item.querySelector("description")),
        content: text(item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]),
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.root).toBe("rss");
  expect(feed.version).toBe("2.0");
  expect(feed.channel.title).toContain("Work Waves");
  expect(feed.channel.link).toMatch(/^https?:\/\/.+\/blog$/);
  expect(feed.channel.description?.length).toBeGreaterThan(20);
  expect(feed.items).toHaveLength(6);
  feed.items.forEach((item, i) => {
    expect(item.title).toContain(posts[i]!.title);
    expect(item.link).toMatch(new RegExp(`^https?://.+/blog/${posts[i]!.slug}$`));
    expect(item.guid).toBe(item.link);
    expect(new Date(item.pubDate!).toUTCString()).toBe(item.pubDate);
    expect(item.description?.length).toBeGreaterThan(60);
    expect(item.content?.length).toBeGreaterThan(4000);
    expect(item.content).toContain("<h2");
  });
});

test("each post as Markdown, and llms.txt listing guides, courses and posts", async ({ request }) => {
  for (const post of posts) {
    const response = await request.get(`/blog/${post.slug}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/markdown/);
    const md = await response.text();
    expect(md.startsWith(`# ${post.title}`)).toBe(true);
    expect(md).toMatch(/\n## \S/);
    expect(md).toMatch(/\n(- |1\. )\S/);
    expect(md).not.toMatch(/<\/?(p|h2|li|ul|ol|strong|a)\b/);
  }
  expect((await request.get("/blog/no-such-post.md")).status()).toBe(404);

  const llms = await request.get("/llms.txt");
  expect(llms.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await llms.text();
  expect(text).toMatch(/^# .+\n\n> /);
  for (const path of [
    "/smart-prompt-sheet",
    "/lovable-guide",
    "/build-a-weekly-win-report",
    "/meeting-insights-prompts",
    "/vibe-code-job-hunting",
    "/ai-glossary",
    "/ai-tools",
    "/courses",
    "/courses/executive-coach",
    "/courses/ai-tools-job-hunting",
    "/courses/business-building-ai",
    "/resources",
    "/resources/what-should-i-vibe-code",
    "/mini-apps",
    "/events",
  ]) {
    expect(text).toMatch(new RegExp(`\\]\\(https?://[^)]+${path}\\): \\S`));
  }
  for (const post of posts) expect(text).toMatch(new RegExp(`\\]\\(https?://[^)]+/blog/${post.slug}\\.md\\): \\S`));
});

test("the sitemap lists the blog and every post, and no feed", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/<loc>[^<]+\/blog<\/loc>/);
  for (const post of posts) expect(xml).toMatch(new RegExp(`<loc>[^<]+/blog/${post.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  expect(xml).not.toContain("rss.xml");
  expect(xml).not.toContain("llms.txt");
});
