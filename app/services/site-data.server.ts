import { takeBackup as backUp, type Backup } from "~/db/backup.server";
import { openDatabase } from "~/db/client.server";
import { countMismatches, countRows, insertAllRows, readAllRows } from "~/db/row-copy.server";
import { heldRows } from "~/db/held-rows.server";
import { done, refuse, type Outcome } from "./outcome";
import type { NoInput, ServiceDeps } from "./service-deps.server";

/**
 * The owner's calls on the site's data as a whole: backups and the move to PostgreSQL.
 */

/** A consistent backup of the open database, taken while the site keeps running. */
export async function takeBackup(
  { database, now }: ServiceDeps,
  _input: NoInput,
): Promise<Outcome<Backup & { kind: "pglite" | "postgres" }>> {
  return done({ ...(await backUp(database, { now })), kind: database.kind });
}

/** A database URL for messages: without its password. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * Copies every row of this database into the empty PostgreSQL database at `url`, in one
 * transaction, and checks the counts; refuses a database that holds rows (other than the sample
 * posts its migrations wrote, untouched, which the copy replaces).
 */
export async function moveToPostgres({ db }: ServiceDeps, { url }: { url: string }): Promise<Outcome<{ copied: Record<string, number> }>> {
  let target;
  try {
    target = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolMax: 2 });
  } catch (error) {
    return refuse(`could not open ${redactedUrl(url)}: ${(error as Error).message}`);
  }
  try {
    // A newly migrated database holds the blog's sample posts: it is still empty as long as they
    // are untouched, and the copy takes their place.
    const held = Object.entries(await heldRows(target.db)).filter(([, n]) => n > 0);
    if (held.length > 0) {
      return refuse(
        `${redactedUrl(url)} is not empty (${held.map(([table, n]) => `${table}: ${n}`).join(", ")}): move-to-postgres only copies into an empty database.`,
      );
    }
    const tables = await readAllRows(db);
    await insertAllRows(target.db, tables, { replace: true });
    const expected = Object.fromEntries(tables.map(({ table, rows }) => [table, rows.length]));
    const copied = await countRows(target.db);
    const mismatches = countMismatches(expected, copied);
    if (mismatches.length > 0) return refuse(`the copy does not match: ${mismatches.join("; ")}`);
    return done({ copied });
  } finally {
    await target.close();
  }
}
