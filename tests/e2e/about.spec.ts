import { expect, test } from "./fixtures";

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

test("About and the Archive end with the newsletter's field, which subscribes in place", async ({ page }) => {
  for (const path of ["/about", "/archive"]) {
    await page.goto(path);
    const band = page.getByRole("region", { name: "Get one practical AI win every week" });
    await expect(band.locator("[data-sends-in-place]")).toHaveCount(1);
    await band.getByRole("textbox", { name: "Your email address" }).fill(`reader-${path.slice(1)}-${Date.now()}@example.com`);
    await band.getByRole("button", { name: "Subscribe to the newsletter" }).click();
    await expect(band.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(page).toHaveURL(path);
  }
});
