import { ADMIN } from "~/content/admin";
import { getEnv } from "~/env.server";

/** The value of cookie `name` in the request, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || undefined;
  }
  return undefined;
}

// Secure when the site is served over https; on plain http (a laptop) the browser would drop it.
const secure = () => (new URL(getEnv().site.siteUrl).protocol === "https:" ? "; Secure" : "");

/**
 * The console's cookies: never readable by scripts, never sent with a request another site starts
 * (SameSite=Strict). Path=/, not /admin: the browser fetches the overview's data from /admin.data,
 * which a /admin path does not cover. Public pages ignore them.
 */
export function adminCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure()}`;
}

export const sessionCookieMaxAge = ADMIN.sessionDays * 24 * 60 * 60;

export const clearedCookie = (name: string) => adminCookie(name, "", 0);
