import { randomBytes } from "node:crypto";

/**
 * The visitor's finder visit: a random id the server issues in an HttpOnly cookie, stored with
 * each request they submit, so only the browser that asked can follow a request or read its
 * results. A cookie's id is a claim: the submit keeps it only when the server stored it before.
 */
export const VISIT_COOKIE = "finder_session";
const VISIT_PATTERN = /^[A-Za-z0-9_-]{24,64}$/;
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function readVisitId(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === VISIT_COOKIE) {
      const value = rest.join("=");
      return VISIT_PATTERN.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export const newVisitId = () => randomBytes(24).toString("base64url");

/** Scoped to the endpoints that read it; Secure whenever the site is served over https. */
export function visitCookie(visitId: string, secure: boolean): string {
  return `${VISIT_COOKIE}=${visitId}; Path=/api/use-case-requests; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
