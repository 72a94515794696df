import { ADMIN } from "~/content/admin";
import { getEnv } from "~/config/env.server";
import { setCookie } from "~/lib/cookies";

/**
 * The console's cookies: never sent with a request another site starts (SameSite=Strict).
 * Path=/, not /admin: the browser fetches the overview's data from /admin.data, which a /admin path
 * does not cover. Public pages ignore them.
 */
export function adminCookie(name: string, value: string, maxAgeSeconds: number): string {
  return setCookie(name, value, { path: "/", maxAgeSeconds, sameSite: "Strict", siteUrl: getEnv().site.siteUrl });
}

export const signInCookieMaxAge = ADMIN.sessionDays * 24 * 60 * 60;

export const clearedCookie = (name: string) => adminCookie(name, "", 0);
