import path from "node:path";
import { writePrivateFile } from "~/db/backup.server";
import { replaceControlCharacters } from "~/lib/control-characters";
import type { ByteStream } from "~/lib/byte-stream";
import { ownerStamp } from "~/lib/owner-time";
import { AdminError, type AdminIo, type CommandContext } from "./command";

// Besides control characters (escape codes move the cursor, recolour or retitle the terminal, or
// hide what follows), the bidirectional overrides that reorder a line. Tab and line ends stay, as
// in free text: tables and CSV need them; a lone carriage return would overwrite its line.
const REORDERING = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\r(?!\n)/g;

/**
 * What a visitor typed, made safe to print in the owner's terminal: every non-printable character
 * is shown as its escape (`\x1b`, `\u202e`), so a name can't carry a terminal escape sequence.
 * Letters of every script and emoji print as they are.
 */
export function printable(text: string): string {
  return replaceControlCharacters(text, escapeCode, "free-text").replace(REORDERING, escapeCode);
}

function escapeCode(char: string): string {
  const code = char.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * An AdminIo on the process's own streams. A reader that stops early (`| head -2`) closes the
 * pipe: that stream then takes no more writes, quietly (no EPIPE and stack trace), and the
 * command runs to its end and closes the database as usual.
 */
export function streamIo(stdout: NodeJS.WritableStream, stderr: NodeJS.WritableStream): AdminIo {
  const writer = (stream: NodeJS.WritableStream) => {
    let open = true;
    stream.on("error", (error: NodeJS.ErrnoException) => {
      open = false;
      // A closed pipe is the reader's choice; another failure is said where it still can be.
      if (error.code !== "EPIPE" && stream !== stderr) stderr.write(`error: could not write the output: ${error.message}\n`);
    });
    return (text: string) => {
      if (open) stream.write(text);
    };
  };
  return { stdout: writer(stdout), stderr: writer(stderr) };
}

/** An AdminIo whose every write goes through printable(): commands can't forget it. */
export function printableIo(io: AdminIo): AdminIo {
  return { stdout: (text) => io.stdout(printable(text)), stderr: (text) => io.stderr(printable(text)) };
}

/** Rows as an aligned text table with a header; long cells are cut to `maxWidth`. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], maxWidth = 48): string {
  const cut = (cell: string) => {
    const flat = cell.replace(/\s+/g, " ");
    return flat.length > maxWidth ? `${flat.slice(0, maxWidth - 1)}…` : flat;
  };
  const cells = [header, ...rows].map((row) => row.map(cut));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return (
    cells
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join("  ")
          .trimEnd(),
      )
      .join("\n") + "\n"
  );
}

/** "label: value" lines, labels aligned, for one stored record. */
export function formatRecord(fields: readonly (readonly [string, string])[]): string {
  const width = Math.max(...fields.map(([label]) => label.length)) + 1;
  return fields.map(([label, value]) => `  ${`${label}:`.padEnd(width)} ${value}`).join("\n") + "\n";
}

/**
 * A CSV export goes to --out when given (reported on stderr), otherwise to stdout. With `npm run`
 * stdout also carries npm's own banner, which is why --out exists (or `npm run -s admin`).
 */
export async function writeExport(io: AdminIo, csv: string | ByteStream, out: string | undefined, what: string): Promise<void> {
  const encoder = new TextEncoder();
  if (!out) {
    if (typeof csv === "string") io.stdout(csv);
    else {
      const decoder = new TextDecoder();
      for await (const chunk of csv) io.stdout(decoder.decode(chunk, { stream: true }));
      io.stdout(decoder.decode());
    }
    return;
  }
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents); others ignore it.
  async function* withMark() {
    yield encoder.encode("\uFEFF");
    if (typeof csv === "string") yield encoder.encode(csv);
    else yield* csv;
  }
  const { target } = await writeLocalFile(out, withMark());
  io.stderr(`Wrote ${what} to ${target}\n`);
}

/**
 * Writes an output file (an export, a backup) where the person running the command is: relative
 * to its working directory, private (0600), errors as refusals; answers its absolute path and its
 * size. The command line writes it even when the server made the call, as the bytes come.
 */
export async function writeLocalFile(out: string, data: Uint8Array | ByteStream): Promise<{ target: string; bytes: number }> {
  const target = path.resolve(out);
  try {
    return { target, bytes: await writePrivateFile(target, data) };
  } catch (error) {
    if (error instanceof AdminError) throw error;
    throw new AdminError(`could not write ${target}: ${(error as Error).message}`);
  }
}

/** "2026-11-28 18:00 CST": an instant in the owner's time zone (OWNER_TIME_ZONE), as every command prints one. */
export function ownerStampIn(context: Pick<CommandContext, "env">, instant: Date | string | null | undefined): string {
  return ownerStamp(instant, context.env.server.OWNER_TIME_ZONE);
}
