import { expect, test } from "vitest";
import { wrapIndex } from "./wrap-index";

test("stays put inside the list", () => {
  expect([0, 1, 5].map((i) => wrapIndex(i, 6))).toEqual([0, 1, 5]);
});

test("wraps forward past the last item and backward past the first", () => {
  expect(wrapIndex(6, 6)).toBe(0);
  expect(wrapIndex(-1, 6)).toBe(5);
  expect(wrapIndex(13, 6)).toBe(1);
  expect(wrapIndex(-7, 6)).toBe(5);
});

test("an empty list has only index 0", () => {
  expect(wrapIndex(3, 0)).toBe(0);
  expect(wrapIndex(-1, 0)).toBe(0);
});
