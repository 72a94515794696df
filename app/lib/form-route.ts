import type { ClientActionFunctionArgs, HeadersArgs } from "react-router";

/** The Retry-After of the first of these responses' headers that has one (a rate limit, a busy database). */
export function retryAfterOf(...sources: Headers[]): Record<string, string> {
  for (const headers of sources) {
    const retryAfter = headers.get("Retry-After");
    if (retryAfter) return { "Retry-After": retryAfter };
  }
  return {};
}

/** A page route's `headers`: its action's or loader's Retry-After (a 429 or 503, retry-later.ts) reaches the response. */
export const passRetryAfter = ({ actionHeaders, loaderHeaders }: HeadersArgs): HeadersInit => retryAfterOf(actionHeaders, loaderHeaders);

/**
 * The route exports every page with a form shares. `failed` is the answer the form shows when the
 * request itself fails.
 * - clientAction: with JavaScript, a failed request (server error, lost connection) leaves the
 *   visitor in the form with its failure toast, not on the error page: the router throws such
 *   failures, so they are caught here and answered like any other failure.
 * - headers: a route's action and loader headers reach the response only through this export; it
 *   passes on their Retry-After.
 */
export function formRouteExports<Answer>(failed: Answer) {
  return {
    async clientAction({ serverAction }: ClientActionFunctionArgs): Promise<Answer> {
      try {
        return (await serverAction()) as Answer;
      } catch {
        return failed;
      }
    },
    headers: passRetryAfter,
  };
}
