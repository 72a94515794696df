import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { describe, expect, onTestFinished, test } from "vitest";
import { backupFormat, takeBackup, writeBackupInto } from "~/db/backup.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { readAllRows } from "~/db/row-copy.server";
import { eventRegistrations, events, landingPageSignups } from "~/db/schema";
import { loadEnv } from "~/config/env.server";
import { writeLocalFile } from "../../cli/output";
import { serveCalls } from "../../server/admin-socket";
import { adminSocketPath, listenAdminSocket } from "../../cli/admin-socket";
import { startJobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { BACKUP_CRON, registerBackupWorker } from "~/db/backup-worker.server";
import type { Logger } from "~/config/logger.server";
import { runAdminCommand } from "../admin-command";
import { createTestDatabase, testDatabases } from "../db";
import { mailboxKey } from "~/lib/email-address";

const postgres = process.env.TEST_DATABASE_URL ? test : test.skip;

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "backup-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function cli(argv: string[], vars: Record<string, string>) {
  return runAdminCommand(argv, { env: loadEnv({ DATA_DIR: "memory://", ...vars }) });
}

/** A few rows in every table that matters, including a sign-up with text a CSV or JSON could trip on. */
async function fill(database: DatabaseHandle) {
  const [event] = await database.db
    .insert(events)
    .values({
      title: "Backed-up session",
      date: "2031-03-04",
      time: "10:00 AM",
      category: "Workshop",
      description: "d",
      maxAttendees: 5,
      currentAttendees: 1,
    })
    .returning();
  await database.db
    .insert(eventRegistrations)
    .values({ eventId: event!.id, email: "kept@example.com", emailKey: mailboxKey("kept@example.com"), name: "Kept" });
  await database.db.insert(landingPageSignups).values([
    {
      firstName: "Zoë",
      lastName: "O'Brien",
      email: "zoe@example.com",
      pageSource: "career-ai",
      learningInterest: 'quotes " and\nnew lines, {json}',
    },
    { firstName: "Lee", lastName: "Park", email: "lee@example.com", pageSource: "business-building-ai", learningInterest: null },
  ]);
}

/** Every row of every table, in a stable order, to compare two databases. */
async function snapshot(database: DatabaseHandle) {
  return (await readAllRows(database.db)).map(({ table, rows }) => ({ table, rows: rows.map((row) => JSON.stringify(row)).sort() }));
}

test("PGlite: backup through the running server's socket, restore refused while it runs, then the same rows back", async () => {
  const dataDir = path.join(tempDir(), "data");
  const here = tempDir();
  const database = await openDatabase({ dataDir });
  const env = loadEnv({ DATA_DIR: dataDir });
  const socket = await listenAdminSocket(adminSocketPath(dataDir), serveCalls({ env, database }));
  let running = true;
  onTestFinished(async () => {
    if (running) await socket.close(5_000);
    await database.close();
  });
  await fill(database);
  const before = await snapshot(database);

  const file = path.join(here, "site.pglite.tar.gz");
  const backedUp = await cli(["backup", "--out", file], { DATA_DIR: dataDir });
  expect(backedUp).toMatchObject({ code: 0, stderr: "" });
  expect(backedUp.stdout).toMatch(/^Backed up the PGlite database \(pglite, [\d.]+ MB\) to .*site\.pglite\.tar\.gz in [\d.]+ s\.\n$/);

  const refused = await cli(["restore", file], { DATA_DIR: dataDir });
  expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining(`a server is running on ${dataDir}`) });

  // Changes after the backup, which the restore must undo.
  await database.db.delete(landingPageSignups);
  await socket.close(5_000);
  running = false;
  await database.close();

  const restored = await cli(["restore", file], { DATA_DIR: dataDir });
  expect(restored).toMatchObject({ code: 0, stderr: "" });
  expect(restored.stdout).toMatch(/landing_page_signups\s+2/);
  expect(restored.stdout).toContain(`The database that was there is kept in ${dataDir}.before-restore-`);
  const reopened = await openDatabase({ dataDir });
  onTestFinished(() => reopened.close());
  expect(await snapshot(reopened)).toEqual(before);

  writeFileSync(path.join(here, "not-a-backup.tar.gz"), "hello");
  expect(await cli(["restore", path.join(here, "not-a-backup.tar.gz")], { DATA_DIR: dataDir })).toMatchObject({
    code: 1,
    stderr: expect.stringContaining("is not a backup made by 'backup'"),
  });
  expect(await cli(["restore", path.join(here, "nowhere.tar.gz")], { DATA_DIR: dataDir })).toMatchObject({
    code: 2,
    stderr: expect.stringContaining("no such file"),
  });
}, 180_000);

/** The entries of an uncompressed tar: name, type and content. */
function tarEntries(tar: Buffer) {
  const entries = new Map<string, { type: string; data: Buffer }>();
  for (let offset = 0; offset + 512 <= tar.length && tar[offset] !== 0;) {
    const header = tar.subarray(offset, offset + 512);
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString("latin1")
        .replace(/\0.*$/s, "");
    const size = parseInt(field(124, 12), 8);
    expect(field(257, 6)).toBe("ustar");
    entries.set(field(0, 100), { type: field(156, 1), data: tar.subarray(offset + 512, offset + 512 + size) });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

test("a PGlite backup on disk is PGlite's own archive, copied from the files: the same entries with the same bytes", async () => {
  const database = await openDatabase({ dataDir: path.join(tempDir(), "data") });
  onTestFinished(() => database.close());
  await fill(database);
  const backup = await takeBackup(database);
  const ours = tarEntries(await promisify(gunzip)(await buffer(backup.body)));
  if (database.connection.kind !== "pglite") throw new Error("expected PGlite");
  const theirs = tarEntries(Buffer.from(await (await database.connection.client.dumpDataDir("none")).arrayBuffer()));
  expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort());
  for (const [name, entry] of theirs) {
    expect(ours.get(name)!.type, name).toBe(entry.type);
    expect(ours.get(name)!.data.equals(entry.data), name).toBe(true);
  }
});

test("scheduled backups keep the newest BACKUP_KEEP files of the site and nothing else", async () => {
  const dir = tempDir();
  writeFileSync(path.join(dir, "owner-notes.txt"), "mine");
  const database = await openDatabase({ dataDir: "memory://" });
  onTestFinished(() => database.close());
  for (let day = 1; day <= 4; day++) {
    const backup = await takeBackup(database, { now: new Date(`2026-11-0${day}T03:00:00Z`) });
    await writeBackupInto(dir, backup, 2);
  }
  expect(readdirSync(dir).sort()).toEqual([
    "owner-notes.txt",
    "work-waves-2026-11-03T03-00-00Z.pglite.tar.gz",
    "work-waves-2026-11-04T03-00-00Z.pglite.tar.gz",
  ]);
}, 90_000);

const modeOf = (file: string) => statSync(file).mode & 0o777;

test("a backup and a command's output file are readable by the site's user only (0600), also where a file was before", async () => {
  const dir = tempDir();
  const database = await openDatabase({ dataDir: "memory://" });
  onTestFinished(() => database.close());
  const backup = await takeBackup(database, { now: new Date("2026-11-05T03:00:00Z") });
  // Left world-readable by an earlier run: the new write makes it private too.
  writeFileSync(path.join(dir, `${backup.fileName}.partial`), "old", { mode: 0o644 });
  const { file } = await writeBackupInto(dir, backup, 2);
  expect(modeOf(file)).toBe(0o600);

  const out = path.join(dir, "registrations.csv");
  writeFileSync(out, "old", { mode: 0o644 });
  const copy = readFileSync(file);
  expect(modeOf((await writeLocalFile(out, copy)).target)).toBe(0o600);
  expect(modeOf((await writeLocalFile(path.join(dir, "copy.pglite.tar.gz"), copy)).target)).toBe(0o600);
}, 90_000);

describe.each(testDatabases())("the daily backup on %s", (kind) => {
  test("with BACKUP_DIR it is scheduled and a backup job writes a backup there; without it nothing is scheduled", async () => {
    const dir = path.join(tempDir(), "backups");
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    await fill(database);
    const queue = await startJobQueue(database.connection);
    onTestFinished(() => queue.stop({ graceful: false }));
    const logger = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Logger;

    await registerBackupWorker({ database, queue, env: loadEnv({ BACKUP_DIR: dir, BACKUP_KEEP: "3" }), logger });
    expect((await queue.getSchedules(QUEUES.backup.name)).map((schedule) => schedule.cron)).toEqual([BACKUP_CRON]);
    await queue.send(QUEUES.backup.name);
    await expect
      .poll(() => (existsSync(dir) ? readdirSync(dir) : []), { timeout: 60_000, interval: 250 })
      .toEqual([expect.stringMatching(kind === "pglite" ? /^work-waves-.*\.pglite\.tar\.gz$/ : /^work-waves-.*\.pgdump$/)]);
    expect(modeOf(path.join(dir, readdirSync(dir)[0]!))).toBe(0o600);

    await registerBackupWorker({ database, queue, env: loadEnv({}), logger });
    expect(await queue.getSchedules(QUEUES.backup.name)).toEqual([]);
  }, 120_000);
});

postgres(
  "PostgreSQL: pg_dump backup and the site's own rows format both restore to the same rows; a database with rows needs --force",
  async () => {
    const source = await createTestDatabase("postgres");
    onTestFinished(() => source.close());
    await fill(source);
    const before = await snapshot(source);
    const here = tempDir();
    const url = source.connection.kind === "postgres" ? source.connection.url : "";

    const dumpFile = path.join(here, "site.pgdump");
    expect(await cli(["backup", "--out", dumpFile], { DATABASE_URL: url })).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("(pg_dump,"),
    });
    const rowsFile = path.join(here, "site.rows.json.gz");
    const rows = await takeBackup(source, { pgDump: false });
    expect(rows.format).toBe("rows");
    writeFileSync(rowsFile, await buffer(rows.body));

    for (const file of [dumpFile, rowsFile]) {
      const target = await createTestDatabase("postgres");
      onTestFinished(() => target.close());
      const targetUrl = target.connection.kind === "postgres" ? target.connection.url : "";
      const restored = await cli(["restore", file], { DATABASE_URL: targetUrl });
      expect(restored, file).toMatchObject({ code: 0, stderr: "" });
      expect(await snapshot(target)).toEqual(before);

      const again = await cli(["restore", file], { DATABASE_URL: targetUrl });
      expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining("already holds 4 rows") });
      expect(await cli(["restore", file, "--force"], { DATABASE_URL: targetUrl })).toMatchObject({ code: 0 });
      expect(await snapshot(target)).toEqual(before);
    }
    // A rows backup also goes back into PGlite.
    const dataDir = path.join(tempDir(), "data");
    expect(await cli(["restore", rowsFile], { DATA_DIR: dataDir })).toMatchObject({ code: 0 });
    const pglite = await openDatabase({ dataDir });
    onTestFinished(() => pglite.close());
    expect(await snapshot(pglite)).toEqual(before);
    expect(await backupFormat(new TextEncoder().encode("PGDMP..."))).toBe("pg_dump");
  },
  180_000,
);

postgres(
  "move-to-postgres copies every row from PGlite into an empty PostgreSQL database and refuses one that is not",
  async () => {
    const dataDir = path.join(tempDir(), "data");
    const pglite = await openDatabase({ dataDir });
    await fill(pglite);
    const before = await snapshot(pglite);
    await pglite.close();

    const target = await createTestDatabase("postgres");
    onTestFinished(() => target.close());
    const url = target.connection.kind === "postgres" ? target.connection.url : "";
    const moved = await cli(["move-to-postgres", url], { DATA_DIR: dataDir });
    expect(moved).toMatchObject({ code: 0, stderr: "" });
    expect(moved.stdout).toContain("the counts match");
    expect(moved.stdout).toMatch(/event_registrations\s+1/);
    expect(await snapshot(target)).toEqual(before);

    const twice = await cli(["move-to-postgres", url], { DATA_DIR: dataDir });
    expect(twice).toMatchObject({ code: 1, stderr: expect.stringContaining("is not empty (events: 1") });
    expect(await cli(["move-to-postgres", "mysql://x"], { DATA_DIR: dataDir })).toMatchObject({ code: 2 });
    expect(await cli(["move-to-postgres", url], { DATA_DIR: dataDir, DATABASE_URL: url })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("already runs on PostgreSQL"),
    });
    expect(existsSync(dataDir)).toBe(true);
  },
  180_000,
);
