import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { clientAddressContext, databaseContext } from "~/context";
import { checkLimit } from "~/db/limits.server";
import { findSignIn, SIGN_IN_COOKIE, type ConsoleSignIn } from "./admin-auth.server";
import { readCookie } from "~/lib/cookies";
import { jsonRefusal } from "~/lib/json-input";
import { isCrossSiteRead, isCrossSiteWrite } from "~/lib/same-origin";

/** The signed-in owner's session, set by requireSignIn for every route inside the console. */
export const signInContext = createContext<ConsoleSignIn>();

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** A browser asking for a page to show (not a fetcher, a client navigation's data or a download by script). */
export function isPageRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data") || url.searchParams.has("_routes")) return false;
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

function refusal(status: number, error: string, headers: Record<string, string> = {}): Response {
  return jsonRefusal(status, error, { headers: { ...NO_STORE, ...headers } });
}

/**
 * Around everything under /admin, the sign-in pages included: the rate limit, the origin check,
 * and answers that no cache keeps and no search engine indexes.
 */
export const consoleArea: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const limit = await checkLimit("adminRequest", context.get(clientAddressContext));
  if (!limit.allowed) return refusal(limit.init.status, limit.message, limit.init.headers);
  // The public endpoints' origin rule, strict: a write must name this very origin.
  if (isCrossSiteWrite(request, { strict: true }) || isCrossSiteRead(request)) {
    return refusal(403, "Requests from other websites are not accepted.");
  }
  const response = await next();
  // A redirect's headers are immutable; copy it into a response whose headers can take ours.
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(NO_STORE)) answer.headers.set(name, value);
  return answer;
};

/**
 * Inside the console: a valid session or nothing. A page is sent to the sign-in page (and back
 * after); data, downloads and writes get 401.
 */
export const requireSignIn: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { db } = context.get(databaseContext);
  const session = await findSignIn(db, readCookie(request, SIGN_IN_COOKIE), new Date());
  if (!session) {
    if (SAFE_METHODS.has(request.method) && isPageRequest(request)) {
      const url = new URL(request.url);
      throw redirect(`/admin/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
    }
    return refusal(401, "Sign in to the console first.");
  }
  context.set(signInContext, session);
  return next();
};
