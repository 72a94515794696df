/**
 * The one way the site answers "not now": a 429 (a visitor's limit) or a 503 (the site is busy or
 * without something it needs) always says when to ask again. The init fits `data()`,
 * `Response.json()` and `new Response()` alike; a page route passes its action's or loader's
 * Retry-After on with `passRetryAfter` (form-route.ts).
 */
export function retryLater(
  status: 429 | 503,
  seconds: number,
  headers: Record<string, string> = {},
): { status: 429 | 503; headers: Record<string, string> } {
  return { status, headers: { ...headers, "Retry-After": String(Math.max(1, Math.ceil(seconds))) } };
}
