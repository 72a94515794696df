import type { Database } from "~/db/client.server";
import { createAdminSession } from "./admin-auth.server";
import { adminCookie, sessionCookieMaxAge } from "./admin-cookies.server";
import { SESSION_COOKIE } from "./admin-auth.server";

/** Opens the owner's session and answers the Set-Cookie header that carries it. */
export async function signInCookie(db: Database, request: Request, method: "link" | "passkey"): Promise<string> {
  const { token } = await createAdminSession(db, { method, userAgent: request.headers.get("User-Agent") ?? "", now: new Date() });
  return adminCookie(SESSION_COOKIE, token, sessionCookieMaxAge);
}
