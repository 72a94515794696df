import { expect, test } from "./fixtures";

test("a blog post prints as a document: no header, footer or calls to action", async ({ page }) => {
  await page.goto("/blog/three-waves-ai-transformation");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "About the author" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "One practical AI win every week" })).toBeHidden();
  await expect(page.getByRole("link", { name: "All posts" })).toBeHidden();
  expect(await page.locator("main").evaluate((main) => getComputedStyle(main).paddingTop)).toBe("0px");
  // The same page on screen keeps all of it.
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { name: "One practical AI win every week" })).toBeVisible();
});

test("the reimbursement e-mail prints whole, without its Copy button or the page's chrome", async ({ page }) => {
  await page.goto("/land-reimbursement");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Copy text" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Where next" })).toBeHidden();
  const body = page.getByTestId("request-email-body");
  await expect(body).toBeVisible();
  // Nothing clips it: the whole text is laid out.
  expect(await body.evaluate((pre) => pre.scrollHeight <= pre.clientHeight + 1)).toBe(true);
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
});
