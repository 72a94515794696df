import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { eventually } from "../eventually";
import { startTestSmtpServer, type ReceivedMessage, type TestSmtpServer } from "../smtp";
import { expectAccessibleAtBothWidths, expect, screenshotsAtThreeWidths, test } from "./fixtures";
import { startConsoleServer, type ConsoleServer } from "./console-server";

// The newsletter end to end, on a server of its own that sends to a test SMTP server: a visitor
// subscribes and confirms from the e-mail, the owner sends an issue from the console, the reader
// leaves in one click from the issue's own headers, and the console shows each step.

let server: ConsoleServer;
let smtp: TestSmtpServer;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer();
  server = await startConsoleServer({ SMTP_URL: smtp.url, MAIL_FROM: "Morgan Lee <news@example.com>" });
  base = server.base;
  const chose = await server.admin(["settings", "set", "newsletter.sender", "site"]);
  expect(chose.code, chose.stderr).toBe(0);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

// The previews' frames are sandboxed without scripts: the browser says so when the test's tools reach into them.
test.use({ consoleAllow: [/Blocked script execution in 'about:srcdoc'/] });

/** The first message whose addressee and subject match, once it has arrived. */
async function mailTo(address: string | undefined, subject: RegExp): Promise<ReceivedMessage> {
  const found = await eventually(
    async () =>
      smtp.messages.find(
        (message) => (address === undefined || message.to.includes(address)) && subject.test(message.parsed.subject ?? ""),
      ),
    (message) => message !== undefined,
    60_000,
  );
  return found!;
}

/** One figure of an issue's report, by its label. */
const figure = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd")
    .first();

/** A header of a received message, its folded lines joined. */
function header(message: ReceivedMessage, name: string): string | undefined {
  const head = message.raw
    .toString()
    .split("\r\n\r\n")[0]!
    .replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim();
}

test("subscribe and confirm, send an issue from the console, unsubscribe in one click from its headers, each step in the console", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const address = `journey-${Date.now()}@example.com`;

  // A visitor subscribes on the newsletter page and confirms from the e-mail.
  const visitor = await browser.newPage();
  await visitor.goto(`${base}/newsletter`);
  await visitor.getByLabel("Your email address").first().fill(address);
  await visitor.getByRole("button", { name: "Subscribe to the newsletter" }).first().click();
  await expect(visitor.getByText("Nothing arrives until you press it").first()).toBeVisible();
  const confirmation = await mailTo(address, /confirm/i);
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\/\S+/.exec(confirmation.parsed.text ?? "")![0];

  // The owner sees them pending, then confirmed once they press the button.
  await server.signInWithLink(page);
  await page.goto(`${base}/admin/subscribers?q=${encodeURIComponent(address)}`);
  await expect(page.getByRole("row", { name: new RegExp(address) })).toContainText(/pending/i);
  await visitor.goto(confirmLink);
  await visitor.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(address) })).toContainText(/confirmed/i);

  // The owner writes a post (a draft: e-mailed only) and sends it as an issue.
  const body = path.join(tmpdir(), `issue-${Date.now()}.md`);
  writeFileSync(body, "## One prompt for Monday\n\nAsk it to [plan your week](/ai-tools) in three lines.\n");
  const title = `A calmer Monday ${Date.now()}`;
  const created = await server.admin(["posts", "create", "--title", title, "--excerpt", "One prompt, tested.", "--body", body]);
  expect(created.code, created.stderr).toBe(0);

  await page.goto(`${base}/admin/newsletter`);
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await page.getByLabel("Post").selectOption({ label: `${title} (draft)` });
  await page.getByRole("button", { name: "Preview it as an issue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New issue" })).toBeVisible();
  const preview = page.frameLocator("iframe[title='The issue as it will arrive']");
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.getByText("Unsubscribe with one click")).toBeVisible();
  // The preview's frame runs no script, so axe cannot look inside it: the page around it is checked.
  await expectAccessibleAtBothWidths(page, { exclude: ["iframe[title='The issue as it will arrive']"] });
  await screenshotsAtThreeWidths(page, "newsletter-new-issue");

  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A test is on its way" })).toBeVisible();
  const testCopy = await mailTo(undefined, /^\[Test\] /);
  expect(testCopy.to).not.toContain(address);

  await page.getByRole("button", { name: /^Send now to \d+ subscribers?$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const issue = await mailTo(address, new RegExp(title));
  // The report follows the send by itself while it runs.
  await expect(figure(page, "Sent")).toHaveText("1", { timeout: 60_000 });
  await expect(figure(page, "To go")).toHaveText("0");
  await expectAccessibleAtBothWidths(page, { exclude: ["iframe[title='The issue as it was sent']"] });
  await screenshotsAtThreeWidths(page, "newsletter-issue-report");

  // The issue's text and HTML carry the reader's own unsubscribe link, and its headers the one-click way.
  const listUnsubscribe = header(issue, "List-Unsubscribe")!;
  expect(header(issue, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const unsubscribeUrl = /^<(https?:\/\/[^>]+)>$/.exec(listUnsubscribe)![1]!;
  expect(issue.parsed.text).toContain(unsubscribeUrl);
  expect(issue.parsed.html).toContain(`href="${unsubscribeUrl}"`);
  expect(issue.parsed.html).toContain(`${base}/ai-tools`);

  // The mailbox provider's one-click POST: no page, no Origin, no cookie.
  const oneClick = await fetch(unsubscribeUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);

  // The console shows them gone, and the report counts them.
  await page.goto(`${base}/admin/subscribers?q=${encodeURIComponent(address)}`);
  await expect(page.getByRole("row", { name: new RegExp(address) })).toContainText(/unsubscribed/i);
  await page.goto(`${base}/admin/newsletter`);
  await page.getByRole("link", { name: title }).click();
  await expect(figure(page, "Unsubscribed since")).toHaveText("1");
  await page.goto(`${base}/admin/newsletter`);
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("1 of 1");
  await screenshotsAtThreeWidths(page, "newsletter-issues");
});
