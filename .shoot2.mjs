import { chromium } from "playwright-core";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--no-first-run","--disable-sync"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.goto(base + "/resources", { waitUntil: "networkidle" });
  await page.locator("#tutorials").screenshot({ path: `/tmp/videos-shots/tut-${width}.png` });
  await page.close();
}
await browser.close();
