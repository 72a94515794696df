import type { Page } from "@playwright/test";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp";
import { startConsoleServer, type ConsoleServer } from "./console-server";
import { expectAccessibleAtBothWidths, expect, test } from "./fixtures";

// The owner's notices, the digest sent now and the outbox an owner can act on, on a console server
// of its own that sends through a real SMTP server on loopback (tests/smtp.ts), which refuses the
// addresses a test names: at RCPT TO, as a mailbox that does not exist.

const OWNER = "owner-e2e@example.com";
const SESSION = "Prompting Workshop: From Vague Ask to Reliable Output";

let site: ConsoleServer;
let base: string;
let smtp: TestSmtpServer;
const refused = new Set<string>();

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer({ rejectRecipients: { test: (address: string) => refused.has(address) } as RegExp });
  site = await startConsoleServer({
    SITE_OWNER_EMAIL: OWNER,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Site <site@example.com>",
  });
  base = site.base;
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

const signIn = (page: Page) => site.signInWithLink(page);

/** A visitor registers for a sample session on /events. */
async function register(page: Page, email: string) {
  await page.goto(`${base}/events`);
  await page
    .getByTestId("event-card")
    .filter({ has: page.getByRole("heading", { name: SESSION }) })
    .getByRole("link", { name: "Register" })
    .click();
  const panel = page.getByRole("region", { name: "Session details" });
  // The panel shows the chosen session once the link's navigation is done: a form filled before
  // that is the previous session's, replaced (and emptied) when it arrives.
  await expect(page).toHaveURL(/\/events\?session=/);
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(SESSION);
  await panel.getByRole("textbox", { name: "Email" }).fill(email);
  await panel.getByRole("button", { name: "Register" }).click();
  await expect(panel.getByRole("heading", { name: "You're all set!" })).toBeVisible();
}

const arrivedAt = (address: string) => smtp.messages.filter((message) => message.to.includes(address));

test("notifications: the switches, the digest previewed and sent now (once for a double-click), with axe", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto(`${base}/admin/notifications`);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  for (const label of ["When someone joins a waitlist", "When someone cancels", "When someone moves up from a waitlist"]) {
    await expect(page.getByLabel(label)).toBeChecked();
  }
  await expect(page.getByText("OWNER_TIME_ZONE")).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
  await page.getByLabel("When someone cancels").uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await page.reload();
  await expect(page.getByLabel("When someone cancels")).not.toBeChecked();
  await expect(page.getByLabel("When someone joins a waitlist")).toBeChecked();

  await page.getByRole("link", { name: "Preview the digest" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText(OWNER);
  await expect(preview).toContainText("Your site in the last 24 hours");
  await expectAccessibleAtBothWidths(page);

  const digests = () => arrivedAt(OWNER).filter((message) => message.parsed.subject?.startsWith("Your site today"));
  await page.getByRole("button", { name: "Send the digest now" }).dblclick();
  await expect(page.getByRole("status")).toContainText(/The digest is on its way to owner-e2e@example.com|That digest was already sent/);
  await expect.poll(() => digests().length).toBe(1);
  // Once sent, the outbox holds one digest and it is sent: a second would have had its turn.
  await page.goto(`${base}/admin/outbox`);
  const digestRows = page.getByRole("row").filter({ hasText: "Your site today" });
  await expect(digestRows).toHaveCount(1);
  await expect(digestRows).toContainText("Sent");
  expect(digests()).toHaveLength(1);
});

test("the outbox: a failed e-mail says why, retry all failed after a confirmation, a mistyped address corrected and sent once", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const typo = "ana@exmaple.com";
  const flaky = ["ben.e2e@example.com", "cy.e2e@example.com"];
  for (const address of [typo, ...flaky]) refused.add(address);
  const visitor = await (await browser.newContext()).newPage();
  for (const address of [typo, ...flaky]) await register(visitor, address);
  await visitor.close();

  await signIn(page);
  await page.goto(`${base}/admin/outbox?status=failed`);
  const failedRows = page.getByRole("row").filter({ hasText: "Failed" });
  await expect(async () => {
    await page.reload();
    await expect(failedRows).toHaveCount(3, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("row").filter({ hasText: typo })).toContainText("The mailbox does not exist: the address may be mistyped.");
  await expectAccessibleAtBothWidths(page);

  // The typo, corrected on the message's page: no next try for a failed one, the reason in words.
  await page.getByRole("row").filter({ hasText: typo }).getByRole("link").click();
  await expect(page.getByText("Next try")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Why it failed" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByLabel("Correct the address").fill("ana.e2e@example.com");
  await page.getByRole("button", { name: "Send to this address" }).click();
  await expect(page.getByRole("status")).toContainText(
    "This e-mail now goes to ana.e2e@example.com (it was addressed to ana@exmaple.com).",
  );
  await expect.poll(() => arrivedAt("ana.e2e@example.com").length).toBe(1);

  // Retry all failed: the two left, once the server takes them again; confirmed with the count.
  for (const address of flaky) refused.delete(address);
  await page.goto(`${base}/admin/outbox`);
  await page.getByRole("link", { name: "Retry all failed (2)" }).click();
  await expect(page.getByRole("heading", { name: "Retry all failed e-mails?" })).toBeVisible();
  await expect(page.getByText("This tries again to send 2 failed e-mails")).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("button", { name: "Retry 2 failed e-mails" }).click();
  await expect(page.getByRole("status")).toContainText("2 failed e-mails are pending again.");
  for (const address of flaky) await expect.poll(() => arrivedAt(address).length).toBe(1);

  // Each arrived once: every e-mail is sent now, and the corrected one went to the new address only.
  await expect(async () => {
    await page.goto(`${base}/admin/outbox?status=sent`);
    await expect(page.getByRole("row").filter({ hasText: /ana\.e2e@example\.com|ben\.e2e@example\.com|cy\.e2e@example\.com/ })).toHaveCount(
      3,
      {
        timeout: 1_000,
      },
    );
  }).toPass({ timeout: 30_000 });
  expect(arrivedAt(typo)).toHaveLength(0);
  for (const address of ["ana.e2e@example.com", ...flaky]) expect(arrivedAt(address), address).toHaveLength(1);
});
