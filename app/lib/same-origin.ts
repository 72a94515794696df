import { jsonRefusal } from "./json-input";

/**
 * Another site's page can make a visitor's browser post to this one (a form, or a fetch without
 * a preflight). Page actions are guarded by React Router, which compares `Origin` with the request's
 * own origin; the same rule, applied here to the JSON and form endpoints under /api/, keeps other
 * sites from spending the AI quota through their visitors.
 *
 * A browser names the page that sent a POST in `Origin`, and in `Sec-Fetch-Site` says whether it
 * is the same site. A request with neither comes from a program, not a browser, and carries no
 * visitor's cookies or address that another site could borrow, so it passes, as it does for page
 * actions.
 */
export const CROSS_SITE_MESSAGE = "Requests from other websites are not accepted. Please use the form on this site.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface OriginRule {
  /**
   * Also refuse a write that names no origin. The owner's console takes it: nothing but its own
   * pages has a reason to write there, and every browser sends `Origin` with a POST.
   */
  strict?: boolean;
}

export function isCrossSiteWrite(request: Request, { strict = false }: OriginRule = {}): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return strict;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    // "null" (a sandboxed or privacy-sensitive context) and anything unreadable name no origin of ours.
    return true;
  }
}

/**
 * A read that another site's page makes (a script, an image, a frame, a fetch): a link followed is
 * a navigation and passes. The console refuses these, so no other page can embed or probe it.
 */
export function isCrossSiteRead(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Site") === "cross-site" && request.headers.get("Sec-Fetch-Mode") !== "navigate";
}

/** The refusal every guarded endpoint gives: 403 with JSON {error}, never cached. */
export function crossSiteRefusal(): Response {
  return jsonRefusal(403, CROSS_SITE_MESSAGE);
}
