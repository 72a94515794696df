/**
 * The data of a client-side navigation (React Router's `.data` requests and its route manifest)
 * asked once more when the answer is a 502 or 503 that did not come from the router: the proxy
 * found no instance (one was restarting) or an instance was too busy. The first answer's
 * Retry-After sets the pause, within a few seconds; a second failure is shown as it is. The
 * router's own answers (X-Remix-Response) and every other request pass through untouched.
 */
const RETRIED_STATUSES = [502, 503];
const DEFAULT_PAUSE_MS = 1000;
const MAX_PAUSE_MS = 5000;

type Fetch = typeof globalThis.fetch;

/** Milliseconds to wait before asking again, from a Retry-After in seconds. */
export function retryPause(retryAfter: string | null): number {
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  return seconds >= 0 ? Math.min(seconds * 1000, MAX_PAUSE_MS) : DEFAULT_PAUSE_MS;
}

/** Whether a request is a GET of the router's data or manifest on the page's own origin. */
export function isDataRequest(input: RequestInfo | URL, init: RequestInit | undefined, origin: string): boolean {
  if (input instanceof Request || (init?.method ?? "GET").toUpperCase() !== "GET") return false;
  const url = new URL(input, origin);
  return url.origin === origin && (url.pathname.endsWith(".data") || url.pathname === "/__manifest");
}

export function retryingDataFetch(
  fetch: Fetch,
  origin: string,
  sleep = (ms: number) => new Promise((done) => setTimeout(done, ms)),
): Fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!RETRIED_STATUSES.includes(response.status) || response.headers.has("X-Remix-Response") || !isDataRequest(input, init, origin))
      return response;
    void response.body?.cancel();
    await sleep(retryPause(response.headers.get("Retry-After")));
    // A navigation given up meanwhile stops here: its aborted signal fails this fetch at once.
    return fetch(input, init);
  };
}
