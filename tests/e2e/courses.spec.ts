import type { Page } from "@playwright/test";
import { jobHuntingPage } from "../../app/content/course-ai-tools-job-hunting";
import { businessBuildingPage } from "../../app/content/course-business-building-ai";
import { executiveCoachPage } from "../../app/content/course-executive-coach";
import { courseDeal, defaultOffers } from "../../app/content/offers";
import { defaultSiteConfig } from "../../app/content/site-config";
import { axeViolations, expect, test } from "./fixtures";

const checkout = defaultSiteConfig.courseCheckout;
// The server runs with no saved offers: the content's stand. The executive coach's early bird has
// a deadline (content/courses.ts): judge it as the page does.
const offers = defaultOffers(defaultSiteConfig);
const execOfferOpen = courseDeal(offers, "executive-coach", new Date()).offerOpen;
const jobPage = jobHuntingPage(courseDeal(offers, "ai-tools-job-hunting", new Date()));
const businessPage = businessBuildingPage(courseDeal(offers, "business-building-ai", new Date()));

const pages = [
  {
    path: "/courses/executive-coach",
    nav: ["What You'll Learn", "Who It's For", "Modules", "Why It Works", "Pricing"],
    ids: ["learn", "who", "modules", "why", "pricing"],
    checkout: execOfferOpen ? `${checkout.executiveCoach}?coupon=EARLY-BIRD` : checkout.executiveCoach,
    price: execOfferOpen ? 49 : 70,
  },
  {
    path: "/courses/ai-tools-job-hunting",
    nav: ["What's Inside", "Testimonials", "Pricing", "FAQ", "Get Early Access"],
    ids: ["whats-inside", "testimonials", "pricing", "faq", "get-early-access"],
    cta: "Get Early Access",
    checkout: `${checkout.jobHunting}?coupon=EARLY-BIRD`,
    price: 250,
  },
  {
    path: "/courses/business-building-ai",
    nav: ["What You'll Learn", "Who It's For", "Bonuses", "Pricing"],
    ids: ["learn", "who", "bonuses", "pricing"],
    checkout: `${checkout.businessBuilding}?coupon=EARLY-BIRD`,
    price: 199,
  },
] as const;

/** Waits until the page stops scrolling (the same position three reads in a row), and returns where it rests. */
async function settledScroll(page: Page) {
  let last = -1;
  let same = 0;
  for (let i = 0; i < 80; i++) {
    const y = await page.evaluate(() => window.scrollY);
    same = y === last ? same + 1 : 0;
    if (same === 2) return y;
    last = y;
    await page.waitForTimeout(100);
  }
  throw new Error("the page never stopped scrolling");
}

/** Opens a course page and waits for it to hydrate, so clicks meet the page's own handlers. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/** Records every scroll position the page passes through from now on. */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { __positions: number[] }).__positions = positions;
    window.addEventListener("scroll", () => positions.push(window.scrollY), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { __positions: number[] }).__positions.slice());
}

/** The section sits just below the sticky bar, or as high as a page that has run out of scroll allows. */
async function expectLandedBelowNav(page: Page, id: string) {
  const y = await settledScroll(page);
  const navBox = await page.getByRole("navigation", { name: "Course sections" }).boundingBox();
  const sectionBox = await page.locator(`#${id}`).boundingBox();
  const { maxScroll, viewport } = await page.evaluate(() => ({
    maxScroll: document.documentElement.scrollHeight - window.innerHeight,
    viewport: window.innerHeight,
  }));
  expect(navBox && sectionBox).toBeTruthy();
  const navBottom = navBox!.y + navBox!.height;
  if (y < maxScroll - 1) expect(Math.abs(sectionBox!.y - navBottom), `#${id} lands below the bar`).toBeLessThanOrEqual(2);
  else expect(sectionBox!.y, `#${id} is below the bar`).toBeGreaterThanOrEqual(navBottom - 2);
  expect(sectionBox!.y, `#${id} is in view`).toBeLessThan(viewport - 100);
}

for (const course of pages) {
  test(`${course.path}: the section bar scrolls smoothly to each section, below the bar, and names it in the URL`, async ({ page }) => {
    await open(page, course.path);
    const nav = page.getByRole("navigation", { name: "Course sections" });
    await expect(nav).toHaveCSS("position", "sticky");
    const positions = await recordScroll(page);
    for (const [index, label] of course.nav.entries()) {
      const id = course.ids[index]!;
      const link = nav.getByRole("link", { name: label, exact: true }).filter({ visible: true });
      await expect(link).toHaveAttribute("href", `#${id}`);
      const before = (await positions()).length;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${course.path}#${id}$`));
      await expectLandedBelowNav(page, id);
      await expect(page.locator(`#${id}`)).toBeFocused();
      if (!("cta" in course) || label !== course.cta) await expect(link).toHaveAttribute("aria-current", "location");
      if (index === 0) {
        // Smooth: the page passed through positions on its way, not one jump. How many depends on
        // how many frames a busy machine draws, so one stop before the last is proof enough.
        const path = (await positions()).slice(before);
        expect(new Set(path).size, "distinct scroll positions on the way").toBeGreaterThan(1);
      }
    }
  });
}

test("with reduced motion the section bar jumps at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, "/courses/business-building-ai");
  const positions = await recordScroll(page);
  await page.getByRole("navigation", { name: "Course sections" }).getByRole("link", { name: "Bonuses" }).click();
  await expect(page).toHaveURL(/#bonuses$/);
  await expectLandedBelowNav(page, "bonuses");
  expect(new Set(await positions()).size).toBe(1);
});

test("hero buttons scroll to their sections too", async ({ page }) => {
  await open(page, "/courses/ai-tools-job-hunting");
  await page.getByRole("main").getByRole("link", { name: "See pricing" }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expectLandedBelowNav(page, "pricing");
});

test("without JavaScript the section links are plain anchors that still land below the bar", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.goto(`${process.env.E2E_BASE_URL}/courses/executive-coach`);
  await page.getByRole("navigation", { name: "Course sections" }).getByRole("link", { name: "Modules" }).click();
  await expect(page).toHaveURL(/#modules$/);
  await expectLandedBelowNav(page, "modules");
  // A section far down, past sections not drawn yet: the jump still lands on it.
  await page.goto(`${process.env.E2E_BASE_URL}/courses/ai-tools-job-hunting`);
  await page.getByRole("main").getByRole("link", { name: "See pricing" }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expectLandedBelowNav(page, "pricing");
  await context.close();
});

test("sections below the first screen wait to be drawn until the visitor nears them; arriving at one lands on it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/courses/business-building-ai");
  // checkVisibility with contentVisibilityAuto is false for what the browser skips rendering.
  const drawn = (id: string) =>
    page.locator(`#${id}-heading`).evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn("faq"), "the FAQ, far below, is not drawn at first").toBe(false);
  await page.goto("/courses/business-building-ai#faq");
  await expectLandedBelowNav(page, "faq");
  expect(await drawn("faq")).toBe(true);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the section menu toggles, closes after a pick and on Escape, and hands focus back", async ({ page }) => {
    await open(page, "/courses/ai-tools-job-hunting");
    const nav = page.getByRole("navigation", { name: "Course sections" });
    const toggle = nav.locator("summary");
    const menu = nav.locator("details ul");
    await expect(toggle).toBeVisible();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(["What's Inside", "Testimonials", "Pricing", "FAQ", "Get Early Access"]);
    await toggle.click();
    await expect(menu).toBeHidden();

    // A pick closes the menu and lands on the section.
    await toggle.click();
    await menu.getByRole("link", { name: "Testimonials" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#testimonials$/);
    await expectLandedBelowNav(page, "testimonials");
    await expect(toggle).toContainText("Testimonials");

    // Escape closes it from inside, and focus goes back to the toggle.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "FAQ" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // A click elsewhere closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu).toBeHidden();
  });

  test("at 320 px the menu's label is read whole, beside the call to action", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/courses/ai-tools-job-hunting", "/courses/business-building-ai"]) {
      await open(page, path);
      await page.mouse.wheel(0, 900);
      const nav = page.getByRole("navigation", { name: "Course sections" });
      const label = nav.locator("summary [data-section-label]");
      await expect(label).not.toHaveText("On this page");
      // Nothing of the label is cut off: it may take two lines, never an ellipsis.
      expect(
        await label.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight),
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
  });

  test("the open menu and an open answer pass axe", async ({ page }) => {
    await open(page, "/courses/ai-tools-job-hunting");
    await page.locator("#faq summary").first().click();
    await page.getByRole("navigation", { name: "Course sections" }).locator("summary").click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

for (const course of pages) {
  test(`${course.path}: purchase buttons open the configured checkout in a new tab`, async ({ page, context }) => {
    await context.route(/^https:\/\/courses\.example\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Checkout</title>" }),
    );
    await page.goto(course.path);
    const buttons = page.locator("a[data-purchase]");
    expect(await buttons.count()).toBeGreaterThanOrEqual(1);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute("href", course.checkout);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
      await expect(button).toContainText("(opens in a new tab)");
    }
    const [popup] = await Promise.all([context.waitForEvent("page"), buttons.first().click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(course.checkout);
    await popup.close();
  });
}

test("every course number appears as written", async ({ page }) => {
  const expected: Record<string, string[]> = {
    // The early bird's price, code and last day show only while it stands.
    "/courses/executive-coach": [...(execOfferOpen ? ["$49", "EARLY-BIRD", "October 24"] : []), "$70", "6 modules", "About 30 minutes"],
    "/courses/ai-tools-job-hunting": [
      "$250",
      "$500",
      "Save 50%",
      "$97",
      "$147",
      "$112",
      "$550",
      "$500+",
      "$1,000+",
      "30-day money-back guarantee",
      "Lifetime access",
      "1,200+ professionals",
      "About 3 hours of video",
      "EARLY-BIRD",
    ],
    "/courses/business-building-ai": ["$199", "$600+", "Save 66%", "$47", "$97", "$197", "$438", "$400+", "EARLY-BIRD"],
  };
  for (const [path, numbers] of Object.entries(expected)) {
    await page.goto(path);
    // The text as written (textContent): sections below the first screen are not laid out until
    // the visitor nears them, and innerText would leave them out.
    for (const number of numbers) await expect(page.getByRole("main"), `${path} says ${number}`).toContainText(number);
  }
  // Never more than 30 minutes for the executive course, in words or numbers.
  await page.goto("/courses/executive-coach");
  await expect(page.getByRole("main")).not.toContainText(/under an hour/i);
});

test("the executive coach page is honest about the early-bird deadline", async ({ page }) => {
  await page.goto("/courses/executive-coach");
  const pricing = page.locator("#pricing");
  if (execOfferOpen) {
    await expect(pricing).toContainText("Early bird price until October 24.");
    await expect(pricing).toContainText("$49");
  } else {
    // Over is over: no word of the deal the visitor missed, anywhere on the page.
    await expect(pricing.getByRole("link", { name: /Enroll for \$70/ })).toBeVisible();
    await expect(pricing).not.toContainText("Save");
    const text = (await page.getByRole("main").textContent()) ?? "";
    for (const missedDeal of ["$49", "EARLY-BIRD", "October 24", "Early bird"]) expect(text).not.toContain(missedDeal);
  }
});

test("three five-star testimonials with name, role and company", async ({ page }) => {
  await page.goto("/courses/ai-tools-job-hunting");
  const section = page.locator("#testimonials");
  await expect(section.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
  for (const testimonial of jobPage.testimonials.items) {
    const figure = section.locator("figure").filter({ hasText: testimonial.content });
    await expect(figure).toContainText(testimonial.name);
    await expect(figure).toContainText(`${testimonial.role}, ${testimonial.company}`);
  }
});

test("the FAQ opens one answer at a time, collapses, and works from the keyboard", async ({ page }) => {
  await open(page, "/courses/ai-tools-job-hunting");
  const faq = page.locator("#faq");
  const items = faq.locator("details");
  const questions = faq.locator("summary");
  await expect(items).toHaveCount(6);
  await expect(faq.locator("details[open]")).toHaveCount(0);
  await expect(questions).toHaveText(jobPage.faq.items.map((item) => item.question));

  await questions.first().focus();
  await page.keyboard.press("Enter");
  await expect(items.first()).toHaveAttribute("open", "");
  await expect(faq.getByText(jobPage.faq.items[0]!.answer)).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.first()).not.toHaveAttribute("open");
  await expect(faq.locator("details[open]")).toHaveCount(1);
  await expect(faq.getByText(jobPage.faq.items[0]!.answer)).toBeHidden();

  await page.keyboard.press("Enter");
  await expect(faq.locator("details[open]")).toHaveCount(0);

  // A click works the same way.
  await questions.nth(5).click();
  await expect(items.nth(5)).toHaveAttribute("open", "");
  await expect(faq.getByText(jobPage.faq.items[5]!.answer)).toBeVisible();
});

test("structured data: a Course with its Offer on each page, and a FAQPage on the pages with questions", async ({ page }) => {
  for (const course of pages) {
    await page.goto(course.path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
    const courseData = data.find((entry) => entry["@type"] === "Course");
    expect(courseData, `${course.path} has a Course`).toMatchObject({
      "@context": "https://schema.org",
      url: expect.stringMatching(new RegExp(`${course.path}$`)),
      offers: { "@type": "Offer", price: course.price, priceCurrency: "USD", url: expect.stringMatching(new RegExp(`${course.path}$`)) },
    });
    const faq = data.find((entry) => entry["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
    const questions = { "/courses/ai-tools-job-hunting": 6, "/courses/business-building-ai": businessPage.faq.items.length };
    if (course.path in questions) expect(faq?.mainEntity).toHaveLength(questions[course.path as keyof typeof questions]);
    else expect(faq).toBeUndefined();
  }
});

test("each page has one h1 (the course title) and its cover image has its size set", async ({ page }) => {
  for (const content of [executiveCoachPage, jobPage, businessPage]) {
    await page.goto(content.course.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.course.title);
    const cover = page.getByRole("img", { name: content.course.cover.alt });
    await expect(cover).toHaveAttribute("width", String(content.course.cover.width));
    await expect(cover).toHaveAttribute("height", String(content.course.cover.height));
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test("the business-building page ends as the other two do: instructor, pricing, FAQ and a closing call to action", async ({ page }) => {
  await page.goto("/courses/business-building-ai");
  const headings = await page
    .getByRole("main")
    .locator("section > div > div > h2, section h2")
    .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.textContent))]);
  const tail = headings.slice(headings.indexOf("Your instructor"));
  expect(tail).toEqual(["Your instructor", "Pricing", "Frequently asked questions", "Start building your business"]);
  const faq = page.locator("#faq");
  await faq.getByText("How does the early-bird price work?").click();
  await expect(faq).toContainText(
    "The code EARLY-BIRD is applied when you click through to checkout, so you pay $199 instead of the regular $600+.",
  );
  const closing = page.locator("#enroll");
  await expect(closing.getByRole("link", { name: /Enroll for \$199/ })).toHaveAttribute("target", "_blank");
  // No testimonials were made up for a course that has none.
  await expect(page.locator("#testimonials")).toHaveCount(0);
});

test("/courses lists the three courses with cover, length and price in force, each one button to its sales page", async ({ page }) => {
  const response = await page.goto("/courses");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Courses for putting AI to work");
  const cards = page.getByRole("list", { name: "Courses on sale" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  const listed = [executiveCoachPage.course, businessPage.course, jobPage.course];
  for (const [index, course] of listed.entries()) {
    const card = cards.nth(index);
    const { price } = pages.find((entry) => entry.path === course.path)!;
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(course.title);
    await expect(card.getByRole("img", { name: course.cover.alt })).toHaveAttribute("src", course.cover.src);
    await expect(card).toContainText(course.length);
    await expect(card.locator("[data-price]")).toHaveText(`$${price}`);
    // On sale: one button, and it goes to the course's sales page, not a waitlist.
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveAttribute("href", course.path);
  }
  // While an offer stands its card names it and the regular price it replaces.
  await expect(cards.nth(2)).toContainText("Early access");
  await expect(cards.nth(2)).toContainText("Regular price $500");

  // What is not on sale yet has no price, and its one button is its early-access list.
  const upcoming = page.getByRole("region", { name: "In the making" });
  await expect(upcoming.locator("[data-price]")).toHaveCount(0);
  await expect(upcoming.getByRole("link")).toHaveAttribute("href", "/ai-coaches-leaders");

  // One step from the list to the sales page, which asks the same price.
  await cards
    .nth(2)
    .getByRole("link", { name: /^See the course/ })
    .click();
  await expect(page).toHaveURL("/courses/ai-tools-job-hunting");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(jobPage.course.title);
  await expect(page.locator("a[data-purchase]").first()).toContainText("$250");
});

test("/courses at a phone's width: each card's button in reach, covers sized before they load", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/courses");
  const cards = page.getByRole("list", { name: "Courses on sale" }).getByRole("listitem");
  for (const card of await cards.all()) {
    const cover = card.getByRole("img");
    await expect(cover).toHaveAttribute("width", "640");
    await expect(cover).toHaveAttribute("height", "480");
    const box = (await card.getByRole("link").boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await axeViolations(page)).toEqual([]);
});
