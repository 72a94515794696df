import { readFileSync } from "node:fs";
import sharp from "sharp";
import { expect, test } from "vitest";
import { ICO_SIZES, renderMark, TOUCH_SIZE } from "../../scripts/render-icons.mjs";

/**
 * The one mark: the header badge, the favicons, the apple-touch icon and the social card all draw
 * design/brand-mark.svg, and every raster is that drawing (not the filled blob a renderer that
 * fills strokes made of it).
 */
const mark = readFileSync("design/brand-mark.svg", "utf8").trim();

/** The PNG images inside an .ico file, with the size each entry declares. */
function icoImages(ico: Buffer) {
  expect(ico.readUInt16LE(2), "an icon file").toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
    return { size: ico.readUInt8(entry) || 256, png };
  });
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The share of pixels that are the wave's white (or near it, at the anti-aliased edge). */
function whiteShare({ data }: { data: Buffer }) {
  let white = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200 && data[i + 3]! > 200) white++;
  return white / (data.length / 4);
}

function meanDifference(a: { data: Buffer }, b: { data: Buffer }) {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / a.data.length;
}

async function expectSameDrawing(raster: Buffer, reference: Buffer, size: number) {
  const [got, want] = await Promise.all([pixels(raster), pixels(reference)]);
  expect([got.width, got.height]).toEqual([size, size]);
  // The wave's stroke covers 5 to 9 % of the tile; filling it, or losing it, moves that by far more than a tenth.
  const share = whiteShare(got);
  expect(share, `white share at ${size} px`).toBeGreaterThan(0.04);
  expect(share, `white share at ${size} px`).toBeLessThan(0.15);
  expect(Math.abs(share - whiteShare(want)) / whiteShare(want), `white share against the SVG at ${size} px`).toBeLessThan(0.1);
  expect(meanDifference(got, want), `mean difference from the SVG at ${size} px`).toBeLessThan(4);
}

test("favicon.svg is the mark, the header badge shows that file, and the social card draws the same wave and sun", () => {
  expect(readFileSync("public/favicon.svg", "utf8").trim()).toBe(mark);
  expect(readFileSync("app/features/layout/site-header.tsx", "utf8")).toContain('src="/favicon.svg"');
  const wave = /<path d="([^"]+)"/.exec(mark)![1]!;
  const sun = /<circle [^>]+\/>/.exec(mark)![0];
  const card = readFileSync("design/social-card.svg", "utf8");
  expect(card).toContain(`d="${wave}"`);
  expect(card).toContain(sun);
});

test("favicon.ico holds the mark at 16, 32 and 48 px, rendered from the SVG", async () => {
  const images = icoImages(readFileSync("public/favicon.ico"));
  expect(images.map((image) => image.size)).toEqual(ICO_SIZES);
  for (const { size, png } of images) {
    expect((await sharp(png).metadata()).format).toBe("png");
    await expectSameDrawing(png, await renderMark(mark, size), size);
  }
});

test("apple-touch-icon.png is the mark at 180 px, square and opaque", async () => {
  const touch = readFileSync("public/apple-touch-icon.png");
  const meta = await sharp(touch).metadata();
  expect(meta.hasAlpha).toBe(false);
  await expectSameDrawing(touch, await renderMark(mark, TOUCH_SIZE, { square: true }), TOUCH_SIZE);
  // Square: the corner is the tile's colour, for iOS to round.
  const { data } = await pixels(touch);
  expect([data[0], data[1], data[2]]).toEqual([0x43, 0x38, 0xca]);
});

test("the old rasters would fail: a filled blob is not the mark", async () => {
  // The same tile with the wave drawn filled instead of stroked, as the broken icons were.
  const blob = mark.replace('fill="none" stroke="#fff"', 'fill="#fff" stroke="#fff"');
  const filled = await renderMark(blob, 48);
  await expect(expectSameDrawing(filled, await renderMark(mark, 48), 48)).rejects.toThrow();
});
