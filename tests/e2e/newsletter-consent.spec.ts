import { startTestSmtpServer, type TestSmtpServer } from "../smtp";
import { startConsoleServer, type ConsoleServer } from "./console-server";
import { expect, expectAccessibleAtBothWidths, screenshotsAtThreeWidths, test } from "./fixtures";

// The site sends its own newsletter (no Kit configured), on a server of its own that sends its
// e-mail to a test SMTP server: a visitor subscribes on a page, gets the confirmation e-mail,
// opens its link (a button, nothing confirmed yet), presses it, and later leaves by the
// unsubscribe link's page.

let server: ConsoleServer;
let smtp: TestSmtpServer;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer();
  server = await startConsoleServer({ SMTP_URL: smtp.url, MAIL_FROM: "Morgan Lee <news@example.com>" });
  base = server.base;
  // The owner chooses the site as the newsletter's sender (Kit is the default).
  const chose = await server.admin(["settings", "set", "newsletter.sender", "site"]);
  expect(chose.code, chose.stderr).toBe(0);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

// The forged link's page answers 404 on purpose; the browser logs the status.
test.use({ consoleAllow: [/status of 404 \(Not Found\)/] });

test("subscribe, confirm from the e-mail's link with a press, then unsubscribe from the page", async ({ page }) => {
  test.setTimeout(180_000);
  const address = `reader-${Date.now()}@example.com`;
  await page.goto(`${base}/lovable-guide`);
  const block = page.locator("section", { has: page.getByTestId("newsletter-form") }).first();
  // The site sends: no Kit embed on the page, only the site's own form.
  await expect(page.locator("[data-embed-src]")).toHaveCount(0);
  await block.getByLabel("Your email address").fill(address);
  // A guide's button says what it sends.
  await block.getByRole("button", { name: "Send me the guide" }).click();
  // The thank-you takes the form's place and says what happens next.
  await expect(page.getByText("Nothing arrives until you press it")).toBeVisible();

  const [message] = await smtp.waitForMessages(1, 60_000);
  expect(message!.to).toEqual([address]);
  const link = /https?:\/\/\S+\/newsletter\/confirm\/\S+/.exec(message!.parsed.text ?? "")![0];
  expect(link.startsWith(`${base}/newsletter/confirm/`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await screenshotsAtThreeWidths(page, "newsletter-confirm");
  // Opening the link a second time still asks: it confirmed nothing.
  await page.reload();
  const press = page.getByRole("button", { name: "Confirm my subscription" });
  await expect(press).toBeVisible();
  await press.click();
  await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  await screenshotsAtThreeWidths(page, "newsletter-confirmed");

  await page.getByRole("link", { name: "Changed your mind? Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await screenshotsAtThreeWidths(page, "newsletter-unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You've been unsubscribed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe again" })).toHaveAttribute("href", "/newsletter");
  await screenshotsAtThreeWidths(page, "newsletter-unsubscribed");

  // A forged link: its own clear page, with a 404.
  const forged = await page.goto(`${base}/newsletter/confirm/not-a-real-token`);
  expect(forged!.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Sign up again" })).toBeVisible();
  await screenshotsAtThreeWidths(page, "newsletter-bad-link");
});
