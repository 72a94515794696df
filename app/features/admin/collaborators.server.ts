import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import type { Database } from "~/db/client.server";
import { adminCollaborators, adminPasskeys, adminSessions, type CollaboratorRole } from "~/db/schema";
import { DAY_MS } from "~/lib/dates";
import { hashToken } from "./admin-auth.server";
import type { ClaimPasskey } from "./passkeys.server";

/**
 * The collaborators the owner lets into the console (decision 063). An invitation is a row whose
 * one-time link is kept only as its SHA-256, like a sign-in link: it works once, within
 * ADMIN.invitationDays, and its use is the first passkey of the person who opened it.
 */

type Executor = Pick<Database, "insert">;

export const invitationPath = (token: string) => `/admin/invitation?token=${token}`;

/** A new invitation; answers the row's id and the token of its link (shown once, never stored). */
export async function createInvitation(
  db: Executor,
  { name, email, role, now }: { name: string; email: string | null; role: CollaboratorRole; now: Date },
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ADMIN.invitationDays * DAY_MS);
  const [row] = await db
    .insert(adminCollaborators)
    .values({ name, email, role, inviteTokenHash: hashToken(token), inviteExpiresAt: expiresAt, createdAt: now })
    .returning({ id: adminCollaborators.id });
  return { id: row!.id, token, expiresAt };
}

const openInvitation = (token: string, now: Date) =>
  and(
    eq(adminCollaborators.inviteTokenHash, hashToken(token)),
    isNull(adminCollaborators.joinedAt),
    gt(adminCollaborators.inviteExpiresAt, now),
  );

/** The invitation a link names while it can still be used (not used, not expired, not withdrawn), without using it. */
export async function findInvitation(db: Database, token: string | undefined, now: Date) {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({ id: adminCollaborators.id, name: adminCollaborators.name, role: adminCollaborators.role })
    .from(adminCollaborators)
    .where(openInvitation(token, now));
  return row;
}

/**
 * Uses an invitation once, as its passkey is stored: the check and the mark are one statement,
 * so two browsers racing with the same link cannot both join. Answers the collaborator's id.
 */
export function claimInvitation(token: string | undefined, now: Date): ClaimPasskey {
  return async (tx) => {
    if (!token || token.length > 200) return undefined;
    const [row] = await tx
      .update(adminCollaborators)
      .set({ joinedAt: now, inviteTokenHash: null })
      .where(openInvitation(token, now))
      .returning({ id: adminCollaborators.id });
    return row?.id;
  };
}

/** Every collaborator and open or lapsed invitation, the oldest first, with their passkeys and open sign-ins counted. */
export async function readCollaborators(db: Database, now: Date) {
  const passkeys = db
    .select({ collaboratorId: adminPasskeys.collaboratorId, n: count().as("passkeys") })
    .from(adminPasskeys)
    .groupBy(adminPasskeys.collaboratorId)
    .as("passkey_counts");
  const signIns = db
    .select({ collaboratorId: adminSessions.collaboratorId, n: count().as("sign_ins") })
    .from(adminSessions)
    .where(and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, now)))
    .groupBy(adminSessions.collaboratorId)
    .as("sign_in_counts");
  return db
    .select({
      id: adminCollaborators.id,
      name: adminCollaborators.name,
      email: adminCollaborators.email,
      role: adminCollaborators.role,
      joinedAt: adminCollaborators.joinedAt,
      inviteExpiresAt: adminCollaborators.inviteExpiresAt,
      createdAt: adminCollaborators.createdAt,
      passkeys: sql<number>`coalesce(${passkeys.n}, 0)`.mapWith(Number),
      signIns: sql<number>`coalesce(${signIns.n}, 0)`.mapWith(Number),
    })
    .from(adminCollaborators)
    .leftJoin(passkeys, eq(passkeys.collaboratorId, adminCollaborators.id))
    .leftJoin(signIns, eq(signIns.collaboratorId, adminCollaborators.id))
    .orderBy(asc(adminCollaborators.createdAt));
}

export async function setCollaboratorRole(db: Database, id: string, role: CollaboratorRole) {
  const [row] = await db
    .update(adminCollaborators)
    .set({ role })
    .where(eq(adminCollaborators.id, id))
    .returning({ name: adminCollaborators.name });
  return row;
}

/** Removes a collaborator; their passkeys and sign-ins go with the row (the schema cascades). */
export async function deleteCollaborator(db: Database, id: string) {
  const [row] = await db.delete(adminCollaborators).where(eq(adminCollaborators.id, id)).returning({ name: adminCollaborators.name });
  return row;
}
