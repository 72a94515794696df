import { createSignInLink, listSignIns, revokeSignIns } from "~/features/admin/admin-auth.server";
import { deletePasskey, listPasskeys } from "~/features/admin/passkeys.server";
import { done, type Outcome } from "./outcome";
import type { NoInput, ServiceDeps } from "./service-deps.server";

/** Who can sign in to the console and where the owner is signed in: sign-in links, console sessions, passkeys. */

/** A one-time sign-in link to the console, built on SITE_URL. */
export async function createLoginLink({ db, env, now }: ServiceDeps, _input: NoInput): Promise<Outcome<{ link: string }>> {
  return done({ link: await createSignInLink(db, { siteUrl: env.site.siteUrl, now }) });
}

/** The console's open sessions, the latest used first. */
export async function listConsoleSignIns({ db, now }: ServiceDeps, _input: NoInput) {
  return done(await listSignIns(db, now));
}

/**
 * Signs console sessions out: every one (the command line), one (answers 0 when it had ended
 * already), or every one but `except` (the browser the owner is using). Answers how many were open.
 */
export async function revokeConsoleSignIns(
  { db, now, did }: ServiceDeps,
  which: { all: true } | { id: string } | { except: string },
): Promise<Outcome<{ revoked: number }>> {
  let revoked = 0;
  if ("all" in which) revoked = await revokeSignIns(db, "all", now);
  else if ("id" in which) revoked = await revokeSignIns(db, { id: which.id }, now);
  else {
    for (const session of await listSignIns(db, now)) {
      if (session.id !== which.except) revoked += await revokeSignIns(db, { id: session.id }, now);
    }
  }
  did(`Signed out ${revoked} console sign-in${revoked === 1 ? "" : "s"}`);
  return done({ revoked });
}

/** The passkeys that can sign in, oldest first. */
export async function listConsolePasskeys({ db }: ServiceDeps, _input: NoInput) {
  return done(await listPasskeys(db));
}

/** Removes one passkey; answers whether it was still there. */
export async function removePasskey({ db, did }: ServiceDeps, { id }: { id: string }): Promise<Outcome<{ removed: boolean }>> {
  const removed = await deletePasskey(db, id);
  if (removed) did(`Removed the passkey “${removed.name}”${removed.who ? ` of ${removed.who}` : ""}`);
  return done({ removed: removed !== undefined });
}
