import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "~/db/client.server";
import { existingSigningKey, signingKey } from "~/db/signing-key.server";

/**
 * A draft's private preview link: /blog/preview/<post id>.<expiry>.<signature>, signed with a key
 * the database keeps (made on first use), so every instance checks a link any of them made and
 * nothing outside the database can forge one. It shows the post as last saved until it expires.
 */
const KEY_NAME = "blog_preview_key";
/** How long a preview link works: long enough to send to a friend for a read before publishing. */
export const PREVIEW_LINK_DAYS = 7;

const previewKey = (db: Database) => signingKey(db, KEY_NAME);

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

export async function previewPath(db: Database, postId: string, now: Date): Promise<{ path: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_DAYS * 86_400_000);
  const payload = `${postId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return { path: `/blog/preview/${payload}.${sign(await previewKey(db), payload)}`, expiresAt };
}

/** The post a preview token opens, or undefined when it is forged, malformed or expired. */
export async function previewedPostId(db: Database, token: string, now: Date): Promise<string | undefined> {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, postId, expires, signature] = match;
  if (Number(expires) * 1000 <= now.getTime()) return undefined;
  const key = await existingSigningKey(db, KEY_NAME);
  if (!key) return undefined;
  const expected = Buffer.from(sign(key, `${postId}.${expires}`));
  const given = Buffer.from(signature!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? postId : undefined;
}
