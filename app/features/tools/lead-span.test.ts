import { expect, test } from "vitest";
import { leadSpan, leadSpanClass } from "./lead-span";

/** The cards per row of a grid whose first card spans `lead` columns. */
function rows(count: number, columns: number, lead: number): number[] {
  const result: number[] = [];
  let filled = columns; // so the first card opens a row
  for (let card = 0; card < count; card++) {
    const width = card === 0 ? lead : 1;
    if (filled + width > columns) {
      result.push(0);
      filled = 0;
    }
    result[result.length - 1]! += 1;
    filled += width;
  }
  return result;
}

test("no grid of 2 to 20 cards in 2 or 3 columns ends with a lone card", () => {
  for (const columns of [2, 3]) {
    for (let count = 2; count <= 20; count++) {
      const layout = rows(count, columns, leadSpan(count, columns));
      const cells = leadSpan(count, columns) + count - 1;
      expect(cells % columns, `${count} cards in ${columns} columns`).toBe(0);
      expect(layout.at(-1), `${count} cards in ${columns} columns: ${layout.join("+")}`).not.toBe(1);
    }
  }
});

test("the Archive's seven: the first card takes a whole row at both widths; even grids are left alone", () => {
  expect(leadSpanClass(7, 3)).toBe("sm:col-span-2 lg:col-span-3");
  expect(leadSpanClass(8, 3)).toBe("sm:col-span-1 lg:col-span-2");
  expect(leadSpanClass(4)).toBe("sm:col-span-1");
  expect(leadSpanClass(5)).toBe("sm:col-span-2");
});
