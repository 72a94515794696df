import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from "@simplewebauthn/server";
import { asc, eq } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import type { Database } from "~/db/client.server";
import { adminPasskeys } from "~/db/schema";
import { consumeAdminToken, issueAdminToken } from "./admin-auth.server";

/**
 * The owner's passkeys (WebAuthn through SimpleWebAuthn). The relying party is the host the
 * browser uses (the request's public origin, decision 012), so a passkey made on the live site
 * works there and only there. Each ceremony's challenge is a single-use token whose key rides in
 * a cookie, so a challenge answers one ceremony, once, within ADMIN.passkeyChallengeMinutes.
 */

// SimpleWebAuthn (about 20 MB resident with its dependencies) loads on the first passkey ceremony,
// not with every server that never sees one.
const webauthn = () => import("@simplewebauthn/server");

// One owner: every passkey belongs to the same user handle.
const OWNER_HANDLE = new TextEncoder().encode("site-owner");

export interface RelyingParty {
  origin: string;
  rpID: string;
  name: string;
}

export function relyingParty(request: Request, name: string): RelyingParty {
  const url = new URL(request.url);
  return { origin: url.origin, rpID: url.hostname, name };
}

export async function listPasskeys(db: Database) {
  return db
    .select({ id: adminPasskeys.id, name: adminPasskeys.name, createdAt: adminPasskeys.createdAt, lastUsedAt: adminPasskeys.lastUsedAt })
    .from(adminPasskeys)
    .orderBy(asc(adminPasskeys.createdAt));
}

export async function deletePasskey(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(adminPasskeys).where(eq(adminPasskeys.id, id)).returning({ id: adminPasskeys.id });
  return rows.length > 0;
}

/** Options for the browser to make a passkey, and the token that holds their challenge. */
export async function startPasskeyRegistration(db: Database, rp: RelyingParty, now: Date) {
  const { generateRegistrationOptions } = await webauthn();
  const existing = await db.select({ id: adminPasskeys.id, transports: adminPasskeys.transports }).from(adminPasskeys);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpID,
    userName: "owner",
    userDisplayName: "Site owner",
    userID: OWNER_HANDLE,
    attestationType: "none",
    // One passkey per authenticator: the same device is not registered twice.
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const token = await issueAdminToken(db, {
    purpose: "passkey-registration",
    minutes: ADMIN.passkeyChallengeMinutes,
    challenge: options.challenge,
    now,
  });
  return { options, token };
}

export async function finishPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  { token, response, name, now }: { token: string | undefined; response: RegistrationResponseJSON; name: string; now: Date },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const { verifyRegistrationResponse } = await webauthn();
  const spent = await consumeAdminToken(db, token, "passkey-registration", now);
  if (!spent?.challenge) return { ok: false, message: "This passkey request has expired. Please try again." };
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: spent.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, message: "The passkey could not be verified. Please try again." };
  }
  if (!verification.verified || !verification.registrationInfo) return { ok: false, message: "The passkey could not be verified." };
  const { credential } = verification.registrationInfo;
  await db
    .insert(adminPasskeys)
    .values({
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: now,
    })
    .onConflictDoNothing();
  return { ok: true };
}

/** Options to sign in with any of the owner's passkeys (discoverable: the browser offers them). */
export async function startPasskeySignIn(db: Database, rp: RelyingParty, now: Date) {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "preferred" });
  const token = await issueAdminToken(db, {
    purpose: "passkey-sign-in",
    minutes: ADMIN.passkeyChallengeMinutes,
    challenge: options.challenge,
    now,
  });
  return { options, token };
}

/** Whether the browser's answer proves one of the owner's passkeys; its counter and last use are kept. */
export async function finishPasskeySignIn(
  db: Database,
  rp: RelyingParty,
  { token, response, now }: { token: string | undefined; response: AuthenticationResponseJSON; now: Date },
): Promise<boolean> {
  const { verifyAuthenticationResponse } = await webauthn();
  const spent = await consumeAdminToken(db, token, "passkey-sign-in", now);
  if (!spent?.challenge || typeof response?.id !== "string") return false;
  const [passkey] = await db.select().from(adminPasskeys).where(eq(adminPasskeys.id, response.id));
  if (!passkey) return false;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: spent.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
    });
    if (!verification.verified) return false;
    await db
      .update(adminPasskeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(adminPasskeys.id, passkey.id));
    return true;
  } catch {
    return false;
  }
}
