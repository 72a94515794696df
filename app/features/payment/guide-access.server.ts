import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { existingSigningKey, signingKey } from "~/db/signing-key.server";
import { purchases } from "~/db/schema";
import { readCookie, setCookie } from "~/lib/cookies";
import { refundedInFull } from "~/lib/price";
import { FULL_GUIDE_PRODUCT, type GuideAccess } from "~/lib/guide-access";

/**
 * Who may read the full guides once payments are configured (decision 073): a browser holding the
 * signed cookie of a purchase, or opening the purchase's e-mailed link (which gives that browser the
 * cookie). Both name the purchase by its id with an HMAC of it under a key the database keeps, one
 * purpose each, so neither can be made up or turned into the other; and both are checked against
 * the purchase on every use, so a refund ends them at once.
 */
type TokenPurpose = "cookie" | "link";

const KEY_NAME = "guide_access_key";
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;
/** The cookie that carries a purchase's access on the browser that paid or opened its link. */
export const GUIDE_ACCESS_COOKIE = "guide_access";
// As long as a browser keeps a cookie (400 days): the purchase, not the cookie, decides.
const COOKIE_MAX_AGE_SECONDS = 400 * 86_400;

const sign = (key: Buffer, purpose: TokenPurpose, purchaseId: string) =>
  createHmac("sha256", key).update(`guide-${purpose}:${purchaseId}`).digest("base64url");

/** The token of a purchase's cookie or e-mailed link. */
export async function guideAccessToken(db: Database, purpose: TokenPurpose, purchaseId: string): Promise<string> {
  return `${purchaseId}.${sign(await signingKey(db, KEY_NAME), purpose, purchaseId)}`;
}

/** Signs many links with one read of the key: made before a transaction that e-mails one. */
export async function guideLinkSigner(db: Database): Promise<(purchaseId: string) => string> {
  const key = await signingKey(db, KEY_NAME);
  return (purchaseId) => `${purchaseId}.${sign(key, "link", purchaseId)}`;
}

/** The path of a purchase's e-mailed link. */
export const guideAccessLinkPath = (token: string) => `/full-guide/access/${token}`;

/** The purchase a token names, or undefined when it is malformed, forged or made for the other purpose. */
async function purchaseOfToken(db: Database, purpose: TokenPurpose, token: string | undefined): Promise<string | undefined> {
  const match = token === undefined ? null : TOKEN.exec(token);
  if (!match) return undefined;
  const [, purchaseId, signature] = match;
  const key = await existingSigningKey(db, KEY_NAME);
  if (!key) return undefined;
  const expected = Buffer.from(sign(key, purpose, purchaseId!));
  const given = Buffer.from(signature!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? purchaseId : undefined;
}

/** What a purchase gives now: the guides, or nothing since its refund; undefined when there is no such guide purchase. */
export type PurchaseAccess = { purchaseId: string; state: "active" | "refunded" };

/**
 * Whether a purchase of the full guide still gives access: a refund of the whole amount ends it;
 * a partial refund (a goodwill discount) leaves it.
 */
export async function guidePurchaseAccess(db: Database, purchaseId: string): Promise<PurchaseAccess | undefined> {
  const [row] = await db
    .select({ product: purchases.product, amount: purchases.amount, refunded: purchases.refundedAmount })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!row || row.product !== FULL_GUIDE_PRODUCT) return undefined;
  return { purchaseId, state: refundedInFull(row.amount, row.refunded) ? "refunded" : "active" };
}

/** The purchase an e-mailed link names and what it gives, or undefined for a link that is not one. */
export async function guideLinkAccess(db: Database, token: string | undefined): Promise<PurchaseAccess | undefined> {
  const purchaseId = await purchaseOfToken(db, "link", token);
  return purchaseId ? guidePurchaseAccess(db, purchaseId) : undefined;
}

/**
 * The full guides' state for this request: "open" while payments are not configured (the
 * specification's per-device flag decides, in the browser), "paid" for a browser whose cookie names
 * a purchase that still gives access, else "locked".
 */
export async function guideAccessOf(request: Request, db: Database, paymentsConfigured: boolean): Promise<GuideAccess> {
  if (!paymentsConfigured) return "open";
  const purchaseId = await purchaseOfToken(db, "cookie", readCookie(request, GUIDE_ACCESS_COOKIE));
  if (!purchaseId) return "locked";
  return (await guidePurchaseAccess(db, purchaseId))?.state === "active" ? "paid" : "locked";
}

/** The full guides' state for this request, payments being configured when STRIPE_SECRET_KEY is set. */
export const requestGuideAccess = (request: Request, db: Database) =>
  guideAccessOf(request, db, getEnv().server.STRIPE_SECRET_KEY !== undefined);

/** The Set-Cookie value that gives this browser a purchase's access. */
export async function guideAccessCookie(db: Database, purchaseId: string, siteUrl: string): Promise<string> {
  return setCookie(GUIDE_ACCESS_COOKIE, await guideAccessToken(db, "cookie", purchaseId), {
    path: "/",
    maxAgeSeconds: COOKIE_MAX_AGE_SECONDS,
    sameSite: "Lax",
    siteUrl,
  });
}
