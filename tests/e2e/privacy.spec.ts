import { axeViolations, expect, test } from "./fixtures";

test("privacy: linked from the footer, every form's data, the retention and how to have it removed", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What this site keeps, and for how long");
  for (const heading of [
    "Newsletter sign-up",
    "Early-access and course sign-ups",
    "Live session registration",
    "The idea tool and the mini apps",
    "Who else handles your data",
    "Having your data removed",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  // The defaults: no profile look-up, the mini apps' data deleted after 30 days.
  await expect(page.getByText("Nothing is looked up about you: only the words of your link and what you wrote are used.")).toBeVisible();
  await expect(page.getByText(/Both are deleted after 30 days at the latest\./)).toBeVisible();
  await expect(page.getByText(/^Write to hello@example\.com/)).toBeVisible();
});

test("privacy: a link beside the forms that take personal data", async ({ page }) => {
  const privacyLink = page.getByRole("link", { name: "How we handle what you enter" });
  for (const path of ["/career-ai", "/resources/what-should-i-vibe-code"]) {
    await page.goto(path);
    await expect(privacyLink).toHaveAttribute("href", "/privacy");
  }
  // The registration form shows once a session is chosen.
  await page.goto("/events");
  await page.getByRole("link", { name: "AI Office Hours for Professionals" }).click();
  await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
  await expect(privacyLink).toHaveAttribute("href", "/privacy");
});

for (const width of [320, 390, 1280]) {
  test(`privacy passes axe at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/privacy");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/privacy-${width}.png`, fullPage: true });
  });
}
