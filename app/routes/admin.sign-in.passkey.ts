import { clientAddressContext, databaseContext } from "~/context";
import { CHALLENGE_COOKIE } from "~/features/admin/admin-auth.server";
import { adminCookie, clearedCookie } from "~/features/admin/admin-cookies.server";
import { readCookie } from "~/lib/cookies";
import { readJson } from "~/lib/json-input";
import { PasskeyRequestSchema } from "~/features/admin/passkey-request";
import { checkLimit } from "~/db/limits.server";
import { finishPasskeySignIn, relyingParty, startPasskeySignIn } from "~/features/admin/passkeys.server";
import { signInCookie } from "~/features/admin/sign-in-cookie.server";
import { ADMIN } from "~/content/admin";
import { getEnv } from "~/config/env.server";
import type { Route } from "./+types/admin.sign-in.passkey";

const FAILED = "Signing in with a passkey did not work. Please try again.";

/**
 * Signing in with a passkey, in two posts: {step: "options"} answers the ceremony's options (its
 * challenge kept server-side, keyed by a cookie), {step: "verify", response} checks the browser's
 * answer and opens the session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await checkLimit("adminSignIn", context.get(clientAddressContext));
  if (!limit.allowed) return Response.json({ error: limit.message }, limit.init);
  const body = await readJson(request, PasskeyRequestSchema);
  const { db } = context.get(databaseContext);
  const rp = relyingParty(request, getEnv().site.ownerName);
  const now = new Date();
  if (body?.step === "options") {
    const { options, token } = await startPasskeySignIn(db, rp, now);
    return Response.json(
      { options },
      { headers: { "Set-Cookie": adminCookie(CHALLENGE_COOKIE, token, ADMIN.passkeyChallengeMinutes * 60) } },
    );
  }
  if (body?.step === "verify") {
    const holder = await finishPasskeySignIn(db, rp, {
      token: readCookie(request, CHALLENGE_COOKIE),
      response: body.response as Parameters<typeof finishPasskeySignIn>[2]["response"],
      now,
    });
    const headers = new Headers({ "Set-Cookie": clearedCookie(CHALLENGE_COOKIE) });
    if (!holder) return Response.json({ error: FAILED }, { status: 401, headers });
    headers.append("Set-Cookie", await signInCookie(db, request, "passkey", holder.collaboratorId));
    return Response.json({ ok: true }, { headers });
  }
  return Response.json({ error: "Unknown request." }, { status: 400 });
}
