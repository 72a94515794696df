import { expect, test } from "vitest";
import { formatViewCount, formatViewCountLong } from "./view-count";

test.each([
  // Counts under 1,000 are shown as they are.
  [0, "0"],
  [7, "7"],
  [999, "999"],
  // K from 1,000 with one decimal.
  [1_000, "1.0K"],
  [1_250, "1.3K"],
  [48_920, "48.9K"],
  [999_949, "999.9K"],
  // A count that would round to 1000.0K is shown as 1.0M.
  [999_950, "1.0M"],
  [999_999, "1.0M"],
  // M from 1,000,000 with one decimal.
  [1_000_000, "1.0M"],
  [1_204_550, "1.2M"],
  [25_960_000, "26.0M"],
  // Nonsense counts read as zero.
  [-5, "0"],
  [Number.NaN, "0"],
])("%d views are shown as %s", (count, shown) => {
  expect(formatViewCount(count)).toBe(shown);
});

test("the long form spells the number out", () => {
  expect(formatViewCountLong(1_204_550)).toBe("1,204,550 views");
  expect(formatViewCountLong(1)).toBe("1 view");
});

test("the long form groups as en-US does, at every length", () => {
  for (const count of [0, 12, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789, 9_876_543_210]) {
    expect(formatViewCountLong(count)).toBe(`${count.toLocaleString("en-US")} ${count === 1 ? "view" : "views"}`);
  }
});
