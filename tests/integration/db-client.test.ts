import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { createPgliteTemplate, DatabaseLockedError, openDatabase } from "~/db/client.server";
import { landingPageSignups } from "~/db/schema";
import type { Logger } from "~/config/logger.server";
import { createTestDatabase, testDatabases } from "../db";

const run = promisify(execFile);
const childScript = fileURLToPath(new URL("./open-database-child.mjs", import.meta.url));

async function temporaryDataDir(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "db-client-test-"));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  // Nested on purpose: the parent directories do not exist yet.
  return join(root, "nested", "pglite");
}

async function openInChildProcess(dataDir: string): Promise<{ opened: boolean; name?: string; message?: string }> {
  const { stdout } = await run(process.execPath, [childScript, dataDir], { timeout: 60_000 });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
}

describe.each(testDatabases())("handle on %s", (kind) => {
  test("ping answers true while open and false once closed", async () => {
    const handle = await createTestDatabase(kind);

    expect(handle.kind).toBe(kind);
    expect(await handle.ping()).toBe(true);
    await handle.close();
    await handle.close();
    expect(await handle.ping()).toBe(false);
  });
});

describe("PGlite in a directory", () => {
  test("keeps its data across close and reopen", async () => {
    const dataDir = await temporaryDataDir();
    const first = await openDatabase({ dataDir });
    await first.db
      .insert(landingPageSignups)
      .values({ firstName: "Ana", lastName: "Lima", email: "ana@example.com", pageSource: "career-ai" });
    await first.close();

    const second = await openDatabase({ dataDir });
    onTestFinished(() => second.close());

    const rows = await second.db.select({ email: landingPageSignups.email }).from(landingPageSignups);
    expect(rows).toEqual([{ email: "ana@example.com" }]);
  });

  test("runs with the small site's buffer cache, in a directory and in memory", async () => {
    const onDisk = await openDatabase({ dataDir: await temporaryDataDir() });
    onTestFinished(() => onDisk.close());
    const inMemory = await openDatabase({ dataDir: "memory://" });
    onTestFinished(() => inMemory.close());

    for (const handle of [onDisk, inMemory]) {
      const { rows } = (await handle.db.execute(sql`show shared_buffers`)) as unknown as { rows: Array<{ shared_buffers: string }> };
      expect(rows[0]?.shared_buffers).toBe("16MB");
    }
  });

  test("a first start copies the build's empty database, made by this PGlite, and then migrates and keeps it as its own", async () => {
    const root = await mkdtemp(join(tmpdir(), "db-client-template-"));
    onTestFinished(() => rm(root, { recursive: true, force: true }));
    const template = join(root, "pglite-template");
    await createPgliteTemplate(template);
    expect(existsSync(join(template, "pgdata", "PG_VERSION"))).toBe(true);

    const dataDir = await temporaryDataDir();
    const said: string[] = [];
    const logger = {
      info: (line: string) => said.push(line),
      warn: (line: string) => said.push(line),
      error: () => {},
    } as unknown as Logger;
    const copied = await openDatabase({ dataDir, pgliteTemplate: template, logger });
    expect(said).toEqual([`copied the build's empty database into ${dataDir}`]);
    await copied.db
      .insert(landingPageSignups)
      .values({ firstName: "Ana", lastName: "Lima", email: "ana@example.com", pageSource: "career-ai" });
    const { rows } = (await copied.db.execute(sql`show shared_buffers`)) as unknown as { rows: Array<{ shared_buffers: string }> };
    expect(rows[0]?.shared_buffers).toBe("16MB");
    await copied.close();
    // The template is left as it was: a copy, never the build's own directory.
    expect(readdirSync(join(template, "pgdata", "base")).length).toBeGreaterThan(0);
    // Nor is the copy made on the way left behind.
    expect(readdirSync(dirname(dataDir)).filter((name) => name.includes(".template-"))).toEqual([]);

    // A directory that holds a database is opened as it is.
    const reopened = await openDatabase({ dataDir, pgliteTemplate: template });
    onTestFinished(() => reopened.close());
    expect(await reopened.db.select({ email: landingPageSignups.email }).from(landingPageSignups)).toEqual([{ email: "ana@example.com" }]);

    // A template another PGlite made is not used: PGlite creates the database as before.
    await writeFile(join(template, "made-by.json"), JSON.stringify({ pglite: "0.0.0" }));
    const other = await temporaryDataDir();
    const created = await openDatabase({ dataDir: other, pgliteTemplate: template, logger });
    expect(said.at(-1)).toMatch(/^the build's empty database was made by PGlite 0\.0\.0, not \d/);
    onTestFinished(() => created.close());
    expect(await created.ping()).toBe(true);
  });

  test("refuses a second open while the first holds the directory", async () => {
    const dataDir = await temporaryDataDir();
    const first = await openDatabase({ dataDir });

    const second = openDatabase({ dataDir });

    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(`The database directory ${dataDir} is locked by another process`);
    await first.close();
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });

  test("refuses another process while the directory is open, and lets it in after close", async () => {
    const dataDir = await temporaryDataDir();
    const handle = await openDatabase({ dataDir });

    const refused = await openInChildProcess(dataDir);

    expect(refused).toEqual({ opened: false, name: "DatabaseLockedError", message: expect.stringContaining(dataDir) });
    expect(refused.message).toContain("(for example the running server)");
    await handle.close();
    expect(await openInChildProcess(dataDir)).toEqual({ opened: true });
  }, 120_000);
});
