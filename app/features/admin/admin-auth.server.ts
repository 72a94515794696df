import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import type { Database } from "~/db/client.server";
import { adminCollaborators, adminSessions, adminTokens, type AdminTokenPurpose, type CollaboratorRole } from "~/db/schema";
import { DAY_MS } from "~/lib/dates";

/**
 * The console's sign-in: the site's owner, and the collaborators the owner invited (decision 063).
 * A session is a random token in a cookie; the
 * database keeps only its SHA-256, so neither a backup nor a leaked row signs anybody in. Sign-in
 * links and passkey challenges are single-use tokens stored the same way.
 */

// A session's end moves on at most this often, so a busy console page costs no write per request.
const SLIDE_EVERY_MS = 60_000;

/** The database or a transaction on it. */
type Executor = Pick<Database, "insert" | "delete">;

export const SIGN_IN_COOKIE = "admin_session";
export const CHALLENGE_COOKIE = "admin_challenge";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const newToken = () => randomBytes(32).toString("base64url");

/** What the site's owner (the sign-in links, the passkeys made before any collaborator) is called in the console. */
export const OWNER_NAME = "The owner";

export interface ConsoleSignIn {
  id: string;
  method: string;
  expiresAt: Date;
  /** Who signed in: a collaborator's id, or null for the site's owner. */
  collaboratorId: string | null;
  name: string;
  role: CollaboratorRole;
}

/** Opens a console sign-in (the owner's, or a collaborator's); answers the cookie's token (shown once, never stored). */
export async function createSignIn(
  db: Database,
  {
    method,
    userAgent,
    now,
    collaboratorId = null,
  }: { method: "link" | "passkey"; userAgent: string; now: Date; collaboratorId?: string | null },
): Promise<{ token: string; session: Pick<ConsoleSignIn, "id" | "method" | "expiresAt"> }> {
  const token = newToken();
  const [row] = await db
    .insert(adminSessions)
    .values({
      tokenHash: hashToken(token),
      method,
      collaboratorId,
      userAgent: userAgent.slice(0, 300),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ADMIN.sessionDays * DAY_MS),
    })
    .returning({ id: adminSessions.id, method: adminSessions.method, expiresAt: adminSessions.expiresAt });
  return { token, session: row! };
}

/**
 * The live session a cookie's token names, or undefined (unknown, expired or revoked). A session
 * in use lasts another full period from now: its end slides, written at most once a minute.
 */
export async function findSignIn(db: Database, token: string | undefined, now: Date): Promise<ConsoleSignIn | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({
      id: adminSessions.id,
      method: adminSessions.method,
      expiresAt: adminSessions.expiresAt,
      lastSeenAt: adminSessions.lastSeenAt,
      collaboratorId: adminSessions.collaboratorId,
      collaboratorName: adminCollaborators.name,
      collaboratorRole: adminCollaborators.role,
    })
    .from(adminSessions)
    .leftJoin(adminCollaborators, eq(adminCollaborators.id, adminSessions.collaboratorId))
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, now)));
  if (!row) return undefined;
  // The role is read at every request, so a changed role holds from the collaborator's next click.
  const who = {
    collaboratorId: row.collaboratorId,
    name: row.collaboratorName ?? OWNER_NAME,
    role: row.collaboratorRole ?? ("owner" as const),
  };
  if (now.getTime() - row.lastSeenAt.getTime() < SLIDE_EVERY_MS)
    return { id: row.id, method: row.method, expiresAt: row.expiresAt, ...who };
  const expiresAt = new Date(now.getTime() + ADMIN.sessionDays * DAY_MS);
  await db.update(adminSessions).set({ lastSeenAt: now, expiresAt }).where(eq(adminSessions.id, row.id));
  return { id: row.id, method: row.method, expiresAt, ...who };
}

/** Every session still open (not revoked, not expired), the latest used first. */
export async function listSignIns(db: Database, now: Date) {
  return db
    .select({
      id: adminSessions.id,
      method: adminSessions.method,
      who: sql<string>`coalesce(${adminCollaborators.name}, ${OWNER_NAME})`,
      userAgent: adminSessions.userAgent,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .leftJoin(adminCollaborators, eq(adminCollaborators.id, adminSessions.collaboratorId))
    .where(and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, now)))
    .orderBy(desc(adminSessions.lastSeenAt));
}

/** Ends one session (by id) or all; answers how many were open. Revoked rows are kept until they expire. */
export async function revokeSignIns(db: Database, which: { id: string } | "all", now: Date): Promise<number> {
  const open = and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, now));
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(which === "all" ? open : and(open, eq(adminSessions.id, which.id)))
    .returning({ id: adminSessions.id });
  return rows.length;
}

/** A single-use token for `purpose`, valid `minutes`; the challenge rides along for passkey ceremonies. */
export async function issueAdminToken(
  db: Executor,
  { purpose, minutes, challenge, now }: { purpose: AdminTokenPurpose; minutes: number; challenge?: string; now: Date },
): Promise<string> {
  const token = newToken();
  // Spent and expired tokens have nothing left to say: each new one sweeps them.
  await db.delete(adminTokens).where(or(lt(adminTokens.expiresAt, now), sql`${adminTokens.usedAt} is not null`));
  await db.insert(adminTokens).values({
    tokenHash: hashToken(token),
    purpose,
    challenge: challenge ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  });
  return token;
}

/**
 * Uses a token once: the check and the mark are one statement, so two requests racing with the
 * same link cannot both win. Answers the token's challenge (null for a link), or undefined.
 */
export async function consumeAdminToken(
  db: Database,
  token: string | undefined,
  purpose: AdminTokenPurpose,
  now: Date,
): Promise<{ challenge: string | null } | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .update(adminTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminTokens.tokenHash, hashToken(token)),
        eq(adminTokens.purpose, purpose),
        isNull(adminTokens.usedAt),
        gt(adminTokens.expiresAt, now),
      ),
    )
    .returning({ challenge: adminTokens.challenge });
  return row;
}

/** The one-time sign-in link (valid ADMIN.signInLinkMinutes), for the command line or the owner's e-mail. */
export async function createSignInLink(db: Executor, { siteUrl, now }: { siteUrl: string; now: Date }): Promise<string> {
  const token = await issueAdminToken(db, { purpose: "sign-in-link", minutes: ADMIN.signInLinkMinutes, now });
  return `${siteUrl.replace(/\/$/, "")}/admin/sign-in/link?token=${token}`;
}
