import { guides } from "../../app/content/lead-magnets/all";
import { expect, test } from "./fixtures";

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
