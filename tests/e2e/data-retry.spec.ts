import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * A client-side navigation whose data request meets a restarting site (the proxy answers 503)
 * asks once more after the answer's Retry-After (app/lib/retrying-data-fetch.ts): the visitor
 * lands on the page. A second failure is shown as the error it is.
 */
// Chromium reports every 503 it receives in the console; here they are the point of the test.
test.use({ consoleAllow: [/status of 503/] });

/** Answers the first `failures` data requests of a page as the proxy does when no instance is up. */
async function failDataRequests(page: Page, failures: number) {
  const seen: string[] = [];
  await page.route(/\/work-with-me\.data(\?|$)/, async (route) => {
    seen.push(route.request().url());
    if (seen.length > failures) return route.continue();
    await route.fulfill({
      status: 503,
      headers: { "Retry-After": "1", "Cache-Control": "no-store", "Content-Type": "text/html" },
      body: "<!doctype html><title>Back in a moment</title><h1>We're updating the site</h1>",
    });
  });
  return seen;
}

/** From the events page to Work with me by the header's link: a client-side navigation. */
async function navigate(page: Page) {
  await page.goto("/events");
  await page.getByRole("banner").getByRole("link", { name: "Work with me" }).first().click();
}

test("a navigation whose data request first gets a 503 still lands on the page", async ({ page }) => {
  const seen = await failDataRequests(page, 1);
  await navigate(page);
  await expect(page).toHaveURL(/\/work-with-me$/);
  await expect(page.getByRole("heading", { name: "The challenge" }).first()).toBeVisible();
  await expect(page.getByText("Error 503")).toHaveCount(0);
  expect(seen).toHaveLength(2);
});

test("a second 503 shows the error page", async ({ page }) => {
  const seen = await failDataRequests(page, 2);
  await navigate(page);
  await expect(page.getByText("Error 503")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong on our side" })).toBeVisible();
  expect(seen).toHaveLength(2);
});
