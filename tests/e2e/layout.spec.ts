import { expect, test } from "./fixtures";

test("the header is transparent at the top and white and blurred after more than 50 px", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

  await page.evaluate(() => window.scrollTo({ top: 50, behavior: "instant" }));
  await page.waitForTimeout(100);
  await expect(header).toHaveAttribute("data-scrolled", "false");

  await page.evaluate(() => window.scrollTo({ top: 51, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await expect(header).toHaveCSS("backdrop-filter", /blur/);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("the header links go to their pages and the active one is marked", async ({ page }) => {
  await page.goto("/contact");
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  const links = nav.getByRole("link");
  await expect(links).toHaveText(["Home", "Watch Me AI", "Courses", "Blog", "Work With Me", "About", "Events"]);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(["/", "/watch-me-ai", "/courses", "/blog", "/work-with-me", "/about", "/events"]);
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);

  await page.getByRole("link", { name: /, home$/ }).click();
  await expect(page).toHaveURL("/");
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  // A course's sales page is in the Courses section.
  await page.goto("/courses/executive-coach");
  await expect(nav.locator('[aria-current="page"]')).toHaveText("Courses");
});

test("the header's seven sections and Subscribe stay on one line each from 768 px, and in the phone menu", async ({ page }) => {
  for (const width of [768, 900, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/courses");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const heights = await nav.getByRole("link").evaluateAll((anchors) => anchors.map((a) => a.getBoundingClientRect().height));
    expect(new Set(heights).size, `${width} px: ${heights.join(", ")}`).toBe(1);
    const { right, bar } = await page.getByRole("banner").evaluate((header) => ({
      right: Math.max(...[...header.querySelectorAll("a")].map((a) => a.getBoundingClientRect().right)),
      bar: header.getBoundingClientRect().right,
    }));
    expect(right, `${width} px`).toBeLessThanOrEqual(bar);
  }
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 420 });
    await page.goto("/courses");
    await page.getByLabel("Open menu").click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link")).toHaveText([
      "Home",
      "Watch Me AI",
      "Courses",
      "Blog",
      "Work With Me",
      "About",
      "Events",
      "Subscribe",
    ]);
    // Taller than a small screen below the bar: the menu scrolls to its last link.
    await menu.getByRole("link", { name: "Subscribe" }).scrollIntoViewIfNeeded();
    await expect(menu.getByRole("link", { name: "Subscribe" })).toBeInViewport();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
  }
});

test("the header's Subscribe leads to the newsletter's own page", async ({ page }) => {
  await page.goto("/events");
  const subscribe = page.getByRole("banner").getByRole("link", { name: "Subscribe" });
  await expect(subscribe).toHaveAttribute("href", "/watch-me-ai-signup");
  // It is the header's call to action, not an eighth section link.
  await expect(page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link")).toHaveCount(7);
  await subscribe.click();
  await expect(page).toHaveURL("/watch-me-ai-signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watch me use AI on real work, then do it yourself");
  await expect(page.getByTestId("newsletter-container").first()).toBeAttached();
});

test("on a phone Subscribe is in the bar and in the menu, and the menu closes on it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Subscribe" }).first()).toBeVisible();
  await page.getByLabel("Open menu").click();
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.getByRole("link", { name: "Subscribe" }).click();
  await expect(page).toHaveURL("/watch-me-ai-signup");
  await expect(menu).toBeHidden();
});

test("under 768 px the links sit behind a menu that closes on a pick and on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
  const toggle = page.getByLabel("Open menu");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByLabel("Close menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByLabel("Open menu")).toBeFocused();

  await page.getByLabel("Open menu").click();
  await menu.getByRole("link", { name: "Home" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByLabel("Open menu")).toBeFocused();

  await page.getByLabel("Open menu").click();
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(menu).toBeHidden();

  await page.getByLabel("Open menu").click();
  await menu.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(menu).toBeHidden();
});

test("the mobile menu opens without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "AI is moving fast. Don't get left behind." }).first()).toBeVisible();
  await page.getByLabel("Open menu").click();
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Events" })).toBeVisible();
  await context.close();
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer has the year, the owner, the place and every outbound link", async ({ page }) => {
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Morgan Lee`);
  await expect(footer).toContainText("Seattle, WA");
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  await expect(footer.getByRole("link", { name: /^Work Waves Blog/ })).toContainText("LinkedIn newsletter");
  for (const label of ["LinkedIn", "X/Twitter", "TikTok", "Instagram", "YouTube", "Work Waves Blog"]) {
    const link = footer.getByRole("link", {
      name: new RegExp(`^${label.replace("/", "\\/")}(, LinkedIn newsletter)? \\(opens in a new tab\\)$`),
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("the footer is a small sitemap of every section", async ({ page }) => {
  await page.goto("/contact");
  const sitemap = page.getByRole("contentinfo").getByRole("navigation", { name: "Site map" });
  const links = sitemap.getByRole("link");
  expect(await links.evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute("href")]))).toEqual([
    ["Resource hub", "/resources"],
    ["AI tools", "/ai-tools"],
    ["AI glossary", "/ai-glossary"],
    ["Mini apps", "/mini-apps"],
    ["Blog", "/blog"],
    ["Archive", "/archive"],
    ["Courses", "/courses"],
    ["Live sessions", "/events"],
    ["Work with me", "/work-with-me"],
  ]);
  await sitemap.getByRole("link", { name: "Archive" }).click();
  await expect(page).toHaveURL("/archive");
  await page.getByRole("contentinfo").getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL("/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Courses for putting AI to work" })).toBeInViewport();
});

test.describe("not found", () => {
  test.use({ consoleAllow: [/status of 404/] });

  test("the not-found page answers 404, goes back and returns home", async ({ page }) => {
    await page.goto("/contact");
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();

    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL("/contact");

    await page.goForward();
    await expect(page).toHaveURL("/no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the not-found page offers the popular guides, the latest posts and the hub", async ({ page }) => {
    await page.goto("/no/such/page");
    const hrefs = (name: string) =>
      page
        .getByRole("region", { name })
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(await hrefs("Popular guides")).toEqual(["/smart-prompt-sheet", "/lovable-guide", "/build-a-weekly-win-report"]);
    const posts = await hrefs("Latest posts");
    expect(posts).toHaveLength(3);
    for (const href of posts) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    await page.getByRole("link", { name: "Browse the resource hub" }).click();
    await expect(page).toHaveURL("/resources");
  });
});

test("the owner's name stands beside the mark as the wordmark wherever the bar has room", async ({ page }) => {
  for (const [width, shown] of [
    [320, false],
    [390, true],
    [768, false],
    [1024, true],
    [1280, true],
  ] as const) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/events");
    const home = page.getByRole("banner").getByRole("link", { name: "Morgan Lee, home" });
    await expect(home).toBeVisible();
    const wordmark = home.getByTestId("wordmark");
    const box = (await wordmark.boundingBox())!;
    expect(box.width > 50, `the wordmark at ${width}px`).toBe(shown);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
  }
});
