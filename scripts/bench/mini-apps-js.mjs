// The JavaScript /mini-apps downloads, in Chromium: on load, and once a dialog is open. Each
// dialog's code is meant to arrive only when its button is pressed (or hovered).
import { gzipSync } from "node:zlib";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.mjs";
import { chromium } from "playwright-core";

export const description = "JS (gzip -9 of every script Chromium fetched) on /mini-apps before a click and after each dialog opens";

const buttons = ["Get 3 Ideas", "Find My Use Cases", "Try GPT-5 Version"];

async function gzipSize(base, urls) {
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer()), { level: 9 }).length;
  return total;
}

export async function run({ base }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const name of buttons) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const scripts = new Set();
      page.on("request", (request) => {
        if (request.resourceType() === "script" && request.url().startsWith(base)) scripts.add(request.url());
      });
      await page.goto(`${base}/mini-apps`, { waitUntil: "networkidle" });
      const before = new Set(scripts);
      const button = page.getByRole("button", { name, exact: true });
      await button.click();
      const opened = await page
        .getByRole("dialog")
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      await page.waitForLoadState("networkidle");
      const added = [...scripts].filter((url) => !before.has(url));
      rows.push({
        dialog: name,
        opened,
        "JS before click (KB gzip)": +((await gzipSize(base, before)) / 1024).toFixed(1),
        "JS the dialog added (KB gzip)": +((await gzipSize(base, added)) / 1024).toFixed(1),
        "files added": added.length,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
