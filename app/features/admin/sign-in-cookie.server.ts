import type { Database } from "~/db/client.server";
import { createSignIn } from "./admin-auth.server";
import { adminCookie, signInCookieMaxAge } from "./admin-cookies.server";
import { SIGN_IN_COOKIE } from "./admin-auth.server";

/** Opens a console sign-in (the owner's, or the collaborator's named) and answers the Set-Cookie header that carries it. */
export async function signInCookie(
  db: Database,
  request: Request,
  method: "link" | "passkey",
  collaboratorId: string | null = null,
): Promise<string> {
  const { token } = await createSignIn(db, {
    method,
    collaboratorId,
    userAgent: request.headers.get("User-Agent") ?? "",
    now: new Date(),
  });
  return adminCookie(SIGN_IN_COOKIE, token, signInCookieMaxAge);
}
