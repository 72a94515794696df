// The site's one mark, design/brand-mark.svg, rendered to every raster the browsers and phones ask
// for, with a real SVG renderer (sharp's librsvg), so a stroke stays a stroke:
//   public/favicon.svg           the mark itself (browsers that take SVG icons)
//   public/favicon.ico           16, 32 and 48 px PNGs in one icon file (older browsers, bookmarks)
//   public/apple-touch-icon.png  180 px, square and opaque: iOS rounds the corners itself
// Run it after changing the mark: `node scripts/render-icons.mjs`. The header badge shows
// public/favicon.svg itself and the social card (design/social-card.svg) carries the same drawing;
// tests/integration/brand-mark.test.ts checks all of them against this file.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const source = path.join(root, "design/brand-mark.svg");
export const ICO_SIZES = [16, 32, 48];
export const TOUCH_SIZE = 180;

/** The mark at `size` pixels; the SVG is drawn at that size (not scaled up from 64 px). */
export function renderMark(svg, size, { square = false } = {}) {
  // iOS masks the icon to its own rounded square; transparent corners would turn black there.
  const drawn = square ? svg.replace(/\srx="[\d.]+"/, "") : svg;
  const image = sharp(Buffer.from(drawn), { density: (72 * size) / 64 }).resize(size, size);
  return (square ? image.removeAlpha() : image).png().toBuffer();
}

/** An .ico holding PNG images (Windows Vista and every browser since read them). */
function icoOf(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const svg = (await readFile(source, "utf8")).trim();
  await writeFile(path.join(root, "public/favicon.svg"), `${svg}\n`);
  const images = [];
  for (const size of ICO_SIZES) images.push({ size, png: await renderMark(svg, size) });
  await writeFile(path.join(root, "public/favicon.ico"), icoOf(images));
  await writeFile(path.join(root, "public/apple-touch-icon.png"), await renderMark(svg, TOUCH_SIZE, { square: true }));
  console.log("design/brand-mark.svg -> public/favicon.svg, public/favicon.ico (16, 32, 48), public/apple-touch-icon.png (180)");
}
