import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { routesUnderTest } from "./routes";

/** The narrowest phones in use, a common Android width and the iPhone's. */
const WIDTHS = [320, 360, 390] as const;

/**
 * Every text in one wide face Debian ships, so a long label takes about the room it takes on the widest
 * phone fonts and the result does not depend on which fonts this machine happens to have.
 */
const WIDE_FONT = `*, ::before, ::after { font-family: "DejaVu Sans", sans-serif !important; }`;

interface Extent {
  scrollWidth: number;
  viewport: number;
  left: number;
  right: number;
  /** The element that reaches furthest on each side, to name in a failure. */
  leftmost: string;
  rightmost: string;
}

/**
 * How wide the document is and where its visible content starts and ends. A box counts as drawn
 * where its clipping ancestors let it show; boxes that span the whole width (section backgrounds,
 * the header bar) and hidden or screen-reader-only boxes say nothing about the gutters.
 */
function measure(page: Page): Promise<Extent> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const cls = typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}` : "";
      return `${element.tagName.toLowerCase()}${id}${cls} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    };
    let left = Infinity;
    let right = -Infinity;
    let leftmost = "";
    let rightmost = "";
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden" || style.position === "fixed") continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      let x0 = rect.left;
      let x1 = rect.right;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.position === "fixed") {
          x0 = x1 = NaN;
          break;
        }
        if (parentStyle.overflowX !== "visible") {
          const clip = parent.getBoundingClientRect();
          x0 = Math.max(x0, clip.left);
          x1 = Math.min(x1, clip.right);
        }
      }
      if (!(x1 - x0 > 1)) continue;
      if (x0 <= 0.5 && x1 >= viewport - 0.5) continue;
      if (x0 < left) [left, leftmost] = [x0, describe(element)];
      if (x1 > right) [right, rightmost] = [x1, describe(element)];
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, left, right, leftmost, rightmost };
  });
}

for (const route of routesUnderTest) {
  test.describe(route.path, () => {
    // The newsletter provider's embed fails to load, as it does behind a blocker: the widest case, where the page
    // draws its own fallback in the embed's place.
    test.use({ providerMode: "fail", consoleAllow: [/Failed to load resource/] });

    test(`${route.path} fits 320, 360 and 390 px phones with equal gutters`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      expect((await page.goto(route.path))?.status()).toBe(route.status);
      await page.addStyleTag({ content: WIDE_FONT });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // One frame for the layout to follow the new width.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const extent = await measure(page);
        const at = `${route.path} at ${width}px`;
        expect(extent.left, `${at}: ${extent.leftmost} starts off-screen`).toBeGreaterThanOrEqual(0);
        expect(extent.right, `${at}: ${extent.rightmost} ends off-screen`).toBeLessThanOrEqual(extent.viewport);
        expect(extent.scrollWidth, `${at}: the page is wider than the screen`).toBeLessThanOrEqual(extent.viewport);
        const gutters = { left: Math.round(extent.left), right: Math.round(extent.viewport - extent.right) };
        expect(
          Math.abs(gutters.left - gutters.right),
          `${at}: gutters ${gutters.left} px (${extent.leftmost}) and ${gutters.right} px (${extent.rightmost})`,
        ).toBeLessThanOrEqual(1);
      }
    });
  });
}
