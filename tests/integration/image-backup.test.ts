import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { asc } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { restorePgliteBackup, restorePostgresBackup, takeBackup } from "~/db/backup.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { insertAllRows, readAllRows } from "~/db/row-copy.server";
import { blogImages, blogImageVariants } from "~/db/schema";
import { createTestDatabase, testDatabases } from "../db";

/**
 * A post's pictures are bytea rows: every way the site's data leaves a database and comes back
 * (a backup and its restore in each format, the move to PostgreSQL) must give them back byte for byte.
 */

const postgres = process.env.TEST_DATABASE_URL ? test : test.skip;

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "image-backup-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// Every byte value (a zero, a backslash, a quote, bytes that are not UTF-8), and two pictures large
// enough that their rows go into the copy a few at a time.
const EVERY_BYTE = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
const images = () => [
  { id: "a".repeat(64), bytes: EVERY_BYTE },
  { id: "b".repeat(64), bytes: new Uint8Array(randomBytes(9 * 1024 * 1024)) },
  { id: "c".repeat(64), bytes: new Uint8Array(randomBytes(9 * 1024 * 1024 + 1)) },
];

async function fillImages(database: DatabaseHandle) {
  const stored = images();
  await database.db
    .insert(blogImages)
    .values(stored.map(({ id, bytes }) => ({ id, width: 10, height: 10, contentType: "image/png", bytes })));
  await database.db
    .insert(blogImageVariants)
    .values(stored.map(({ id, bytes }) => ({ imageId: id, width: 10, format: "webp", bytes: bytes.slice().reverse() })));
  return stored;
}

async function expectSameImages(database: DatabaseHandle, expected: Array<{ id: string; bytes: Uint8Array }>) {
  const rows = await database.db.select({ id: blogImages.id, bytes: blogImages.bytes }).from(blogImages).orderBy(asc(blogImages.id));
  expect(rows.map((row) => row.id)).toEqual(expected.map((image) => image.id));
  rows.forEach((row, i) => expect(Buffer.from(row.bytes).equals(Buffer.from(expected[i]!.bytes)), row.id).toBe(true));
  const variants = await database.db
    .select({ id: blogImageVariants.imageId, bytes: blogImageVariants.bytes })
    .from(blogImageVariants)
    .orderBy(asc(blogImageVariants.imageId));
  variants.forEach((row, i) => expect(Buffer.from(row.bytes).equals(Buffer.from(expected[i]!.bytes.slice().reverse())), row.id).toBe(true));
}

describe.each(testDatabases())("images copied row by row on %s", (kind) => {
  test("the rows copy (move-to-postgres, a rows backup) keeps every byte of a picture", async () => {
    const source = await createTestDatabase(kind);
    onTestFinished(() => source.close());
    const stored = await fillImages(source);
    const target = await createTestDatabase(kind);
    onTestFinished(() => target.close());
    // A migrated database holds the sample posts: the copy replaces them, as a restore does.
    await insertAllRows(target.db, await readAllRows(source.db), { replace: true });
    await expectSameImages(target, stored);
  }, 120_000);
});

test("a PGlite backup restores its pictures byte for byte", async () => {
  const dataDir = path.join(tempDir(), "data");
  const source = await openDatabase({ dataDir });
  const stored = await fillImages(source);
  const backup = await takeBackup(source);
  const data = await buffer(backup.body);
  await source.close();
  const restoredDir = path.join(tempDir(), "restored");
  await restorePgliteBackup(restoredDir, data);
  const restored = await openDatabase({ dataDir: restoredDir });
  onTestFinished(() => restored.close());
  await expectSameImages(restored, stored);
}, 120_000);

postgres(
  "PostgreSQL: pictures survive a pg_dump backup, a rows backup (into PostgreSQL and into PGlite) and the row copy from PGlite",
  async () => {
    const source = await createTestDatabase("postgres");
    onTestFinished(() => source.close());
    const stored = await fillImages(source);
    for (const pgDump of [undefined, false] as const) {
      const backup = await takeBackup(source, { pgDump });
      const data = await buffer(backup.body);
      const target = await createTestDatabase("postgres");
      onTestFinished(() => target.close());
      const url = target.connection.kind === "postgres" ? target.connection.url : "";
      await restorePostgresBackup(url, data, { force: true });
      await expectSameImages(target, stored);
      if (backup.format === "rows") {
        const dataDir = path.join(tempDir(), "data");
        await restorePgliteBackup(dataDir, data);
        const pglite = await openDatabase({ dataDir });
        onTestFinished(() => pglite.close());
        await expectSameImages(pglite, stored);
      }
    }

    // The move from PGlite: move-to-postgres's row copy, from PGlite's rows into PostgreSQL's.
    const pglite = await createTestDatabase("pglite");
    onTestFinished(() => pglite.close());
    const moved = await fillImages(pglite);
    const target = await createTestDatabase("postgres");
    onTestFinished(() => target.close());
    await insertAllRows(target.db, await readAllRows(pglite.db), { replace: true });
    await expectSameImages(target, moved);
  },
  240_000,
);
