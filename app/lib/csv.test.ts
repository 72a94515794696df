import { expect, test } from "vitest";
import { csvCell, csvRow, readCsv, toCsv } from "./csv";

test("plain text passes as is; commas, quotes and line breaks are quoted with quotes doubled", () => {
  expect(csvCell("Maya Okafor")).toBe("Maya Okafor");
  expect(csvCell("Okafor, Maya")).toBe('"Okafor, Maya"');
  expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
  expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
  expect(csvCell("carriage\r\nreturn")).toBe('"carriage\r\nreturn"');
  expect(csvCell("")).toBe("");
  expect(csvCell("Zoë 🚀 naïve")).toBe("Zoë 🚀 naïve");
});

test("text a spreadsheet would run as a formula gets a leading apostrophe", () => {
  expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
  expect(csvCell("-2+3")).toBe("'-2+3");
  expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
  expect(csvCell("\t=1+1")).toBe("'\t=1+1");
  expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
  // Only the start counts.
  expect(csvCell("a=b")).toBe("a=b");
  expect(csvCell("maya+news@example.com")).toBe("maya+news@example.com");
});

test("numbers, booleans, dates and missing values", () => {
  expect(csvCell(-5)).toBe("-5");
  expect(csvCell(3.5)).toBe("3.5");
  expect(csvCell(Number.NaN)).toBe("");
  expect(csvCell(true)).toBe("true");
  expect(csvCell(new Date("2026-12-03T18:00:00Z"))).toBe("2026-12-03T18:00:00.000Z");
  expect(csvCell(null)).toBe("");
  expect(csvCell(undefined)).toBe("");
});

test("a file is a header and rows, every line ended with CRLF", () => {
  expect(csvRow(["a", null, 1])).toBe("a,,1");
  expect(
    toCsv(
      ["email", "name"],
      [
        ["a@example.com", "Lee, Park"],
        ["b@example.com", ""],
      ],
    ),
  ).toBe('email,name\r\na@example.com,"Lee, Park"\r\nb@example.com,\r\n');
  expect(toCsv(["email"], [])).toBe("email\r\n");
});

test("readCsv reads back what toCsv writes: quotes, doubled quotes, line breaks in a cell, the line each record starts on", () => {
  const written = toCsv(
    ["email", "note"],
    [
      ["a@example.com", 'She said "hi", twice'],
      ["b@example.com", "line one\nline two"],
      ["c@example.com", ""],
    ],
  );
  expect(readCsv(`\uFEFF${written}`, 10)).toEqual({
    ok: true,
    more: false,
    records: [
      { line: 1, cells: ["email", "note"] },
      { line: 2, cells: ["a@example.com", 'She said "hi", twice'] },
      { line: 3, cells: ["b@example.com", "line one\nline two"] },
      { line: 5, cells: ["c@example.com", ""] },
    ],
  });
});

test("readCsv takes LF ends, skips blank lines, finds a semicolon or tab separator, stops at its cap, refuses an unclosed quote", () => {
  expect(readCsv("a;b\n1;2\n\n3;4", 10)).toEqual({
    ok: true,
    more: false,
    records: [
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["1", "2"] },
      { line: 4, cells: ["3", "4"] },
    ],
  });
  expect(readCsv("a\tb\r\n1\t2\r\n", 10)).toMatchObject({ records: [{ cells: ["a", "b"] }, { cells: ["1", "2"] }] });
  expect(readCsv("a\n1\n2\n3\n", 2)).toEqual({
    ok: true,
    more: true,
    records: [
      { line: 1, cells: ["a"] },
      { line: 2, cells: ["1"] },
    ],
  });
  expect(readCsv('a\n"1\n2\n', 10)).toEqual({ ok: false, line: 2 });
});
