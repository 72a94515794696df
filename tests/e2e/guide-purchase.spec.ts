import type { Browser, Page } from "@playwright/test";
import { startFakeStripe } from "../fake-stripe";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp";
import { startConsoleServer, type ConsoleServer } from "./console-server";
import { axeViolations, expect, test } from "./fixtures";
import { openMiniApp } from "./mini-apps";

// The full guide bought for real (decision 073), on a server of its own with Stripe configured: a
// local stand-in for Stripe's API and hosted page, webhooks signed as Stripe signs them, and the
// buyer's e-mail caught by a test SMTP server. Button → Stripe's page → /payment-success →
// unlocked; another browser through the e-mailed link; a refund locks both again.

const KEY = "sk_test_E2eGuidePurchase123";
const SECRET = "whsec_e2e_guide_purchase";
const PROFILE = "https://www.linkedin.com/in/jane-doe-product-manager";

let server: ConsoleServer;
let smtp: TestSmtpServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer();
  stripe = await startFakeStripe({ secretKey: KEY, webhook: { url: () => `${server.base}/webhooks/stripe`, secret: SECRET } });
  server = await startConsoleServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Morgan Lee <hello@example.com>",
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: stripe.url,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await stripe?.close();
});

/** The GPT-5 analyzer's results on /mini-apps, with its first build idea opened. */
async function buildIdea(page: Page) {
  const dialog = await openMiniApp(page, "Try GPT-5 Version", "AI Use Case Finder (GPT-5)", server.base);
  await dialog.getByRole("textbox", { name: "LinkedIn Profile URL" }).fill(PROFILE);
  await dialog.getByRole("button", { name: "Analyze My Profile" }).click();
  const card = dialog.locator("[data-slot=section-card][data-type=vibeCode]").first();
  await card.locator("button[aria-expanded]").click();
  return card;
}

async function expectLocked(page: Page) {
  const card = await buildIdea(page);
  await expect(card.getByRole("button", { name: "Get the full guide ($5)" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Start in Lovable" })).toHaveCount(0);
  // The guide itself never reached this browser: not hidden, absent.
  await expect(card.getByRole("heading", { name: "Build instructions" })).toHaveCount(0);
  return card;
}

async function expectUnlocked(page: Page) {
  const card = await buildIdea(page);
  await expect(card.getByRole("heading", { name: "Build instructions" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Start in Lovable" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Get the full guide ($5)" })).toHaveCount(0);
}

const otherDevice = async (browser: Browser) => (await browser.newContext()).newPage();

test("buy the full guide: button, Stripe's page, back unlocked; another device by the e-mailed link; a refund locks both", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The specification's flag, set by hand, unlocks nothing once the site takes payments.
  await page.goto(`${server.base}/mini-apps`);
  await page.evaluate(() => localStorage.setItem("relay_full_guide_unlocked", "true"));
  const card = await expectLocked(page);
  expect(await axeViolations(page)).toEqual([]);

  // The button asks the server for a checkout and lands on Stripe's page, at the price in force.
  await card.getByRole("button", { name: "Get the full guide ($5)" }).click();
  await expect(page.getByRole("heading", { name: "Pay USD 5.00" })).toBeVisible();
  expect(page.url()).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
  const sessionId = page.url().split("/").at(-1)!;
  await page.getByLabel("Email").fill("reader@example.com");
  await page.getByRole("button", { name: "Pay" }).click();

  // Back on the site, unlocked on this browser.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  expect(new URL(page.url()).searchParams.get("session_id")).toBe(sessionId);
  const cookies = await page.context().cookies(server.base);
  expect(cookies.find((cookie) => cookie.name === "guide_access")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await expectUnlocked(page);

  // The buyer's e-mail holds the link for any other device.
  const [message] = await smtp.waitForMessages(1, 60_000).then((all) => all.filter((mail) => mail.to.includes("reader@example.com")));
  expect(message!.parsed.subject).toBe("Your full implementation guides from Morgan Lee");
  const link = /https?:\/\/\S+\/full-guide\/access\/\S+/.exec(message!.parsed.text ?? "")![0];
  expect(link.startsWith(`${server.base}/full-guide/access/`)).toBe(true);
  const phone = await otherDevice(browser);
  await expectLocked(phone);
  await phone.goto(link);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Your full guides are unlocked on this device");
  await expectUnlocked(phone);

  // The owner refunds it in Stripe: both browsers are locked again, and the link says why.
  expect(await stripe.refund(sessionId)).toBe(200);
  await expectLocked(page);
  await expectLocked(phone);
  await phone.goto(link);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("This purchase was refunded");
  await phone.context().close();
});

test("/payment-success without a paid session unlocks nothing and says how to get access", async ({ page }) => {
  await page.goto(`${server.base}/payment-success`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No payment to confirm");
  await expect(page.getByText("choose “Get the full guide”")).toBeVisible();
  expect((await page.context().cookies(server.base)).map((cookie) => cookie.name)).not.toContain("guide_access");
  await expectLocked(page);
});
