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

test("the Archive shows each tool's mark, no two alike, and no lone card on its last row at any width", async ({ page }) => {
  await page.goto("/archive");
  const grid = page.locator("section", { has: page.getByRole("heading", { name: "Recommended AI Tools" }) }).locator("ul");
  const marks = grid.locator("[data-mark] svg");
  await expect(marks).toHaveCount(7);
  const drawings = await marks.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
  expect(new Set(drawings).size).toBe(7);
  const claude = grid.locator("li", { has: page.getByRole("heading", { name: "Claude" }) });
  await expect(claude.locator('[data-mark="brand"] svg')).toBeVisible();
  for (const width of [390, 640, 800, 1024, 1280]) await expectNoLoneLastCard(page, grid, width);
});

test("the AI tools list shows marks instead of letters, with no lone card on a group's last row", async ({ page }) => {
  await page.goto("/ai-tools");
  const grids = page.locator("main section ul.grid");
  const cards = await grids.locator(":scope > li").count();
  expect(cards).toBeGreaterThan(20);
  await expect(grids.locator(":scope > li [data-mark]")).toHaveCount(cards);
  for (const width of [390, 700, 1280]) await expectNoLoneLastCard(page, grids, width);
});
