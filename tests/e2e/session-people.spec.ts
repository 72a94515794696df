import type { Page } from "@playwright/test";
import { eventually } from "../eventually";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp";
import { expectAccessibleAtBothWidths, expect, test } from "./fixtures";
import { startConsoleServer, type ConsoleServer } from "./console-server";

// The people of a session, on a server of its own that sends its e-mail to a test SMTP server:
// the registrants' statuses and filter, the CSV with the waitlist, and a message to them that
// arrives once per person.

let server: ConsoleServer;
let smtp: TestSmtpServer;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer();
  server = await startConsoleServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Site <site@example.com>",
    REGISTRATION_RATE_LIMIT_PER_MINUTE: "1000",
  });
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** `npm run admin -- <args>` beside the running server: its standard output. */
async function admin(args: string[]): Promise<string> {
  const run = await server.admin(args);
  if (run.code !== 0) throw new Error(`admin ${args[0]} exited ${run.code}: ${run.stderr}`);
  return run.stdout;
}

/** Registers an address through the public form's action, as a browser without JavaScript posts it. */
async function register(eventId: string, email: string, name: string, waitlist = false) {
  const body = new URLSearchParams({ eventId, email, name, ...(waitlist ? { waitlist: "1" } : {}) });
  const response = await fetch(`${base}/events?session=${eventId}`, {
    method: "POST",
    body,
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(response.status, `registering ${email}`).toBeLessThan(400);
}

const signIn = (page: Page) => server.signInWithLink(page);

// The preview's frame is sandboxed without scripts: the browser says so when the test's tools reach into it.
test.use({ consoleAllow: [/Blocked script execution in 'about:srcdoc'/] });

test("a full session's people with their statuses, the filter and the CSV; a message to them arrives once per person", async ({ page }) => {
  test.setTimeout(300_000);
  const added = await admin([
    "events",
    "add",
    "--title",
    "People e2e session",
    "--date",
    new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    "--time",
    "10:00 AM",
    "--category",
    "Workshop",
    "--description",
    "We build it.",
    "--max-attendees",
    "2",
  ]);
  const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(added)![0];
  await register(id, "ana@example.com", "Ana");
  await register(id, "ben@example.com", "Ben");
  await register(id, "cal@example.com", "Cal", true);
  await register(id, "dee@example.com", "Dee", true);

  await signIn(page);
  await page.goto(`${base}/admin/live-sessions/${id}/registrants`);
  await expect(page.getByText("2 of 2 seats taken. 2 on the waitlist.")).toBeVisible();
  const table = page.getByRole("table", { name: "Registrants of People e2e session" });
  await expect(table.getByRole("row", { name: /ana@example\.com/ })).toContainText("Registered");
  await expect(table.getByRole("row", { name: /cal@example\.com/ })).toContainText("Waiting, number 1 in line");
  await expect(table.getByRole("row", { name: /dee@example\.com/ })).toContainText("Waiting, number 2 in line");
  await expectAccessibleAtBothWidths(page);

  // The filter: links, so it works without JavaScript too; the CSV follows it.
  await page.getByRole("navigation", { name: "Show by status" }).getByRole("link", { name: "Waiting (2)" }).click();
  await expect(page).toHaveURL(/\?status=waiting$/);
  await expect(table.getByRole("row")).toHaveCount(3);
  const waitingCsv = page.getByRole("link", { name: "Export the 2 on the waitlist as CSV" });
  const [download] = await Promise.all([page.waitForEvent("download"), waitingCsv.click()]);
  const csvText = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(
    csvText
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",").slice(0, 4).join(",")),
  ).toEqual(["cal@example.com,Cal,waiting,1", "dee@example.com,Dee,waiting,2"]);
  await page.getByRole("link", { name: "Everyone (4)" }).click();
  await expect(page.getByRole("link", { name: "Export all 4 as CSV, with their status" })).toBeVisible();

  // Write to them: preview with the count, then send; a second press sends nothing more.
  const confirmations = smtp.messages.length;
  await page.getByRole("link", { name: "Write to these people" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Write to the people of People e2e session" })).toBeVisible();
  await page.getByLabel("Subject").fill("Room <change>");
  await page.getByLabel("Message", { exact: true }).fill("We meet in room 4 & bring <b>a laptop</b>.");
  await page.getByLabel(/Also the 2 people on the waitlist/).check();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("This e-mails 4 people.")).toBeVisible();
  const preview = page.frameLocator('iframe[title="The e-mail as it will arrive"]');
  await expect(preview.getByText("We meet in room 4 & bring <b>a laptop</b>.")).toBeVisible();
  // The preview's frame runs no script (sandboxed), so axe cannot look inside it: the e-mail's own
  // markup is held by the mail tests; the page around it is checked here.
  await expectAccessibleAtBothWidths(page, { exclude: ['iframe[title="The e-mail as it will arrive"]'] });
  const key = await page.locator('input[name="key"]').inputValue();
  await page.getByRole("button", { name: "Send to 4 people" }).click();
  await expect(page.getByText('Sent "Room <change>" to 4 people.')).toBeVisible();
  await expect(page.getByRole("table", { name: "Messages sent to this session's people" })).toContainText("4 people, with the waitlist");

  const arrived = await eventually(
    async () => smtp.messages.slice(confirmations).filter((message) => message.parsed.subject === "Room <change>"),
    (messages) => messages.length >= 4,
  );
  // The same send posted again (a second press, a resent form) finds the message already sent.
  const again = await page.request.post(`${base}/admin/live-sessions/${id}/message`, {
    form: { intent: "send", key, subject: "Room <change>", body: "We meet in room 4 & bring <b>a laptop</b>.", waitlist: "on" },
    headers: { Origin: base },
  });
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain("was already sent to 4 people; nobody was e-mailed again.");
  await page.goto(`${base}/admin/live-sessions/${id}`);
  await expect(page.getByRole("table", { name: "Messages sent to this session's people" })).toContainText("Room <change>");
  // Once per person: the second send wrote nothing to the outbox, so the four are all there is.
  const received = smtp.messages.filter((message) => message.parsed.subject === "Room <change>");
  expect(received.map((message) => message.to.join()).sort()).toEqual([
    "ana@example.com",
    "ben@example.com",
    "cal@example.com",
    "dee@example.com",
  ]);
  expect(arrived).toHaveLength(4);
  expect(received[0]!.parsed.html).toContain("bring &lt;b&gt;a laptop&lt;/b&gt;.");
  expect(received[0]!.parsed.text).toContain("/events/manage/");
});
