import { parseCookie } from "cookie";

/**
 * The site's cookies, read and written in one place. Every one is HttpOnly (no script reads it) and
 * Secure when the site is served over https (SITE_URL); on plain http (a laptop) the browser would
 * drop a Secure cookie.
 */
export interface CookieOptions {
  /** The paths the browser sends it to. */
  path: string;
  maxAgeSeconds: number;
  /** Strict: never sent with a request another site starts; Lax: sent when a link is followed. */
  sameSite: "Strict" | "Lax";
  /** The site's own address (SITE_URL), which decides Secure. */
  siteUrl: string;
}

/** The value of cookie `name` in the request, or undefined (also when it is empty). */
export function readCookie(request: Request, name: string): string | undefined {
  return parseCookie(request.headers.get("Cookie") ?? "")[name] || undefined;
}

/** A Set-Cookie header's value; an empty value with a max age of 0 deletes the cookie. */
export function setCookie(name: string, value: string, { path, maxAgeSeconds, sameSite, siteUrl }: CookieOptions): string {
  const secure = new URL(siteUrl).protocol === "https:";
  return `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
}
