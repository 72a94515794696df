import { ADMIN } from "~/content/admin";
import type { CollaboratorRole } from "~/db/schema";
import { readActivity } from "~/features/admin/activity.server";
import {
  createInvitation,
  deleteCollaborator,
  invitationPath,
  readCollaborators,
  setCollaboratorRole,
} from "~/features/admin/collaborators.server";
import { openOutbox, SECRET_PLACEHOLDER, sendEmail } from "~/mail/outbox.server";
import { InvitationSchema, CollaboratorRoleSchema, type InvitationInput } from "./collaborator-schema";
import { done, notFound, refuse, type Outcome } from "./outcome";
import type { NoInput, ServiceDeps } from "./service-deps.server";
import { plural } from "~/lib/plural";

/** Who else works in the console, their roles and invitations, and the console's activity log (decision 063). */

export const INVITATION_EMAIL_KIND = "collaborator-invitation";

const roleWords = (role: CollaboratorRole) => (role === "owner" ? "an owner" : "an editor");

const isId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/**
 * Invites a collaborator: a one-time link (valid ADMIN.invitationDays) answered once to show, and
 * e-mailed through the outbox when an address is given (the link rides as the message's secret,
 * so the outbox keeps no usable copy once it is sent).
 */
export async function inviteCollaborator(
  { db, queue, now, site: readSite, did }: ServiceDeps,
  input: InvitationInput,
): Promise<Outcome<{ link: string; expiresAt: Date; emailed: boolean }>> {
  const site = await readSite();
  const parsed = InvitationSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refuse(issue.message, String(issue.path[0] ?? "name"));
  }
  const { name, role } = parsed.data;
  const email = parsed.data.email || null;
  const outbox = email ? await openOutbox(await queue()) : undefined;
  const { link, expiresAt } = await db.transaction(async (tx) => {
    const invitation = await createInvitation(tx, { name, email, role, now });
    const url = `${site.siteUrl.replace(/\/$/, "")}${invitationPath(invitation.token)}`;
    if (email && outbox) {
      await sendEmail(tx, outbox, {
        kind: INVITATION_EMAIL_KIND,
        to: email,
        subject: `${site.ownerName} invites you to the site's console`,
        text: [
          `Hello ${name},`,
          "",
          `${site.ownerName} invites you to help run the site's console as ${roleWords(role)}. Open this link and add a passkey (your phone, laptop or security key) to sign in:`,
          "",
          SECRET_PLACEHOLDER,
          "",
          `It works once, within ${ADMIN.invitationDays} days. If you did not expect it, ignore this e-mail.`,
        ].join("\n"),
        secret: url,
      });
    }
    return { link: url, expiresAt: invitation.expiresAt };
  });
  // The address stays out of the activity log: it is kept a year, and forgetting clears addresses.
  did(`Invited “${name}” as ${roleWords(role)}${email ? ", the link sent by e-mail" : ""}`);
  return done({ link, expiresAt, emailed: email !== null });
}

/** The collaborators and invitations, the oldest first, with each one's state in words. */
export async function listCollaborators({ db, now }: ServiceDeps, _input: NoInput) {
  const rows = await readCollaborators(db, now);
  return done(
    rows.map((row) => ({
      ...row,
      state: row.joinedAt
        ? ("joined" as const)
        : row.inviteExpiresAt && row.inviteExpiresAt > now
          ? ("invited" as const)
          : ("expired" as const),
    })),
  );
}

/** Gives a collaborator another role; it holds from their next request. */
export async function changeCollaboratorRole(
  { db, did }: ServiceDeps,
  { id, role }: { id: string; role: string },
): Promise<Outcome<{ name: string; role: CollaboratorRole }>> {
  const parsed = CollaboratorRoleSchema.safeParse(role);
  if (!parsed.success) return refuse(parsed.error.issues[0]!.message, "role");
  const row = isId(id) ? await setCollaboratorRole(db, id, parsed.data) : undefined;
  if (!row) return notFound("That collaborator was removed.");
  did(`Made “${row.name}” ${roleWords(parsed.data)}`);
  return done({ name: row.name, role: parsed.data });
}

/** What removing a collaborator ends, for the confirmation: their passkeys and open sign-ins. */
export async function collaboratorRemoval(deps: ServiceDeps, { id }: { id: string }) {
  const listed = await listCollaborators(deps, {});
  const row = listed.ok ? listed.value.find((collaborator) => collaborator.id === id) : undefined;
  return row ? done(row) : notFound("That collaborator was removed already.");
}

/** Removes a collaborator (or withdraws an invitation): their passkeys and sign-ins end with them. */
export async function removeCollaborator(
  deps: ServiceDeps,
  { id }: { id: string },
): Promise<Outcome<{ name: string; passkeys: number; signIns: number }>> {
  const before = await collaboratorRemoval(deps, { id });
  if (!before.ok) return before;
  const row = await deleteCollaborator(deps.db, id);
  if (!row) return notFound("That collaborator was removed already.");
  const { passkeys, signIns, state } = before.value;
  deps.did(
    state === "joined"
      ? `Removed “${row.name}” (${plural(passkeys, "passkey")} deleted, ${plural(signIns, "sign-in")} ended)`
      : `Withdrew the invitation of “${row.name}”`,
  );
  return done({ name: row.name, passkeys, signIns });
}

/** One page of the activity log, the newest first. */
export async function listActivity({ db }: ServiceDeps, { page }: { page: number }) {
  const size = ADMIN.pageSize;
  return done(await readActivity(db, { limit: size, offset: (Math.max(1, page) - 1) * size }));
}
