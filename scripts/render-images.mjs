// Social networks and feed readers do not draw SVG. This renders the site's SVG designs to the
// raster twins the pages point to, with Debian's Chromium (exact fonts, gradients and opacity):
//   design/social-card.svg      -> public/images/social-card.png (the default social card, 1200x630)
//   public/images/blog/<x>.svg  -> public/images/blog/<x>.jpg    (post cards for Open Graph and RSS, 1200x675)
// Run it after changing a design: `node scripts/render-images.mjs [file.svg ...]`.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";

const blogDir = path.resolve("public/images/blog");
const jobs = [
  { svg: path.resolve("design/social-card.svg"), out: path.resolve("public/images/social-card.png"), width: 1200, height: 630 },
  ...(await readdir(blogDir))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => ({ svg: path.join(blogDir, file), out: path.join(blogDir, file.replace(/\.svg$/, ".jpg")), width: 1200, height: 675 })),
];
const only = process.argv.slice(2);
const selected = jobs.filter((job) => !only.length || only.includes(path.basename(job.svg)));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const job of selected) {
    const page = await browser.newPage({ viewport: { width: job.width, height: job.height } });
    const svg = await readFile(job.svg, "utf8");
    await page.setContent(
      `<!doctype html><style>html,body{margin:0}svg{display:block;width:${job.width}px;height:${job.height}px}</style>${svg}`,
    );
    const jpeg = job.out.endsWith(".jpg");
    await page.screenshot({ path: job.out, type: jpeg ? "jpeg" : "png", ...(jpeg ? { quality: 85 } : {}) });
    await page.close();
    console.log(`${path.relative(process.cwd(), job.svg)} -> ${path.relative(process.cwd(), job.out)}`);
  }
} finally {
  await browser.close();
}
