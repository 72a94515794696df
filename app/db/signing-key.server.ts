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

async function readOrMake(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key: name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, name));
  return Buffer.from(row!.value, "base64url");
}
