import { randomBytes } from "node:crypto";
import { readCookie, setCookie } from "~/lib/cookies";

/**
 * The visitor's finder visit: a random id the server issues in an HttpOnly cookie, stored with
 * each request they submit, so only the browser that asked can follow a request or read its
 * results. A cookie's id is a claim: the submit keeps it only when the server stored it before.
 */
export const VISIT_COOKIE = "finder_session";
const VISIT_PATTERN = /^[A-Za-z0-9_-]{24,64}$/;
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function readVisitId(request: Request): string | undefined {
  const value = readCookie(request, VISIT_COOKIE);
  return value !== undefined && VISIT_PATTERN.test(value) ? value : undefined;
}

export const newVisitId = () => randomBytes(24).toString("base64url");

/** Scoped to the endpoints that read it. */
export function visitCookie(visitId: string, siteUrl: string): string {
  return setCookie(VISIT_COOKIE, visitId, { path: "/api/use-case-requests", maxAgeSeconds: MAX_AGE_SECONDS, sameSite: "Lax", siteUrl });
}
