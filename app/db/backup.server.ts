import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { chmod, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { processLogger } from "~/config/logger.server";
import { lockDataDir, openDatabase, type DatabaseHandle } from "./client.server";
import { countMismatches, countRows, insertAllRows, readAllRows, type TableRows } from "./row-copy.server";

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

export interface Backup {
  format: BackupFormat;
  data: Uint8Array;
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
  const named = (format: BackupFormat, data: Uint8Array): Backup => ({
    format,
    data,
    fileName: `work-waves-${stamp}.${EXTENSIONS[format]}`,
  });

  if (handle.connection.kind === "pglite") {
    const client = handle.connection.client;
    // The dump reads the files under PGlite's query lock, so nothing writes meanwhile; a
    // checkpoint first puts the data in the table files, so the restored copy needs no WAL replay.
    // Uncompressed it takes about a second; zlib then works off the event loop, with the site free again.
    await client.query("checkpoint");
    const tar = await client.dumpDataDir("none");
    return named("pglite", await promisify(gzip)(new Uint8Array(await tar.arrayBuffer())));
  }

  const pgDump = options.pgDump === undefined ? "pg_dump" : options.pgDump;
  if (pgDump !== false) {
    const dumped = await runTool(pgDump, ["--format=custom", "--no-owner", "--no-acl"], handle.connection.url);
    if (dumped !== undefined) return named("pg_dump", dumped);
  }
  const tables = await readAllRows(handle.db);
  return named("rows", await encodeRows(tables));
}

async function encodeRows(tables: TableRows[]): Promise<Uint8Array> {
  const lines = [JSON.stringify({ format: ROWS_HEADER, version: 1 }), ...tables.map((table) => JSON.stringify(table))];
  return promisify(gzip)(Buffer.from(`${lines.join("\n")}\n`, "utf8"));
}

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
export async function writePrivateFile(file: string, data: Uint8Array): Promise<void> {
  await writeFile(file, data, { mode: 0o600 });
  await chmod(file, 0o600);
}

/** The names this site gives its backup files (the worker's, the command line's). */
export const BACKUP_FILE = /^work-waves-.*\.(pglite\.tar\.gz|pgdump|rows\.json\.gz)$/;

/**
 * Writes a backup into `dir` and removes the oldest of this site's backups there beyond `keep`.
 * Written under a temporary name and renamed, so a half-written file never counts as a backup.
 */
export async function writeBackupInto(dir: string, backup: Backup, keep: number): Promise<{ file: string; removed: string[] }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backup.fileName);
  await writePrivateFile(`${file}.partial`, backup.data);
  await rename(`${file}.partial`, file);
  const ours = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const removed = ours.slice(0, Math.max(0, ours.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return { file, removed };
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
    const before = await countRows(handle.db);
    const held = Object.values(before).reduce((sum, n) => sum + n, 0);
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
    if (restored === undefined)
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
 * Runs a PostgreSQL client tool on the database, feeding it `input`; answers its standard output,
 * or undefined when the tool is not installed. A tool that fails throws with what it printed on
 * stderr. The password goes in the environment, not on the command line that `ps` shows.
 */
function runTool(command: string, args: string[], databaseUrl: string, input?: Uint8Array): Promise<Buffer | undefined> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${url.toString()}`], { stdio: ["pipe", "pipe", "pipe"], env });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(undefined) : reject(error)));
    child.once("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new BackupError(`${path.basename(command)} failed (exit code ${code}): ${err.trim().split("\n").slice(-3).join(" ")}`));
    });
    child.stdin.on("error", () => {});
    child.stdin.end(input ? Buffer.from(input) : undefined);
  });
}
