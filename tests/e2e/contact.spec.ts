import { expect, test } from "./fixtures";

test("contact: the e-mail link for speaking and consulting and the social links", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk");
  await expect(page.getByRole("link", { name: "E-mail me" })).toHaveAttribute(
    "href",
    "mailto:hello@example.com?subject=Speaking%20or%20consulting%20inquiry",
  );
  const social = page.getByRole("region", { name: "Follow along" });
  await expect(social.getByRole("link")).toHaveCount(6);
});
