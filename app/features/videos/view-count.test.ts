import { expect, test } from "vitest";
import { formatViewCount, formatViewCountLong } from "./view-count";

test("counts under 1,000 are shown as they are", () => {
  expect(formatViewCount(0)).toBe("0");
  expect(formatViewCount(7)).toBe("7");
  expect(formatViewCount(999)).toBe("999");
});

test("K from 1,000 with one decimal", () => {
  expect(formatViewCount(1_000)).toBe("1.0K");
  expect(formatViewCount(1_250)).toBe("1.3K");
  expect(formatViewCount(48_920)).toBe("48.9K");
  expect(formatViewCount(999_949)).toBe("999.9K");
});

test("a count that would round to 1000.0K is shown as 1.0M", () => {
  expect(formatViewCount(999_950)).toBe("1.0M");
  expect(formatViewCount(999_999)).toBe("1.0M");
});

test("M from 1,000,000 with one decimal", () => {
  expect(formatViewCount(1_000_000)).toBe("1.0M");
  expect(formatViewCount(1_204_550)).toBe("1.2M");
  expect(formatViewCount(25_960_000)).toBe("26.0M");
});

test("nonsense counts read as zero", () => {
  expect(formatViewCount(-5)).toBe("0");
  expect(formatViewCount(Number.NaN)).toBe("0");
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
