import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The cards on each row of a grid, top to bottom. */
async function rowsOf(grid: Locator): Promise<number[]> {
  const tops = await grid.locator(":scope > li").evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.keys()].sort((a, b) => a - b).map((top) => rows.get(top)!);
}

async function expectNoLoneLastCard(page: Page, grids: Locator, width: number) {
  await page.setViewportSize({ width, height: 900 });
  for (const grid of await grids.all()) {
    const rows = await rowsOf(grid);
    const columns = Math.max(...rows);
    // One column is a list, not a grid; otherwise the last row holds more than one card.
    if (columns > 1) expect(rows.at(-1), `rows ${rows.join("+")} at ${width} px`).toBeGreaterThan(1);
  }
}

/** Each card's mark: its kind, and whether its drawing is a line glyph (stroked in the text colour, unfilled). */
async function marksOf(cards: Locator) {
  return cards.evaluateAll((items) =>
    items.map((item) => {
      const mark = item.querySelector("[data-mark]");
      const svg = mark?.querySelector("svg");
      return {
        kind: mark?.getAttribute("data-mark"),
        glyph: svg?.getAttribute("stroke") === "currentColor" && svg.getAttribute("fill") === "none",
        drawing: svg?.innerHTML ?? "",
        pictures: item.querySelectorAll("img").length,
      };
    }),
  );
}

test("the Archive gives every tool a glyph of one family, no two alike, and no lone card on its last row at any width", async ({
  page,
}) => {
  await page.goto("/archive");
  const grid = page.locator("section", { has: page.getByRole("heading", { name: "Recommended AI Tools" }) }).locator("ul");
  const marks = await marksOf(grid.locator(":scope > li"));
  expect(marks).toHaveLength(7);
  expect(marks.filter((mark) => mark.kind !== "glyph" || !mark.glyph || mark.pictures > 0)).toEqual([]);
  expect(new Set(marks.map((mark) => mark.drawing)).size).toBe(7);
  for (const width of [390, 640, 800, 1024, 1280]) await expectNoLoneLastCard(page, grid, width);
});

test("the AI tools list gives every tool a glyph of one family, no two alike, with no lone card on a group's last row", async ({
  page,
}) => {
  await page.goto("/ai-tools");
  const grids = page.locator("main section ul.grid");
  const marks = await marksOf(grids.locator(":scope > li"));
  expect(marks.length).toBeGreaterThan(20);
  // Not a mix: no logo, picture or letter beside the glyphs.
  expect(marks.filter((mark) => mark.kind !== "glyph" || !mark.glyph || mark.pictures > 0)).toEqual([]);
  expect(new Set(marks.map((mark) => mark.drawing)).size).toBe(marks.length);
  for (const width of [390, 700, 1280]) await expectNoLoneLastCard(page, grids, width);
});
