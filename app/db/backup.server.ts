import { spawn } from "node:child_process";
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { chmod, lstat, mkdir, mkdtemp, open, readdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import { createGzip, gunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import { processLogger } from "~/config/logger.server";
import { lockDataDir, openDatabase, type DatabaseHandle } from "./client.server";
import type { ByteStream } from "~/lib/byte-stream";
import { countMismatches, countRows, insertAllRows, tablesInForeignKeyOrder, type TableRows } from "./row-copy.server";
import { heldRows } from "./held-rows.server";

/**
 * Backups of the site's database, in one of three formats, told apart by their first bytes:
 * - "pglite": PGlite's own data-directory dump (a gzipped tar), taken from the open database;
 * - "pg_dump": PostgreSQL's custom format (`pg_dump -Fc`), when the client tools are installed;
 * - "rows": every row of the site's tables as gzipped JSON (row-copy.server.ts), written by the
 *   site itself on PostgreSQL without pg_dump, and restorable into either database.
 */
export type BackupFormat = "pglite" | "pg_dump" | "rows";

const ROWS_HEADER = "work-waves-rows";
const EXTENSIONS: Record<BackupFormat, string> = { pglite: "pglite.tar.gz", pg_dump: "pgdump", rows: "rows.json.gz" };

export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * A backup as it is made: its bytes come as they are read (`body`, read once), so neither the
 * site nor the command line holds a whole backup (decision 064).
 */
export interface Backup {
  format: BackupFormat;
  body: ByteStream;
  /** A file name for it: `work-waves-<UTC time>.<format's extension>`. */
  fileName: string;
}

export interface BackupOptions {
  now?: Date;
  /** The pg_dump to run on PostgreSQL; false writes the rows format instead. Default: pg_dump on the PATH, if any. */
  pgDump?: string | false;
}

/** A consistent backup of the open database, taken while the site keeps running. */
export async function takeBackup(handle: DatabaseHandle, options: BackupOptions = {}): Promise<Backup> {
  const stamp = (options.now ?? new Date())
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  const named = (format: BackupFormat, body: ByteStream): Backup => ({
    format,
    body,
    fileName: `work-waves-${stamp}.${EXTENSIONS[format]}`,
  });

  if (handle.connection.kind === "pglite") {
    const { client, dataDir } = handle.connection;
    // The archive is read under PGlite's query lock, so nothing writes meanwhile; a checkpoint
    // first puts the data in the table files, so the restored copy needs no WAL replay.
    await client.query("checkpoint");
    if (dataDir) return named("pglite", await spooledDataDir(client, dataDir));
    // In memory there are no files to read: PGlite hands its archive over whole; it is gzipped
    // as it is read, off the event loop, with the site free again.
    const tar = await client.dumpDataDir("none");
    return named("pglite", gzipped(Readable.fromWeb(tar.stream() as WebReadableStream<Uint8Array>)));
  }

  const pgDump = options.pgDump === undefined ? "pg_dump" : options.pgDump;
  if (pgDump !== false) {
    const dumped = await streamTool(pgDump, ["--format=custom", "--no-owner", "--no-acl"], handle.connection.url);
    if (dumped !== undefined) return named("pg_dump", dumped);
  }
  return named("rows", await spooledRows(handle));
}

/**
 * PGlite's archive of a data directory on disk, written by the site: the same tar PGlite's
 * dumpDataDir makes (every directory and file under it, named from the directory's root with a
 * leading "/"), copied file by file under PGlite's query lock into a private temporary file
 * through one buffer, so neither the archive nor the directory is ever held in memory (PGlite
 * builds its archive whole, and as a Blob again: about three times the directory's size). Its
 * body is that file, gzipped as it is read and removed once read; the lock is held only for the
 * copy, whoever reads it.
 */
async function spooledDataDir(client: PGlite, dataDir: string): Promise<ByteStream> {
  const dir = await mkdtemp(path.join(tmpdir(), "work-waves-backup-"));
  const file = path.join(dir, "pgdata.tar");
  try {
    await client._runExclusiveQuery(() => writeDataDirTar(dataDir, file));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return (async function* () {
    try {
      yield* gzipped(createReadStream(file));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
}

const TAR_BLOCK = 512;
// Files are copied through this much at a time: one buffer for the whole archive.
const COPY_BYTES = 256 * 1024;

/** A ustar header as PGlite's archive has it (its reader checks the magic and the checksum), written into `header`. */
function tarHeader(
  header: Buffer,
  name: string,
  { size, mode, mtime, directory }: { size: number; mode: number; mtime: Date; directory: boolean },
) {
  if (Buffer.byteLength(name) > 100) throw new BackupError(`${name}: a name longer than an archive's 100 bytes`);
  header.fill(0, 0, TAR_BLOCK);
  const octal = (offset: number, length: number, value: number) =>
    header.write(
      `${Math.floor(value)
        .toString(8)
        .padStart(length - 1, "0")}\0`,
      offset,
      length,
      "latin1",
    );
  header.write(name, 0, 100, "utf8");
  octal(100, 8, mode & 0o7777);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, mtime.getTime() / 1000);
  header.fill(" ", 148, 156);
  header.write(directory ? "5" : "0", 156, 1, "latin1");
  header.write("ustar\u0000" + "00", 257, 8, "latin1");
  let sum = 0;
  for (let i = 0; i < TAR_BLOCK; i++) sum += header[i]!;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "latin1");
}

/** Writes the tar of the directory `root` to `file` (0600), its files read through one buffer. */
async function writeDataDirTar(root: string, file: string): Promise<void> {
  const buffer = Buffer.alloc(COPY_BYTES);
  const out = await open(file, "w", 0o600);
  try {
    const write = async (length: number) => {
      for (let written = 0; written < length;) written += (await out.write(buffer, written, length - written)).bytesWritten;
    };
    const walk = async (dir: string): Promise<void> => {
      for (const entry of (await readdir(dir)).sort()) {
        const full = path.join(dir, entry);
        const name = "/" + path.relative(root, full).split(path.sep).join("/");
        const stats = await lstat(full);
        if (!stats.isDirectory() && !stats.isFile()) continue;
        const directory = stats.isDirectory();
        const size = directory ? 0 : stats.size;
        tarHeader(buffer, name, { size, mode: stats.mode, mtime: stats.mtime, directory });
        await write(TAR_BLOCK);
        if (directory) {
          await walk(full);
          continue;
        }
        const input = await open(full, "r");
        try {
          for (let copied = 0; copied < size;) {
            const { bytesRead } = await input.read(buffer, 0, Math.min(COPY_BYTES, size - copied), copied);
            // Nothing writes under the lock; a file that came up short all the same is filled to its size.
            const length = bytesRead || Math.min(COPY_BYTES, size - copied);
            if (bytesRead === 0) buffer.fill(0, 0, length);
            await write(length);
            copied += length;
          }
        } finally {
          await input.close();
        }
        const padding = (TAR_BLOCK - (size % TAR_BLOCK)) % TAR_BLOCK;
        buffer.fill(0, 0, padding);
        await write(padding);
      }
    };
    await walk(root);
    buffer.fill(0, 0, 2 * TAR_BLOCK);
    await write(2 * TAR_BLOCK);
  } finally {
    await out.close();
  }
}

/** `source` gzipped as it is read. */
async function* gzipped(source: Readable): ByteStream {
  const gzip = createGzip();
  // A failed read destroys gzip with its error, which the loop below then throws.
  pipeline(source, gzip).catch(() => {});
  yield* gzip;
}

/**
 * The rows format: every table's rows, in one read-only snapshot, read ROWS_BATCH at a time
 * through a cursor and gzipped into a private temporary file as they come, so the snapshot ends
 * as soon as the rows are read, whoever reads the backup and however slowly. Its body is that
 * file, removed once read.
 */
async function spooledRows(handle: DatabaseHandle): Promise<ByteStream> {
  const dir = await mkdtemp(path.join(tmpdir(), "work-waves-backup-"));
  const file = path.join(dir, "rows.json.gz");
  try {
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
    written.catch(() => {});
    const write = async (text: string) => {
      if (!gzip.write(text)) await once(gzip, "drain");
    };
    await write(`${JSON.stringify({ format: ROWS_HEADER, version: 1 })}\n`);
    await handle.db.transaction(
      async (tx) => {
        for (const table of await tablesInForeignKeyOrder(tx)) {
          await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t) as row from ${sql.identifier(table)} t`);
          await write(`{"table":${JSON.stringify(table)},"rows":[`);
          for (let first = true; ; first = false) {
            const { rows } = (await tx.execute(sql.raw(`fetch ${ROWS_BATCH} from backup_rows`))) as unknown as {
              rows: { row: Record<string, unknown> | string }[];
            };
            if (rows.length === 0) break;
            const json = rows.map(({ row }) => (typeof row === "string" ? row : JSON.stringify(row))).join(",");
            await write(first ? json : `,${json}`);
          }
          await tx.execute(sql`close backup_rows`);
          await write("]}\n");
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    gzip.end();
    await written;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return (async function* () {
    try {
      yield* createReadStream(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
}

const ROWS_BATCH = 1_000;

async function decodeRows(data: Uint8Array): Promise<TableRows[]> {
  const [header, ...lines] = (await promisify(gunzip)(data)).toString("utf8").trimEnd().split("\n");
  if ((JSON.parse(header!) as { format?: string }).format !== ROWS_HEADER) throw new BackupError("not a backup of this site's rows");
  return lines.map((line) => JSON.parse(line) as TableRows);
}

/** Which kind of backup the bytes are, or undefined when they are none of ours. */
export async function backupFormat(data: Uint8Array): Promise<BackupFormat | undefined> {
  if (Buffer.from(data.subarray(0, 5)).toString("latin1") === "PGDMP") return "pg_dump";
  if (data[0] !== 0x1f || data[1] !== 0x8b) return undefined;
  let inflated: Buffer;
  try {
    inflated = await promisify(gunzip)(data);
  } catch {
    return undefined;
  }
  if (inflated.subarray(0, 40).toString("utf8").includes(ROWS_HEADER)) return "rows";
  // A tar archive says "ustar" at offset 257 of its first header.
  if (inflated.subarray(257, 262).toString("latin1") === "ustar") return "pglite";
  return undefined;
}

/**
 * Writes a file only the site's own user may read (0600): backups and the command line's exports
 * hold visitors' names and addresses. The mode given at creation does not apply to a file that
 * was already there, hence the chmod.
 */
export async function writePrivateFile(file: string, data: Uint8Array | ByteStream): Promise<number> {
  let bytes = 0;
  async function* counted() {
    for await (const chunk of data instanceof Uint8Array ? [data] : data) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  await pipeline(counted(), createWriteStream(file, { mode: 0o600 }));
  await chmod(file, 0o600);
  return bytes;
}

/** The names this site gives its backup files (the worker's, the command line's). */
export const BACKUP_FILE = /^work-waves-.*\.(pglite\.tar\.gz|pgdump|rows\.json\.gz)$/;

/**
 * Writes a backup into `dir` and removes the oldest of this site's backups there beyond `keep`.
 * Written under a temporary name and renamed, so a half-written file never counts as a backup.
 */
export async function writeBackupInto(
  dir: string,
  backup: Backup,
  keep: number,
): Promise<{ file: string; bytes: number; removed: string[] }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backup.fileName);
  const bytes = await writePrivateFile(`${file}.partial`, backup.body);
  await rename(`${file}.partial`, file);
  const ours = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const removed = ours.slice(0, Math.max(0, ours.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return { file, bytes, removed };
}

export interface RestoreResult {
  format: BackupFormat;
  /** Rows per table after the restore. */
  counts: Record<string, number>;
  /** Where the data directory that was there before went (PGlite), if there was one. */
  previous?: string;
}

/**
 * Puts a PGlite backup into `dataDir`. The caller has made sure no server runs there; the
 * directory lock is taken anyway, so a server starting meanwhile waits or refuses. A database
 * already in the directory is kept beside it (`<dir>.before-restore-<time>`), never deleted.
 */
export async function restorePgliteBackup(dataDir: string, data: Uint8Array, options: { now?: Date } = {}): Promise<RestoreResult> {
  const format = await backupFormat(data);
  if (format === "rows") return restoreRowsIntoPglite(dataDir, data, options);
  if (format !== "pglite")
    throw new BackupError(
      format ? `a ${format} backup restores into PostgreSQL (DATABASE_URL), not into PGlite` : "this file is not a backup of the site",
    );
  const location = path.resolve(dataDir);
  const release = await lockDataDir(location, processLogger());
  const previous = moveAside(location, options.now);
  let client: PGlite | undefined;
  try {
    mkdirSync(location, { recursive: true });
    const tar = await promisify(gunzip)(data);
    client = await PGlite.create(location, { loadDataDir: new Blob([new Uint8Array(tar)], { type: "application/x-tar" }) });
    const db = (await import("drizzle-orm/pglite")).drizzle({ client });
    const counts = await countRows(db);
    await client.close();
    return { format, counts, previous };
  } catch (error) {
    await client?.close().catch(() => {});
    rmSync(location, { recursive: true, force: true });
    if (previous) renameSync(previous, location);
    throw error;
  } finally {
    await release();
  }
}

async function restoreRowsIntoPglite(dataDir: string, data: Uint8Array, options: { now?: Date }): Promise<RestoreResult> {
  const tables = await decodeRows(data);
  const location = path.resolve(dataDir);
  const previous = moveAside(location, options.now);
  try {
    const handle = await openDatabase({ dataDir: location });
    try {
      await insertAllRows(handle.db, tables, { replace: true });
      return { format: "rows", counts: await verifiedCounts(handle, tables), previous };
    } finally {
      await handle.close();
    }
  } catch (error) {
    rmSync(location, { recursive: true, force: true });
    if (previous) renameSync(previous, location);
    throw error;
  }
}

function moveAside(location: string, now = new Date()): string | undefined {
  if (!existsSync(location) || readdirSync(location).length === 0) return undefined;
  const previous = `${location}.before-restore-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}`;
  renameSync(location, previous);
  return previous;
}

/**
 * Puts a backup into the PostgreSQL database at `databaseUrl`. A database that holds rows is
 * refused unless `force`, which replaces them. pg_dump backups go through pg_restore (in one
 * transaction: a failure leaves the database as it was); rows backups are inserted by the site.
 */
export async function restorePostgresBackup(
  databaseUrl: string,
  data: Uint8Array,
  options: { force?: boolean; pgRestore?: string } = {},
): Promise<RestoreResult> {
  const format = await backupFormat(data);
  if (!format) throw new BackupError("this file is not a backup of the site");
  if (format === "pglite")
    throw new BackupError(
      "a PGlite backup restores into DATA_DIR (with DATABASE_URL unset); to move its rows to PostgreSQL, restore it there and run move-to-postgres",
    );
  const handle = await openDatabase({ databaseUrl, dataDir: "memory://", poolMax: 2 });
  try {
    // The blog's sample posts a new database's migrations wrote, untouched, count as nothing.
    const held = Object.values(await heldRows(handle.db)).reduce((sum, n) => sum + n, 0);
    if (held > 0 && !options.force) {
      throw new BackupError(
        `the database already holds ${held} rows; restoring would replace them. Run again with --force to replace them.`,
      );
    }
    if (format === "rows") {
      const tables = await decodeRows(data);
      await insertAllRows(handle.db, tables, { replace: true });
      return { format, counts: await verifiedCounts(handle, tables) };
    }
    const args = ["--clean", "--if-exists", "--no-owner", "--no-acl", "--single-transaction"];
    const restored = await runTool(options.pgRestore ?? "pg_restore", args, databaseUrl, data);
    if (!restored)
      throw new BackupError("pg_restore is not installed (the PostgreSQL client tools): install them to restore a pg_dump backup");
    return { format, counts: await countRows(handle.db) };
  } finally {
    await handle.close();
  }
}

async function verifiedCounts(handle: DatabaseHandle, tables: TableRows[]): Promise<Record<string, number>> {
  const counts = await countRows(handle.db);
  const expected = Object.fromEntries(tables.map(({ table, rows }) => [table, rows.length]));
  const mismatches = countMismatches(expected, counts);
  if (mismatches.length > 0) throw new BackupError(`the restored rows do not match the backup: ${mismatches.join("; ")}`);
  return counts;
}

/**
 * Starts a PostgreSQL client tool on the database; undefined when it is not installed. The
 * password goes in the environment, not on the command line that `ps` shows.
 */
async function startTool(command: string, args: string[], databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const child = spawn(command, [...args, `--dbname=${url.toString()}`], { stdio: ["pipe", "pipe", "pipe"], env });
  let err = "";
  child.stderr.on("data", (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4_000)));
  child.stdin.on("error", () => {});
  const closed = new Promise<number | null>((resolve) => child.once("close", resolve));
  const started = await new Promise<boolean>((resolve, reject) => {
    child.once("spawn", () => resolve(true));
    child.once("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(false) : reject(error)));
  });
  if (!started) return undefined;
  /** Resolves once the tool has ended well; a tool that failed throws with what it printed on stderr. */
  const succeeded = async () => {
    const code = await closed;
    if (code !== 0)
      throw new BackupError(`${path.basename(command)} failed (exit code ${code}): ${err.trim().split("\n").slice(-3).join(" ")}`);
  };
  return { child, succeeded };
}

/** A tool's standard output as it comes (pg_dump's backup); it throws at the end if the tool failed. */
async function streamTool(command: string, args: string[], databaseUrl: string): Promise<ByteStream | undefined> {
  const tool = await startTool(command, args, databaseUrl);
  if (!tool) return undefined;
  tool.child.stdin.end();
  return (async function* () {
    let read = false;
    try {
      yield* tool.child.stdout;
      read = true;
    } finally {
      // A reader that stops early: the dump is not wanted any more.
      if (!read) tool.child.kill();
    }
    await tool.succeeded();
  })();
}

/** Runs a tool feeding it `input` (pg_restore); false when it is not installed. */
async function runTool(command: string, args: string[], databaseUrl: string, input: Uint8Array): Promise<boolean> {
  const tool = await startTool(command, args, databaseUrl);
  if (!tool) return false;
  tool.child.stdout.resume();
  tool.child.stdin.end(Buffer.from(input));
  await tool.succeeded();
  return true;
}
