// Renders the SVG designs in design/ to the PNGs the site serves, through Chromium (exact fonts,
// gradients and opacity). Run by hand after changing a design: node design/render.mjs
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";

const jobs = [{ svg: "design/social-card.svg", png: "public/images/social-card.png", width: 1200, height: 630 }];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const job of jobs) {
  const page = await browser.newPage({ viewport: { width: job.width, height: job.height } });
  await page.setContent(`<style>html,body{margin:0}</style>${await readFile(job.svg, "utf8")}`);
  await page.screenshot({ path: job.png });
  await page.close();
}
await browser.close();
