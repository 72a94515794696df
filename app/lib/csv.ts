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

/** One record of a CSV file read back: its cells and the line of the file it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Reads CSV text as RFC 4180 writes it (quoted fields, doubled quotes, line breaks inside quotes,
 * CRLF or LF line ends), with a byte-order mark dropped and blank lines skipped. The separator is the
 * header line's: a comma, or a semicolon or tab when the header has one and no comma, as some
 * spreadsheets write. Stops after `maxRecords` records (`more` says there were more); an unclosed
 * quote is an error, since the rest of the file would be one cell.
 */
export function readCsv(text: string, maxRecords: number): { ok: true; records: CsvRecord[]; more: boolean } | { ok: false; line: number } {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = firstLine.includes(",") ? "," : firstLine.includes(";") ? ";" : firstLine.includes("\t") ? "\t" : ",";
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    // A line with nothing on it is no record.
    if (cells.length > 1 || cells[0] !== "") records.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  while (i < body.length) {
    const c = body[i]!;
    if (c === '"' && cell === "") {
      // A quoted field: up to the quote not doubled.
      const quotedFrom = line;
      i++;
      for (;;) {
        if (i >= body.length) return { ok: false, line: quotedFrom };
        const q = body[i]!;
        if (q === '"') {
          if (body[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === "\n") line++;
        cell += q;
        i++;
      }
      // Whatever follows the closing quote before the separator is kept as written.
      continue;
    }
    if (c === separator) {
      cells.push(cell);
      cell = "";
      i++;
      continue;
    }
    if (c === "\r" || c === "\n") {
      endRecord();
      i += c === "\r" && body[i + 1] === "\n" ? 2 : 1;
      line++;
      start = line;
      if (records.length > maxRecords) return { ok: true, records: records.slice(0, maxRecords), more: true };
      continue;
    }
    cell += c;
    i++;
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records.length > maxRecords ? { ok: true, records: records.slice(0, maxRecords), more: true } : { ok: true, records, more: false };
}
