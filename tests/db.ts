import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";

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

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
