import { randomBytes } from "node:crypto";
import { readCookie, setCookie } from "~/lib/cookies";

/**
 * The visitor's finder session: a random id the server issues in an HttpOnly cookie, stored with
 * each request they submit, so only the browser that asked can follow a request or read its
 * results. A cookie's id is a claim: the submit keeps it only when the server stored it before.
 */
export const SESSION_COOKIE = "finder_session";
const SESSION_PATTERN = /^[A-Za-z0-9_-]{24,64}$/;
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function readSessionId(request: Request): string | undefined {
  const value = readCookie(request, SESSION_COOKIE);
  return value !== undefined && SESSION_PATTERN.test(value) ? value : undefined;
}

export const newSessionId = () => randomBytes(24).toString("base64url");

/** Scoped to the endpoints that read it. */
export function sessionCookie(sessionId: string, siteUrl: string): string {
  return setCookie(SESSION_COOKIE, sessionId, { path: "/api/use-case-requests", maxAgeSeconds: MAX_AGE_SECONDS, sameSite: "Lax", siteUrl });
}
