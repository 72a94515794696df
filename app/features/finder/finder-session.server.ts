import { randomBytes } from "node:crypto";

/**
 * The visitor's finder session: a random id the server issues in an HttpOnly cookie, stored with
 * each request they submit, so only the browser that asked can follow a request or read its
 * results. A cookie's id is a claim: the submit keeps it only when the server stored it before.
 */
export const SESSION_COOKIE = "finder_session";
const SESSION_PATTERN = /^[A-Za-z0-9_-]{24,64}$/;
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function readSessionId(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) {
      const value = rest.join("=");
      return SESSION_PATTERN.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export const newSessionId = () => randomBytes(24).toString("base64url");

/** Scoped to the endpoints that read it; Secure whenever the site is served over https. */
export function sessionCookie(sessionId: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${sessionId}; Path=/api/use-case-requests; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
