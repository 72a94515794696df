import { expect, test } from "vitest";
import { parseImportDate } from "./subscriber-import";

test("an import's dates: a day, a day and time with Z, UTC or an offset (none is UTC), and nothing else", () => {
  expect(parseImportDate("2024-03-05")).toEqual(new Date("2024-03-05T00:00:00Z"));
  expect(parseImportDate("2024-03-05 14:30:00 UTC")).toEqual(new Date("2024-03-05T14:30:00Z"));
  expect(parseImportDate("2024-03-05T14:30:00.25Z")).toEqual(new Date("2024-03-05T14:30:00.250Z"));
  expect(parseImportDate("2024-03-05 14:30")).toEqual(new Date("2024-03-05T14:30:00Z"));
  expect(parseImportDate("2024-03-05T14:30:00+02:00")).toEqual(new Date("2024-03-05T12:30:00Z"));
  expect(parseImportDate("2024-03-05 14:30:00 -0500")).toEqual(new Date("2024-03-05T19:30:00Z"));
  for (const bad of ["03/05/2024", "2024-02-30", "2024-13-01", "2024-03-05 24:00", "March 5, 2024", "yesterday", "2024-3-5", ""]) {
    expect(parseImportDate(bad), bad).toBeUndefined();
  }
});
