import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from "@simplewebauthn/server";
import { asc, eq, isNull } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import type { Database } from "~/db/client.server";
import { adminCollaborators, adminPasskeys } from "~/db/schema";
import { consumeAdminToken, issueAdminToken } from "./admin-auth.server";
import { INVITATION_GONE } from "./passkey-request";

/**
 * The console's passkeys (WebAuthn through SimpleWebAuthn): the owner's, and each collaborator's
 * own (decision 063). The relying party is the host the
 * browser uses (the request's public origin, decision 012), so a passkey made on the live site
 * works there and only there. Each ceremony's challenge is a single-use token whose key rides in
 * a cookie, so a challenge answers one ceremony, once, within ADMIN.passkeyChallengeMinutes.
 */

// SimpleWebAuthn (about 20 MB resident with its dependencies) loads on the first passkey ceremony,
// not with every server that never sees one.
const webauthn = () => import("@simplewebauthn/server");

// The site's owner has one user handle for all their passkeys; a collaborator's is their id.
const OWNER_HANDLE = "site-owner";

/** Whose passkey a ceremony makes: a collaborator (by id and name), or null for the site's owner. */
export type PasskeyHolder = { collaboratorId: string; name: string } | null;

const holderIs = (collaboratorId: string | null) =>
  collaboratorId === null ? isNull(adminPasskeys.collaboratorId) : eq(adminPasskeys.collaboratorId, collaboratorId);

/** Who a ceremony's passkey will belong to, once the browser's answer is verified: the holder's id, or undefined to refuse. */
export type ClaimPasskey = (tx: Pick<Database, "update" | "select">) => Promise<string | null | undefined>;

export interface RelyingParty {
  origin: string;
  rpID: string;
  name: string;
}

export function relyingParty(request: Request, name: string): RelyingParty {
  const url = new URL(request.url);
  return { origin: url.origin, rpID: url.hostname, name };
}

/** Every console passkey, the oldest first, with whose it is (a collaborator's name, or null for the owner's). */
export async function listPasskeys(db: Database) {
  return db
    .select({
      id: adminPasskeys.id,
      name: adminPasskeys.name,
      who: adminCollaborators.name,
      createdAt: adminPasskeys.createdAt,
      lastUsedAt: adminPasskeys.lastUsedAt,
    })
    .from(adminPasskeys)
    .leftJoin(adminCollaborators, eq(adminCollaborators.id, adminPasskeys.collaboratorId))
    .orderBy(asc(adminPasskeys.createdAt));
}

/** Deletes one passkey; answers its name and whose it was, or undefined when it was gone. */
export async function deletePasskey(db: Database, id: string): Promise<{ name: string; who: string | null } | undefined> {
  const [row] = await db
    .delete(adminPasskeys)
    .where(eq(adminPasskeys.id, id))
    .returning({ name: adminPasskeys.name, collaboratorId: adminPasskeys.collaboratorId });
  if (!row) return undefined;
  const [holder] = row.collaboratorId
    ? await db.select({ name: adminCollaborators.name }).from(adminCollaborators).where(eq(adminCollaborators.id, row.collaboratorId))
    : [];
  return { name: row.name, who: holder?.name ?? null };
}

/** Options for the browser to make a passkey, and the token that holds their challenge. */
export async function startPasskeyRegistration(db: Database, rp: RelyingParty, now: Date, holder: PasskeyHolder = null) {
  const { generateRegistrationOptions } = await webauthn();
  const existing = await db
    .select({ id: adminPasskeys.id, transports: adminPasskeys.transports })
    .from(adminPasskeys)
    .where(holderIs(holder?.collaboratorId ?? null));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpID,
    userName: holder ? holder.name : "owner",
    userDisplayName: holder ? holder.name : "Site owner",
    userID: new TextEncoder().encode(holder ? holder.collaboratorId : OWNER_HANDLE),
    attestationType: "none",
    // One passkey per authenticator: the same device is not registered twice.
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  return withChallengeToken(db, "passkey-registration", options, now);
}

export async function finishPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  {
    token,
    response,
    name,
    now,
    claim = async () => null,
  }: { token: string | undefined; response: RegistrationResponseJSON; name: string; now: Date; claim?: ClaimPasskey },
): Promise<{ ok: true; collaboratorId: string | null } | { ok: false; message: string }> {
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
  // The holder is claimed (an invitation spent) and the passkey kept in one transaction: both or neither.
  return db.transaction(async (tx) => {
    const collaboratorId = await claim(tx);
    if (collaboratorId === undefined) return { ok: false as const, message: INVITATION_GONE };
    await tx
      .insert(adminPasskeys)
      .values({
        id: credential.id,
        collaboratorId,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
        createdAt: now,
      })
      .onConflictDoNothing();
    return { ok: true as const, collaboratorId };
  });
}

/** A ceremony's options with the single-use token that holds its challenge until the browser answers. */
async function withChallengeToken<Options extends { challenge: string }>(
  db: Database,
  purpose: "passkey-registration" | "passkey-sign-in",
  options: Options,
  now: Date,
) {
  const token = await issueAdminToken(db, { purpose, minutes: ADMIN.passkeyChallengeMinutes, challenge: options.challenge, now });
  return { options, token };
}

/** Options to sign in with any console passkey (discoverable: the browser offers them). */
export async function startPasskeySignIn(db: Database, rp: RelyingParty, now: Date) {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "preferred" });
  return withChallengeToken(db, "passkey-sign-in", options, now);
}

/**
 * Whether the browser's answer proves one of the console's passkeys: answers its holder (a
 * collaborator's id, or null for the owner), or undefined. Its counter and last use are kept.
 */
export async function finishPasskeySignIn(
  db: Database,
  rp: RelyingParty,
  { token, response, now }: { token: string | undefined; response: AuthenticationResponseJSON; now: Date },
): Promise<{ collaboratorId: string | null } | undefined> {
  const { verifyAuthenticationResponse } = await webauthn();
  const spent = await consumeAdminToken(db, token, "passkey-sign-in", now);
  if (!spent?.challenge || typeof response?.id !== "string") return undefined;
  const [passkey] = await db.select().from(adminPasskeys).where(eq(adminPasskeys.id, response.id));
  if (!passkey) return undefined;
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
    if (!verification.verified) return undefined;
    await db
      .update(adminPasskeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(adminPasskeys.id, passkey.id));
    return { collaboratorId: passkey.collaboratorId };
  } catch {
    return undefined;
  }
}
