import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const BOOKING_URL = "https://cal.example.com/intro-call";

test.describe("work with me", () => {
  test("every price, duration and service as SPEC writes them", async ({ page }) => {
    await page.goto("/work-with-me");
    const main = page.getByRole("main");
    const services = [
      ["AI Ramp-Up for Execs", "$1,000", "60-minute 1:1 plus ongoing support"],
      ["Build Your Personalized AI Exec Coach", "$1,500", "90-minute build session plus tools"],
      ["Start Your Side Hustle", "$1,000", "60-minute 1:1 plus tools and ongoing support"],
      ["Ongoing AI Advisory", "$5,000/month", "Weekly 1:1 working session plus ongoing support"],
    ] as const;
    for (const [title, price, duration] of services) {
      const card = main.getByRole("article", { name: title });
      await expect(card).toContainText(price);
      await expect(card).toContainText(duration);
    }
    const workshop = main.getByRole("region", { name: "Executive Workshop" });
    await expect(workshop).toContainText(/from \$5,000/i);
    await expect(workshop).toContainText("Half-day or full-day");
    await expect(main.getByRole("link", { name: /15-minute intro call/ }).first()).toBeVisible();
  });

  test("service calls to action open the booking calendar in a new tab; Inquire is a mailto", async ({ page }) => {
    await page.goto("/work-with-me");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      const links = card.getByRole("link");
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("href", BOOKING_URL);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toContainText("(opens in a new tab)");
      }
    }
    await expect(page.getByRole("link", { name: "Inquire" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=Executive%20workshop%20inquiry",
    );
    await expect(page.getByRole("link", { name: "E-mail me about speaking or training" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=Custom%20speaking%20or%20training%20request",
    );
  });

  test("the case study names the client, the challenge, the solution and their words", async ({ page }) => {
    await page.goto("/work-with-me");
    const study = page.getByRole("region", { name: /leadership team that builds with AI/ });
    await expect(study.getByRole("heading", { name: "The challenge" })).toBeVisible();
    await expect(study.getByRole("heading", { name: "What we did" })).toBeVisible();
    await expect(study).toContainText("Dana, Chief Operating Officer");
    await expect(study.locator("blockquote")).toBeVisible();
  });

  test("the testimonial carousel wraps both ways and announces the slide it moved to", async ({ page }) => {
    await page.goto("/work-with-me");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAccessibleName("Client testimonials");
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(6);
    const current = carousel.locator('[aria-roledescription="slide"][aria-current="true"]');
    const live = carousel.locator('[aria-live="polite"]');
    await expect(current).toHaveAttribute("aria-label", "1 of 6");
    await expect(live).toHaveText("");

    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(current).toHaveAttribute("aria-label", "6 of 6");
    await expect(current).toBeVisible();
    await expect(live).toContainText("Testimonial 6 of 6");
    await expect(slides.first()).toBeHidden();

    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(current).toHaveAttribute("aria-label", "1 of 6");
    await expect(live).toContainText("Testimonial 1 of 6");
    await expect(page.getByTestId("testimonial-list")).toBeHidden();
  });

  test("the carousel works from the keyboard", async ({ page }) => {
    await page.goto("/work-with-me");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const current = carousel.locator('[aria-current="true"]');
    const previous = carousel.getByRole("button", { name: "Previous testimonial" });
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    await previous.focus();
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(current).toHaveAttribute("aria-label", "2 of 6");
    await page.keyboard.press("Space");
    await expect(current).toHaveAttribute("aria-label", "3 of 6");
    await page.keyboard.press("Shift+Tab");
    await expect(previous).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press("Enter");
    await expect(current).toHaveAttribute("aria-label", "6 of 6");
    await expect(carousel.locator('[aria-live="polite"]')).toContainText("Testimonial 6 of 6");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("with reduced motion all six testimonials show as a list, without buttons", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/work-with-me");
    const list = page.getByRole("list", { name: "Client testimonials" });
    await expect(list.getByRole("listitem")).toHaveCount(6);
    for (const item of await list.getByRole("listitem").all()) await expect(item).toBeVisible();
    await expect(page.getByRole("button", { name: /testimonial/ })).toHaveCount(0);
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("glossary", () => {
  test("one term open at a time, collapsible, with Home, End and arrow keys", async ({ page }) => {
    await page.goto("/ai-glossary");
    const terms = ["Agent", "Context", "Fine-tuning", "Generative AI", "Hallucination", "Memory", "Prompting", "Vibe coding"];
    const accordion = page.locator('[data-slot="accordion"]');
    await expect(accordion.getByRole("heading", { level: 2 })).toHaveText(terms);
    const trigger = (name: string) => page.getByRole("button", { name, exact: true });
    const agentDefinition = page.getByText(/doesn't just answer but acts/);
    await expect(agentDefinition).toBeHidden();

    await trigger("Agent").click();
    await expect(trigger("Agent")).toHaveAttribute("aria-expanded", "true");
    await expect(agentDefinition).toBeVisible();

    await trigger("Memory").click();
    await expect(trigger("Agent")).toHaveAttribute("aria-expanded", "false");
    await expect(agentDefinition).toBeHidden();
    await expect(page.getByText(/remember things about you between conversations/)).toBeVisible();

    await trigger("Memory").click();
    await expect(trigger("Memory")).toHaveAttribute("aria-expanded", "false");
    await expect(accordion.getByRole("region")).toHaveCount(0);

    await trigger("Agent").focus();
    await page.keyboard.press("ArrowDown");
    await expect(trigger("Context")).toBeFocused();
    await page.keyboard.press("End");
    await expect(trigger("Vibe coding")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(trigger("Agent")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(trigger("Vibe coding")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(trigger("Agent")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(agentDefinition).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await expect(page.getByRole("link", { name: "Back to all resources" })).toHaveAttribute("href", "/resources");
  });

  test("without JavaScript every definition can be read", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ai-glossary");
    // Longer than the 200 ms closing animation, which must not fold the definitions away.
    await page.waitForTimeout(500);
    await expect(page.getByText(/doesn't just answer but acts/)).toBeVisible();
    await expect(page.getByText(/Andrej Karpathy coined the term/)).toBeVisible();
    await context.close();
  });
});

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

test("ai tools: grouped tools with outbound links and the AI-tools newsletter form", async ({ page }) => {
  await page.goto("/ai-tools");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The AI Tools List");
  for (const group of ["Writing & thinking", "Meetings & notes", "Research & learning", "Building apps without code", "Automation & agents", "Design & presentations", "Video & audio"]) {
    await expect(page.getByRole("region", { name: group }).getByRole("link", { name: /^Visit/ }).first()).toHaveAttribute("target", "_blank");
  }
  await expect(page.locator('#convertkit-form-ai-tools form[data-fake-provider-form="ai-tools"]')).toHaveCount(1);
  await page.getByRole("navigation", { name: "Jump to a category" }).getByRole("link", { name: "Video & audio" }).click();
  await expect(page).toHaveURL(/#video$/);
});

test("about: the owner, speaking topics, a way to get in touch and Lumi", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi, I'm Morgan Lee");
  await expect(page.getByText(/I'm Morgan Lee, a writer, consultant and AI educator based in Seattle, WA/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Speaking & media" }).getByRole("listitem")).not.toHaveCount(0);
  await page.getByRole("link", { name: "Invite me to speak" }).click();
  await expect(page).toHaveURL("/contact");
  await page.goBack();
  const lumi = page.getByRole("region", { name: "About Lumi" }).getByRole("link", { name: /Visit Lumi/ });
  await expect(lumi).toHaveAttribute("href", "https://lumi.example.com");
  await expect(lumi).toHaveAttribute("target", "_blank");
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "Person", name: "Morgan Lee" });
});

test("rodi cheat sheet: the title, an honest placeholder and the two links", async ({ page }) => {
  await page.goto("/resources/rodi-cheat-sheet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("5 Ways to Increase Your RODI Today");
  await expect(page.getByRole("main")).toContainText("will be added soon");
  await expect(page.getByRole("link", { name: /Personal Data Revolution/ })).toHaveAttribute("href", "/blog/personal-data-revolution");
  await expect(page.getByRole("link", { name: "Browse all free resources" })).toHaveAttribute("href", "/resources");
});
