import { writeFile } from "node:fs/promises";
import path from "node:path";
import { AdminError, type AdminIo } from "./command";

/** Rows as an aligned text table with a header; long cells are cut to `maxWidth`. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], maxWidth = 48): string {
  const cut = (cell: string) => {
    const flat = cell.replace(/\s+/g, " ");
    return flat.length > maxWidth ? `${flat.slice(0, maxWidth - 1)}…` : flat;
  };
  const cells = [header, ...rows].map((row) => row.map(cut));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ").trimEnd()).join("\n") + "\n";
}

/** "label: value" lines, labels aligned, for one stored record. */
export function formatRecord(fields: readonly (readonly [string, string])[]): string {
  const width = Math.max(...fields.map(([label]) => label.length)) + 1;
  return fields.map(([label, value]) => `  ${`${label}:`.padEnd(width)} ${value}`).join("\n") + "\n";
}

/** A timestamp as the owner reads it: UTC, to the minute. */
export function formatInstant(date: Date | null | undefined): string {
  return date ? `${date.toISOString().slice(0, 16).replace("T", " ")} UTC` : "—";
}

/**
 * A CSV export goes to --out when given (reported on stderr), otherwise to stdout. With `npm run`
 * stdout also carries npm's own banner, which is why --out exists (or `npm run -s admin`).
 */
export async function writeExport(io: AdminIo, csv: string, out: string | undefined, what: string): Promise<void> {
  if (!out) {
    io.stdout(csv);
    return;
  }
  const target = path.resolve(out);
  try {
    // The byte-order mark makes Excel read the file as UTF-8 (names with accents); others ignore it.
    await writeFile(target, `\uFEFF${csv}`, "utf8");
  } catch (error) {
    throw new AdminError(`could not write ${target}: ${(error as Error).message}`);
  }
  io.stderr(`Wrote ${what} to ${target}\n`);
}
