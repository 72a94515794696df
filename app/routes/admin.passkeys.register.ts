import { databaseContext } from "~/context";
import { ADMIN } from "~/content/admin";
import { CHALLENGE_COOKIE } from "~/features/admin/admin-auth.server";
import { adminCookie, clearedCookie } from "~/features/admin/admin-cookies.server";
import { readCookie } from "~/lib/cookies";
import { readJson } from "~/lib/json-input";
import { PasskeyRequestSchema } from "~/features/admin/passkey-request";
import { finishPasskeyRegistration, relyingParty, startPasskeyRegistration } from "~/features/admin/passkeys.server";
import { noteActivity } from "~/features/admin/activity.server";
import { signInContext } from "~/features/admin/admin-guard.server";
import { getEnv } from "~/config/env.server";
import { replaceControlCharacters } from "~/lib/control-characters";
import type { Route } from "./+types/admin.passkeys.register";

/**
 * Registering a passkey from inside the console, for whoever is signed in (the owner, or a
 * collaborator adding another device): {step: "options"}, then {step: "verify", response, name}.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJson(request, PasskeyRequestSchema);
  const { db } = context.get(databaseContext);
  const rp = relyingParty(request, getEnv().site.ownerName);
  const now = new Date();
  const signIn = context.get(signInContext);
  const holder = signIn.collaboratorId ? { collaboratorId: signIn.collaboratorId, name: signIn.name } : null;
  if (body?.step === "options") {
    noteActivity(context, null);
    const { options, token } = await startPasskeyRegistration(db, rp, now, holder);
    return Response.json(
      { options },
      { headers: { "Set-Cookie": adminCookie(CHALLENGE_COOKIE, token, ADMIN.passkeyChallengeMinutes * 60) } },
    );
  }
  if (body?.step === "verify") {
    const name = typeof body.name === "string" && body.name.trim() !== "" ? body.name.trim().slice(0, 80) : "Passkey";
    const outcome = await finishPasskeyRegistration(db, rp, {
      token: readCookie(request, CHALLENGE_COOKIE),
      response: body.response as Parameters<typeof finishPasskeyRegistration>[2]["response"],
      name: replaceControlCharacters(name),
      now,
      claim: async () => signIn.collaboratorId,
    });
    if (outcome.ok) noteActivity(context, `Added the passkey “${replaceControlCharacters(name)}”`);
    const headers = { "Set-Cookie": clearedCookie(CHALLENGE_COOKIE) };
    return outcome.ok ? Response.json({ ok: true }, { headers }) : Response.json({ error: outcome.message }, { status: 400, headers });
  }
  return Response.json({ error: "Unknown request." }, { status: 400 });
}
