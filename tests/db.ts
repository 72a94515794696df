import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { loadEnv } from "~/config/env.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import type { RunningServer, startServer as StartServer } from "../server/app";

export type TestDatabaseKind = DatabaseHandle["kind"];

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A migrated handle on a database no other test sees. On PostgreSQL that is a new database with a
 * random name, dropped again by close().
 */
export async function createTestDatabase(kind: TestDatabaseKind, options: { migrationsFolder?: string } = {}): Promise<DatabaseHandle> {
  const { migrationsFolder } = options;
  if (kind === "pglite") return openDatabase({ dataDir: "memory://", migrationsFolder });

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await runAdmin(serverUrl, `create database "${name}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: "memory://", poolMax: 4, migrationsFolder });
  } catch (error) {
    await runAdmin(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close() {
      closing ??= handle.close().then(() => runAdmin(serverUrl, `drop database if exists "${name}" with (force)`));
      return closing;
    },
  };
}

/**
 * A database migrated up to the migration whose tag ends with `tagSuffix`, not including it, for a
 * test that stores rows as they were before that migration; `migrateRest()` then applies it and
 * every later one, as a server's next start would. close() also removes the migrations' copy.
 */
export async function createDatabaseBefore(
  kind: TestDatabaseKind,
  tagSuffix: string,
): Promise<{ handle: DatabaseHandle; migrateRest: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync("drizzle", folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  if (index < 1) throw new Error(`no migration after the first ends with ${tagSuffix}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  let handle: DatabaseHandle;
  try {
    handle = await createTestDatabase(kind, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return {
    handle,
    async migrateRest() {
      if (handle.connection.kind === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: "drizzle" });
      else await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: "drizzle" });
    },
  };
}

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The built server (`startServer` of importBuiltServer) started in this process on a database of
 * `kind` with `env` over the process's environment: in memory on PGlite, on a test database of its own
 * on PostgreSQL, which the caller closes after the server.
 */
export async function startServerOn(
  startServer: typeof StartServer,
  kind: TestDatabaseKind,
  env: Record<string, string | undefined>,
): Promise<{ server: RunningServer; database?: DatabaseHandle }> {
  const common = { ...process.env, PORT: "0", HOST: "127.0.0.1", WORKER_ENABLED: "false", ...env };
  if (kind !== "postgres") return { server: await startServer({ env: loadEnv({ ...common, DATA_DIR: "memory://", DATABASE_URL: "" }) }) };
  const database = await createTestDatabase("postgres");
  if (database.connection.kind !== "postgres") throw new Error("expected PostgreSQL");
  return { server: await startServer({ env: loadEnv({ ...common, DATABASE_URL: database.connection.url }) }), database };
}
