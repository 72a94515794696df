import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client.server";
import { appMeta } from "./schema";

const keys = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * A 256-bit key the database keeps under `name` in app_meta, made on first use: every instance
 * signs and checks a link (a preview, a newsletter confirmation or unsubscribe) with the same key,
 * and nothing outside the database can forge one. Read once per database handle.
 */
export function signingKey(db: Database, name: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) keys.set(db, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = readOrMake(db, name);
    // A failed read (the database away a moment) is tried again next time, not kept.
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}

/**
 * The key under `name` if one has been made, without making it: what checks a link uses, so that
 * checking a made-up link writes nothing (no key means no link was ever signed with it).
 */
export async function existingSigningKey(db: Database, name: string): Promise<Buffer | undefined> {
  const known = keys.get(db)?.get(name);
  if (known) return known;
  return (await read(db, name)) ? signingKey(db, name) : undefined;
}

async function read(db: Database, name: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, name));
  return row ? Buffer.from(row.value, "base64url") : undefined;
}

async function readOrMake(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key: name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  return (await read(db, name))!;
}
