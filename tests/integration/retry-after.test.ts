import type { HeadersArgs } from "react-router";
import { expect, test } from "vitest";

/**
 * A page's action or loader answers 429 or 503 with Retry-After (retryLater), but React Router
 * puts only what the route's `headers` export returns on the response. So every page route that
 * takes a post passes it on, whatever its action answers today.
 */
const pages = import.meta.glob<{ default?: unknown; action?: unknown; headers?: unknown }>("../../app/routes/*.tsx");

test("every page route with an action passes its action's and loader's Retry-After to the response", async () => {
  const missing: string[] = [];
  let checked = 0;
  for (const [file, load] of Object.entries(pages)) {
    const route = await load();
    if (!route.default || !route.action) continue;
    checked += 1;
    const headers = route.headers as ((args: HeadersArgs) => HeadersInit) | undefined;
    const passes = (action: Record<string, string>, loader: Record<string, string>) =>
      headers
        ? new Headers(
            headers({
              actionHeaders: new Headers(action),
              loaderHeaders: new Headers(loader),
              parentHeaders: new Headers(),
            } as HeadersArgs),
          ).get("Retry-After")
        : null;
    if (passes({ "Retry-After": "7" }, {}) !== "7" || passes({}, { "Retry-After": "9" }) !== "9") missing.push(file);
  }
  expect(checked).toBeGreaterThan(10);
  expect(missing).toEqual([]);
}, 120_000);
