import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startConsoleServer, type ConsoleServer } from "./console-server";
import { expect, expectAccessibleAtBothWidths, test } from "./fixtures";

// The owner's list of newsletter subscribers on a console server of its own: seeded by the command
// line's import through the admin socket, then read, filtered, imported into and downloaded in the page.

let site: ConsoleServer;
const dir = mkdtempSync(path.join(tmpdir(), "subscribers-e2e-"));

test.describe.configure({ mode: "serial" });
// The refused import answers 422, which the browser logs as a failed request.
test.use({ consoleAllow: [/status of 422/] });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startConsoleServer();
  const seed = path.join(dir, "seed.csv");
  writeFileSync(
    seed,
    "email,status,created_at\r\nfirst@seed.example,active,2025-01-02\r\nsecond@seed.example,active,2025-01-03 10:00:00 UTC\r\n",
  );
  const run = await site.admin(["subscribers", "import", seed]);
  expect(run.stderr).toBe("");
  expect(run.stdout).toContain("Added 2 subscribers of 2 rows; skipped 0.");
});

test.afterAll(async () => {
  await site?.stop();
});

/** What Kit's export of a list looks like, with rows the import must skip. */
const KIT_CSV = [
  "first_name,email_address,state,created_at",
  "Ana,ana@kit.example,active,2023-04-05 10:20:30 UTC",
  "Bo,bo@kit.example,active,2024-01-31",
  "Cy,not-an-address,active,2024-01-01",
  "Di,di@kit.example,cancelled,2023-01-01",
  "Bo again,BO@kit.example,active,2024-02-01",
  "Ed,first@seed.example,active,2024-02-01",
  "Fay,fay@kit.example,active,2024-02-30",
  "",
].join("\r\n");

test("the owner sees the list, imports a Kit export through the page and reads the report, and downloads the CSV", async ({ page }) => {
  await site.signInWithLink(page);
  await expect(page.getByRole("link", { name: "Open the list of subscribers" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Subscribers" }).first().click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  const table = page.getByRole("table", { name: "Subscribers" });
  await expect(table.getByRole("row")).toHaveCount(3);
  // One import adds both at the same moment: their order between them is the database's.
  await expect(table).toContainText("second@seed.example");
  await expect(table.getByRole("row", { name: /first@seed\.example/ })).toContainText("import");

  await page.getByLabel("E-mail contains").fill("FIRST");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/q=FIRST/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("first@seed.example");

  await page.getByLabel("CSV file").setInputFiles({ name: "kit-export.csv", mimeType: "text/csv", buffer: Buffer.from(KIT_CSV) });
  await page.getByRole("button", { name: "Import" }).click();
  const report = page.getByRole("status").filter({ hasText: "Added" });
  await expect(report).toContainText("Added 2 of 7 rows; skipped 5.");
  const skipped = page.getByRole("table", { name: "Skipped rows" });
  await expect(skipped.getByRole("row")).toHaveCount(6);
  await expect(skipped.getByRole("row", { name: /not-an-address/ })).toContainText("not an e-mail address");
  await expect(skipped.getByRole("row", { name: /di@kit\.example/ })).toContainText('marked "cancelled" in the file');
  await expect(skipped.getByRole("row", { name: /BO@kit\.example/ })).toContainText("the same address as line 3 of the file");
  await expect(skipped.getByRole("row", { name: /first@seed\.example/ })).toContainText("already on the list (confirmed)");
  await expect(skipped.getByRole("row", { name: /fay@kit\.example/ })).toContainText('the date "2024-02-30" cannot be read');

  // A file that is no list is refused in words.
  await page.getByLabel("CSV file").setInputFiles({ name: "notes.csv", mimeType: "text/csv", buffer: Buffer.from("name\r\nAna\r\n") });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "no e-mail column" })).toBeVisible();

  await page.goto(`${site.base}/admin/subscribers`);
  await expect(table.getByRole("row")).toHaveCount(5);
  await expect(page.locator("dt", { hasText: /^Confirmed$/ }).locator("..")).toContainText("4");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /as CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe("subscribers.csv");
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.startsWith("\uFEFFemail,source,status,consented_at,created_at")).toBe(true);
  expect(csv).toContain("ana@kit.example,import,confirmed,2023-04-05T10:20:30.000Z");
  expect(csv.trim().split("\r\n")).toHaveLength(5);

  await expectAccessibleAtBothWidths(page);
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width}px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`subscribers-${width}.png`), fullPage: true });
  }
});
