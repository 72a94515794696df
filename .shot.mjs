import { chromium } from "playwright-core";
import path from "node:path";
Object.assign(process.env, { PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", LOG_LEVEL: "warn" });
const { startServer } = await import(path.resolve("build-events/server/server.js"));
const server = await startServer();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"] });
const out = process.argv[2] ?? "/tmp/ev";
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort());
  await page.goto(server.url + "/events");
  await page.screenshot({ path: `${out}/events-${width}.png`, fullPage: true });
  await page.getByTestId("event-card").first().getByRole("link").click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/events-${width}-selected.png`, fullPage: width === 390 });
  await page.getByLabel("Email").fill("shot@example.com");
  await page.getByRole("button", { name: "Register" }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/events-${width}-done.png`, fullPage: false });
  await page.close();
}
await browser.close();
await server.close();
