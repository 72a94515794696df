import { expectAccessibleAtBothWidths, expect, test } from "./fixtures";
import { addVirtualAuthenticator, startConsoleServer, type ConsoleServer } from "./console-server";

// The owner invites an editor, who joins with a passkey of their own, is kept out of the owner's
// areas and works on live sessions; the owner reads who did what in the activity log.

let server: ConsoleServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer();
});

test.afterAll(() => server?.stop());

// The editor's refusals answer 403 and a spent invitation 410, which the browser logs as failed loads.
test.use({ consoleAllow: [/status of (403|410)/] });

test("an invited editor joins with a passkey, is refused the owner's areas, and the activity log says who did what", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { base } = server;
  await server.signInWithLink(page);

  // The owner invites Edna as an editor; the link is shown once.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Collaborators" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Collaborators" })).toBeVisible();
  await page.getByLabel("Name").fill("Edna");
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Make an invitation link" }).click();
  const link = await page.getByLabel(/Send it to them yourself/).inputValue();
  expect(link).toMatch(new RegExp(`^${base}/admin/invitation\\?token=`));
  await expect(page.getByRole("cell", { name: /Invited, the link works until/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // Edna, in a browser of her own, opens it and adds a passkey: she is in, as an editor.
  const ednaContext = await browser.newContext();
  const edna = await ednaContext.newPage();
  await addVirtualAuthenticator(edna);
  await edna.goto(link);
  await expect(edna.getByText("You are invited as")).toContainText("Editor");
  await expectAccessibleAtBothWidths(edna);
  await edna.getByLabel("Name it (which device)").fill("Edna's laptop");
  await edna.getByRole("button", { name: "Add a passkey" }).click();
  await expect(edna.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(edna.getByText("Edna (editor)")).toBeVisible();
  const nav = edna.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Live sessions" })).toBeVisible();
  for (const hidden of ["Subscribers", "Forget a person", "Collaborators", "Activity", "Passkeys & sessions", "Notifications"]) {
    await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
  }

  // The link works once.
  const again = await browser.newPage();
  await again.goto(link);
  await expect(again.getByRole("alert")).toContainText("This invitation has expired, was used already or was withdrawn.");
  await again.close();

  // Refused where only the owner goes: a page in the console's frame, and the exports of personal data.
  const refused = await edna.goto(`${base}/admin/forget`);
  expect(refused?.status()).toBe(403);
  await expect(edna.getByRole("heading", { level: 1, name: "This page is for the site's owner" })).toBeVisible();
  await expect(edna.getByRole("navigation", { name: "Console" })).toBeVisible();
  await expectAccessibleAtBothWidths(edna);
  for (const csv of [
    "/admin/signups.csv",
    "/admin/subscribers.csv",
    "/admin/live-sessions/00000000-0000-4000-8000-000000000000/registrants.csv",
  ]) {
    expect((await edna.request.get(`${base}${csv}`, { headers: { Accept: "*/*" } })).status(), csv).toBe(403);
  }
  expect((await edna.request.get(`${base}/admin/collaborators`, { headers: { Accept: "text/html" } })).status()).toBe(403);

  // Allowed on live sessions: she adds one.
  await nav.getByRole("link", { name: "Live sessions" }).click();
  await expect(edna.getByRole("heading", { level: 1, name: "Live sessions" })).toBeVisible();
  await edna.getByLabel("Title", { exact: true }).fill("Editor's session");
  await edna.getByLabel("Date", { exact: true }).fill("2099-05-06");
  await edna.getByLabel("Time", { exact: true }).fill("10:00");
  await edna.getByLabel("Description").fill("Added by an editor.");
  await edna.getByRole("button", { name: "Add the session" }).click();
  await expect(edna.getByRole("status")).toContainText("Added the session:");

  // The owner reads the log: who did what, newest first.
  await page.goto(`${base}/admin/activity`);
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const rows = page.getByRole("row");
  await expect(rows.nth(1)).toContainText("Edna (editor)");
  await expect(rows.nth(1)).toContainText("Added “Editor's session”");
  await expect(rows.nth(1)).toContainText("passkey");
  await expect(page.getByRole("row", { name: /The owner \(owner\).*Invited “Edna” as an editor/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // Removing Edna asks first (a page of its own), then ends her sign-in at once.
  await page.goto(`${base}/admin/collaborators`);
  await page.getByRole("link", { name: "Remove Edna" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Remove Edna?" })).toBeVisible();
  await expect(page.getByText("1 passkey deleted, 1 open sign-in ended")).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("button", { name: "Remove Edna" }).click();
  await expect(page.getByText("Nobody else yet")).toBeVisible();
  await edna.goto(`${base}/admin/live-sessions`);
  await expect(edna).toHaveURL(/\/admin\/sign-in\?next=/);
  await ednaContext.close();
});
