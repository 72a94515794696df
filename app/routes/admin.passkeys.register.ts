import { databaseContext } from "~/context";
import { ADMIN } from "~/content/admin";
import { CHALLENGE_COOKIE } from "~/features/admin/admin-auth.server";
import { adminCookie, clearedCookie } from "~/features/admin/admin-cookies.server";
import { readCookie } from "~/lib/cookies";
import { readJson } from "~/lib/json-input";
import { PasskeyRequestSchema } from "~/features/admin/passkey-request";
import { finishPasskeyRegistration, relyingParty, startPasskeyRegistration } from "~/features/admin/passkeys.server";
import { getEnv } from "~/config/env.server";
import { replaceControlCharacters } from "~/lib/control-characters";
import type { Route } from "./+types/admin.passkeys.register";

/** Registering a passkey from inside the console: {step: "options"}, then {step: "verify", response, name}. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJson(request, PasskeyRequestSchema);
  const { db } = context.get(databaseContext);
  const rp = relyingParty(request, getEnv().site.ownerName);
  const now = new Date();
  if (body?.step === "options") {
    const { options, token } = await startPasskeyRegistration(db, rp, now);
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
    });
    const headers = { "Set-Cookie": clearedCookie(CHALLENGE_COOKIE) };
    return outcome.ok ? Response.json({ ok: true }, { headers }) : Response.json({ error: outcome.message }, { status: 400, headers });
  }
  return Response.json({ error: "Unknown request." }, { status: 400 });
}
