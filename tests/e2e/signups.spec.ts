import { defaultOffers } from "../../app/content/offers";
import { defaultSiteConfig } from "../../app/content/site-config";
import { formatPrice } from "../../app/lib/price";
import { expect, recordToasts, test } from "./fixtures";

// One server answers the whole run, and its sign-up limit counts every POST from loopback: run
// these in order, with the rate-limit test last, so it is the only one that meets the limit.
test.describe.configure({ mode: "serial" });

// The server runs with no saved offers: the content's stand.
const business = defaultOffers(defaultSiteConfig).courses["business-building-ai"];
const FORM = /early-access list|Get early access/;

test("/business-building-ai offers the early-bird price and links to the course", async ({ page }) => {
  await page.goto("/business-building-ai");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const banner = page.getByTestId("early-access-banner");
  await expect(banner).toContainText(formatPrice(business.offer.price));
  await expect(banner).toContainText("$199");
  await expect(banner).toContainText("$600+");
  await expect(banner.getByRole("link", { name: "See the course" })).toHaveAttribute("href", "/courses/business-building-ai");
  await expect(page.getByRole("region", { name: FORM })).toBeVisible();
});

test("/career-ai promotes the job-hunting course with 'Pre-Order Now'", async ({ page }) => {
  await page.goto("/career-ai");
  const banner = page.getByTestId("early-access-banner");
  await expect(banner).toContainText("AI Tools for Job Hunting");
  await expect(banner.getByRole("link", { name: "Pre-Order Now" })).toHaveAttribute("href", "/courses/ai-tools-job-hunting");
  await banner.getByRole("link", { name: "Pre-Order Now" }).click();
  await expect(page).toHaveURL(/\/courses\/ai-tools-job-hunting$/);
});

test("/ai-coaches-leaders says 'Coming Soon' and has the form", async ({ page }) => {
  await page.goto("/ai-coaches-leaders");
  await expect(page.getByTestId("early-access-banner").getByText("Coming Soon")).toBeVisible();
  await expect(page.getByTestId("early-access-banner").getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "First name" })).toBeVisible();
});

test("the browser checks the fields with the site's messages and focuses the first invalid one", async ({ page }) => {
  await page.goto("/career-ai");
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.getByRole("textbox", { name: "Last name" }).fill("Okafor");
  await page.getByRole("textbox", { name: "Email" }).fill("maya@");
  await page.getByRole("button", { name: "Sign me up" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Last name is required")).toHaveCount(0);
  const first = page.getByRole("textbox", { name: "First name" });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(first).toHaveAccessibleDescription("First name is required");
  expect(posted).toBe(false);
});

test("signing up shows 'Signing up...', then the thank-you panel and a toast", async ({ page }) => {
  await page.goto("/business-building-ai");
  // Hold the answer a moment so the pending state can be seen.
  await page.route(/\/business-building-ai(\/_)?\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.getByRole("textbox", { name: "First name" }).fill("Maya");
  await page.getByRole("textbox", { name: "Last name" }).fill("Okafor");
  await page.getByRole("textbox", { name: "Email" }).fill("maya.e2e@example.com");
  await page.getByRole("textbox", { name: /What do you want to build/ }).fill("A bookkeeping service for florists");
  await page.getByRole("button", { name: "Get early access" }).click();
  await expect(page.getByRole("button", { name: "Signing up..." })).toBeDisabled();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(page.getByText("We'll keep you updated on our progress and let you know when we launch.")).toBeVisible();
  await expect(page.getByText("Thanks for signing up! We'll keep you updated.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveCount(0);
});

test.describe("when the request fails", () => {
  // The browser logs the failed request itself; the page must handle it without errors of its own.
  test.use({ consoleAllow: [/status of 500/] });

  test("a failed request shows the failure toast and keeps the form", async ({ page }) => {
    await page.goto("/career-ai");
    // Until the page has hydrated the form would post without JavaScript, past the route below.
    await page.waitForLoadState("networkidle");
    // With JavaScript the form posts to the route's data URL.
    await page.route(/\/career-ai(\/_)?\.data/, (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "Internal Server Error" }) : route.continue(),
    );
    await page.getByRole("textbox", { name: "First name" }).fill("Maya");
    await page.getByRole("textbox", { name: "Last name" }).fill("Okafor");
    await page.getByRole("textbox", { name: "Email" }).fill("maya.fail@example.com");
    const toasts = await recordToasts(page);
    await page.getByRole("button", { name: "Sign me up" }).click();
    // The schema, the route's client action and the toaster each load on first use: on a busy machine
    // the three downloads in a row take longer than one expectation's default wait, and the toast may
    // have gone again before an expectation looks, so the page records it.
    await toasts.shown("Something went wrong. Please try again.");
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Maya");
    await expect(page.getByRole("button", { name: "Sign me up" })).toBeEnabled();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toHaveCount(0);
  });
});

test("without JavaScript the server shows the errors, then the thank-you panel", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto("/ai-coaches-leaders");
    await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await page.getByRole("textbox", { name: "Last name" }).fill("Ruiz");
    await page.getByRole("button", { name: "Join the list" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Last name" })).toHaveValue("Ruiz");

    await page.getByRole("textbox", { name: "First name" }).fill("Ana");
    await page.getByRole("textbox", { name: "Email" }).fill("ana.nojs@example.com");
    await page.getByRole("button", { name: "Join the list" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(page).toHaveURL(/\/ai-coaches-leaders$/);
  } finally {
    await context.close();
  }
});

test.describe("over the limit", () => {
  test.use({ consoleAllow: [/status of 429/] });

  test("too many sign-ups from one connection show the rate-limit message", async ({ page, request }) => {
    // Use up the minute's allowance with plain POSTs (each a real signup), then sign up in the page.
    for (let i = 0; i < 20; i++) {
      const response = await request.post("/career-ai", {
        form: { firstName: "Rate", lastName: "Limit", email: `rate-${i}@example.com` },
        maxRedirects: 0,
      });
      if (response.status() === 429) {
        expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
        break;
      }
    }
    await page.goto("/career-ai");
    await page.getByRole("textbox", { name: "First name" }).fill("Maya");
    await page.getByRole("textbox", { name: "Last name" }).fill("Okafor");
    await page.getByRole("textbox", { name: "Email" }).fill("maya.limited@example.com");
    await page.getByRole("button", { name: "Sign me up" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Too many sign-ups from your connection" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Maya");
  });
});
