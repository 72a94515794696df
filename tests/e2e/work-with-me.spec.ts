import { axeViolations, expect, test } from "./fixtures";

const BOOKING_URL = "https://cal.example.com/intro-call";

test.describe("work with me", () => {
  test("every price, duration and service as the site writes them", async ({ page }) => {
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
    // Checked once the slide has faded in: half-way, its text is half its contrast.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
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
