import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "~/db/client.server";
import { existingSigningKey, signingKey } from "~/db/signing-key.server";

/**
 * A subscriber's own links: /newsletter/confirm/<token> (the confirmation e-mail's) and
 * /newsletter/unsubscribe/<token> (every issue's, and its List-Unsubscribe header's). The token is
 * the subscriber's id and an HMAC of it and the link's purpose, with a key the database keeps, so
 * no link is stored, every instance checks what any made, and one purpose's token opens nothing
 * else. A confirmation link dies with its pending row (7 days); an unsubscribe link lasts as long
 * as the subscriber does, as a mailbox keeps old issues.
 */
export type SubscriberLinkPurpose = "confirm" | "unsubscribe";

const KEY_NAME = "newsletter_link_key";
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

const sign = (key: Buffer, purpose: SubscriberLinkPurpose, subscriberId: string) =>
  createHmac("sha256", key).update(`${purpose}:${subscriberId}`).digest("base64url");

/** The token of a subscriber's link for `purpose`. */
export async function subscriberToken(db: Database, purpose: SubscriberLinkPurpose, subscriberId: string): Promise<string> {
  return `${subscriberId}.${sign(await signingKey(db, KEY_NAME), purpose, subscriberId)}`;
}

/** A link signer made once for many subscribers (an issue's send signs one link per recipient). */
export async function subscriberLinkSigner(db: Database, purpose: SubscriberLinkPurpose): Promise<(subscriberId: string) => string> {
  const key = await signingKey(db, KEY_NAME);
  return (subscriberId) => `${subscriberId}.${sign(key, purpose, subscriberId)}`;
}

/** The path of a subscriber's link for `purpose`. */
export const subscriberLinkPath = (purpose: SubscriberLinkPurpose, token: string) => `/newsletter/${purpose}/${token}`;

/** The subscriber a token names, or undefined when it is malformed or forged (or made for another purpose). */
export async function subscriberOfToken(db: Database, purpose: SubscriberLinkPurpose, token: string): Promise<string | undefined> {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, subscriberId, signature] = match;
  const key = await existingSigningKey(db, KEY_NAME);
  if (!key) return undefined;
  const expected = Buffer.from(sign(key, purpose, subscriberId!));
  const given = Buffer.from(signature!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subscriberId : undefined;
}
