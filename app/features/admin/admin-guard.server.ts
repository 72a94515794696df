import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { clientAddressContext, databaseContext } from "~/context";
import { checkLimit } from "~/db/limits.server";
import { processLogger } from "~/config/logger.server";
import { findSignIn, SIGN_IN_COOKIE, type ConsoleSignIn } from "./admin-auth.server";
import { activityContext, ActivityNotes, fallbackSentence, recordActivity } from "./activity.server";
import { mayVisit, OWNER_ONLY_MESSAGE, type ConsoleRole } from "./roles";
import { readCookie } from "~/lib/cookies";
import { jsonRefusal } from "~/lib/json-input";
import { isCrossSiteRead, isCrossSiteWrite } from "~/lib/same-origin";

/** The console sign-in of this request (who, and their role), set by requireSignIn for every route inside the console. */
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

/** What the console's error page gets with a refusal of the owner's areas: the words, and the role its navigation shows. */
export interface OwnerOnlyRefusal {
  message: string;
  role: ConsoleRole;
}

// The address a console request is for: a client navigation's data request names its page with ".data" added.
const consolePath = (url: URL) => url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "") || "/";

/**
 * Inside the console: a valid session or nothing. A page is sent to the sign-in page (and back
 * after); data, downloads and writes get 401. Then the role: an editor asking for an owner's area
 * (roles.ts, the one table) is sent to /admin/owner-only, a 403 inside the console's frame, or gets
 * a 403 for a download or a write. Then every write that
 * succeeds is written to the activity log (activity.server.ts), whichever route it reached.
 */
export const requireSignIn: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { db } = context.get(databaseContext);
  const signIn = await findSignIn(db, readCookie(request, SIGN_IN_COOKIE), new Date());
  if (!signIn) {
    if (SAFE_METHODS.has(request.method) && isPageRequest(request)) {
      const url = new URL(request.url);
      throw redirect(`/admin/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
    }
    return refusal(401, "Sign in to the console first.");
  }
  context.set(signInContext, signIn);
  if (!mayVisit(signIn.role, consolePath(new URL(request.url)))) {
    // A page (or a navigation's data) goes to the refusal page, whose 403 the console's frame draws.
    if (isPageRequest(request) || new URL(request.url).pathname.endsWith(".data")) throw redirect("/admin/owner-only");
    return refusal(403, OWNER_ONLY_MESSAGE);
  }
  if (SAFE_METHODS.has(request.method)) return next();

  const notes = new ActivityNotes();
  context.set(activityContext, notes);
  // Read only when the action said nothing of itself.
  const copy = request.clone();
  const response = await next();
  if (response.status < 400 && !notes.quiet) {
    try {
      const sentences = notes.sentences.length > 0 ? notes.sentences : [await fallbackSentence(copy)];
      await recordActivity(db, { signIn, sentences, now: new Date() });
    } catch (error) {
      // The action is done: a log line that could not be written must not turn it into an error page.
      processLogger().error({ err: error }, "console activity not recorded");
    }
  }
  return response;
};
