import { SMART_PROMPT_COUNT } from "../../app/content/guides";
import { guides } from "../../app/content/lead-magnets/all";
import { requestEmail, requestEmailText } from "../../app/content/reimbursement";
import { defaultSiteConfig } from "../../app/content/site-config";
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

test.describe("lead-magnet pages", () => {
  for (const guide of guides) {
    test(`${guide.path}: cover, what-you-learn list, notes and the guide's own signup form`, async ({ page }) => {
      await page.goto(guide.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);

      const cover = page.getByTestId("guide-cover");
      await expect(cover).toHaveAttribute("src", guide.cover.src);
      await expect(cover).toHaveAttribute("width", String(guide.cover.width));
      await expect(cover).toHaveAttribute("height", String(guide.cover.height));
      await expect(cover).toHaveAttribute("alt", /\S/);
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const learn = page.getByRole("region", { name: "What you'll learn" }).getByRole("listitem");
      await expect(learn).toHaveText(guide.learn);
      await expect(page.getByText("Free for now, not forever.")).toBeVisible();

      const uid = defaultSiteConfig.newsletter.forms[guide.formKey];
      const container = page.locator(`#${guide.containerId}`);
      await expect(container.locator("script")).toHaveCount(1);
      await expect(container.locator("script")).toHaveAttribute("data-uid", uid);
      await expect(container.locator("script")).toHaveAttribute("src", `https://example.kit.com/${uid}/index.js`);
      await expect(container.locator(`form[data-fake-provider-form="${uid}"]`)).toHaveCount(1);
      // One embed per page, and no other guide's form.
      await expect(page.locator("script[data-uid]")).toHaveCount(1);

      await page.getByRole("link", { name: "Get the free guide" }).click();
      await expect(page).toHaveURL(`${guide.path}#get-the-guide`);
      await expect(container).toBeInViewport();
    });
  }

  test("the Smart Prompt Sheet says how many prompts it has and shows two in full", async ({ page }) => {
    await page.goto("/smart-prompt-sheet");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${SMART_PROMPT_COUNT} prompts`);
    const samples = page.getByRole("region", { name: "A look inside" }).getByRole("article");
    await expect(samples).toHaveCount(2);
    await expect(samples.first()).toContainText("Imagine it's [date] and the project has failed.");
  });
});

test.describe("payment result pages", () => {
  test("payment success unlocks the full guides on this device", async ({ page }) => {
    await page.goto("/payment-success");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
    await expect(page.getByText("full implementation guides are now unlocked on this device")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Mini Apps" })).toHaveAttribute("href", "/mini-apps");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("relay_full_guide_unlocked"))).toBe("true");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("payment success still renders when the browser refuses storage", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    });
    await page.goto("/payment-success");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
    await expect(page.getByRole("link", { name: "Return to Mini Apps" })).toBeVisible();
    // The page stays interactive: client-side navigation still works after the failed write.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk");
  });

  test("payment canceled says no charge was made and leads back to the mini apps", async ({ page }) => {
    await page.goto("/payment-canceled");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Canceled");
    await expect(page.getByText("No charge was made. You can start checkout again whenever you're ready.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Mini Apps" })).toHaveAttribute("href", "/mini-apps");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await page.evaluate(() => localStorage.getItem("relay_full_guide_unlocked"))).toBeNull();
  });

  test("the payment pages stay out of the sitemap; the other pages are in it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/payment-success");
    expect(sitemap).not.toContain("/payment-canceled");
    for (const path of ["/land-reimbursement", "/watch-me-ai-signup", ...guides.map((guide) => guide.path)]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
  });
});
