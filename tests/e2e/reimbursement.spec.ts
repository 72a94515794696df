import { requestEmail, requestEmailText } from "../../app/content/reimbursement";
import { expect, test } from "./fixtures";

test.describe("reimbursement help", () => {
  test("the budgets and the sample e-mail are on the page", async ({ page }) => {
    await page.goto("/land-reimbursement");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("$500–$2,000").first()).toBeVisible();
    const email = page.getByRole("region", { name: "Sample request e-mail" });
    await expect(email.getByText(requestEmail.subject)).toBeVisible();
    await expect(email.getByTestId("request-email-body")).toHaveText(requestEmail.body);
  });

  test("'Copy text' copies the e-mail, says 'Copied' for 3 seconds, and confirms with a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/land-reimbursement");
    const email = page.getByRole("region", { name: "Sample request e-mail" });
    const button = email.getByRole("button", { name: "Copy text" });
    // Time the label in the page itself, so the test's own polling can't blur the 3 seconds.
    await button.evaluate((element) => {
      const log: Array<[string, number]> = [];
      (window as unknown as { copyLabels: typeof log }).copyLabels = log;
      new MutationObserver(() => log.push([element.textContent ?? "", performance.now()])).observe(element, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await button.click();
    await expect(email.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(page.getByText("Email template copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(requestEmailText);

    await expect(email.getByRole("button", { name: "Copy text" })).toBeVisible({ timeout: 5000 });
    const labels = await page.evaluate(() => (window as unknown as { copyLabels: Array<[string, number]> }).copyLabels);
    const copiedAt = labels.find(([label]) => label === "Copied")?.[1];
    const resetAt = labels.find(([label, at]) => label === "Copy text" && copiedAt !== undefined && at > copiedAt)?.[1];
    expect(copiedAt).toBeDefined();
    expect(resetAt).toBeDefined();
    const shown = resetAt! - copiedAt!;
    expect(shown).toBeGreaterThan(2900);
    expect(shown).toBeLessThan(3600);
  });

  test("a refused copy shows the failure toast and never 'Copied'", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, "writeText", {
        value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
      });
    });
    await page.goto("/land-reimbursement");
    const email = page.getByRole("region", { name: "Sample request e-mail" });
    await email.getByRole("button", { name: "Copy text" }).click();
    const toast = page.locator("[data-sonner-toast]", { hasText: "Failed to copy to clipboard" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(email.getByRole("button", { name: "Copy text" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copied" })).toHaveCount(0);
    await expect(page.getByText("Email template copied to clipboard")).toHaveCount(0);
  });

  test("without JavaScript the e-mail can still be read and selected", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/land-reimbursement");
    const body = page.getByTestId("request-email-body");
    await expect(body).toBeVisible();
    await expect(body).toHaveText(requestEmail.body);
    await expect(body).not.toHaveCSS("user-select", "none");
    await body.selectText();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(requestEmail.body);
    await context.close();
  });

  test("the back links lead to the signup page and home, and the signup page links back here", async ({ page }) => {
    await page.goto("/land-reimbursement");
    await page.getByRole("link", { name: "Back to Signup" }).click();
    await expect(page).toHaveURL("/watch-me-ai-signup");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('#convertkit-form-hero-simple form[data-fake-provider-form="hero-simple"]')).toHaveCount(1);

    await page.getByRole("link", { name: "Ask your employer to pay for your learning" }).click();
    await expect(page).toHaveURL("/land-reimbursement");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "AI is moving fast. Don't get left behind." })).toBeVisible();
  });
});
