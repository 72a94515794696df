import { ADMIN } from "~/content/admin";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { replaceControlCharacters } from "~/lib/control-characters";
import { readCookie } from "~/lib/cookies";
import { CHALLENGE_COOKIE } from "./admin-auth.server";
import { adminCookie, clearedCookie } from "./admin-cookies.server";
import type { PasskeyRequestSchema } from "./passkey-request";
import {
  finishPasskeyRegistration,
  relyingParty,
  startPasskeyRegistration,
  type ClaimPasskey,
  type PasskeyHolder,
} from "./passkeys.server";
import type { z } from "zod";

/**
 * Both steps of making a passkey, as the console's own page and an invitation's page answer them:
 * {step: "options"} starts the ceremony (its challenge kept server-side, keyed by a cookie),
 * {step: "verify", response, name} checks the browser's answer and keeps the passkey for whoever
 * `claim` names. `afterAdded` adds to the answer (an invitation signs its new collaborator in).
 */
export async function answerPasskeyRegistration(
  db: Database,
  request: Request,
  body: z.infer<typeof PasskeyRequestSchema> | undefined,
  {
    holder,
    claim,
    afterAdded,
  }: {
    holder: PasskeyHolder;
    claim: ClaimPasskey;
    afterAdded: (added: { name: string; collaboratorId: string | null }, headers: Headers) => Promise<void> | void;
  },
): Promise<Response> {
  const rp = relyingParty(request, getEnv().site.ownerName);
  const now = new Date();
  if (body?.step === "options") {
    const { options, token } = await startPasskeyRegistration(db, rp, now, holder);
    return Response.json(
      { options },
      { headers: { "Set-Cookie": adminCookie(CHALLENGE_COOKIE, token, ADMIN.passkeyChallengeMinutes * 60) } },
    );
  }
  if (body?.step === "verify") {
    const typed = typeof body.name === "string" && body.name.trim() !== "" ? body.name.trim().slice(0, 80) : "Passkey";
    const name = replaceControlCharacters(typed);
    const outcome = await finishPasskeyRegistration(db, rp, {
      token: readCookie(request, CHALLENGE_COOKIE),
      response: body.response as Parameters<typeof finishPasskeyRegistration>[2]["response"],
      name,
      now,
      claim,
    });
    const headers = new Headers({ "Set-Cookie": clearedCookie(CHALLENGE_COOKIE) });
    if (!outcome.ok) return Response.json({ error: outcome.message }, { status: 400, headers });
    await afterAdded({ name, collaboratorId: outcome.collaboratorId }, headers);
    return Response.json({ ok: true }, { headers });
  }
  return Response.json({ error: "Unknown request." }, { status: 400 });
}
