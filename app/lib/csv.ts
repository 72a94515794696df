/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, fields with a comma, quote or line
 * break in double quotes, quotes doubled), safe to open in a spreadsheet.
 *
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula, so a visitor who signs up as `=HYPERLINK(...)` could plant one in the owner's export
 * (OWASP "CSV injection"). Such text cells get a leading apostrophe, which spreadsheets show as
 * text and hide. Numbers are written as numbers, so a negative number stays a number.
 */

export type CsvCell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return value.toISOString();
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(",");
}

/** A header row and the data rows, each line ended with CRLF (the file ends with one too). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${csvRow(row)}\r\n`).join("");
}

/**
 * The same CSV as toCsv, as UTF-8 bytes made batch by batch while the rows are read: the header,
 * then one chunk per batch. Only the batch being written is held.
 */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(toCsv(header, []));
  for await (const rows of batches) yield encoder.encode(rows.map((row) => `${csvRow(row)}\r\n`).join(""));
}
