import { expect, test, vi } from "vitest";
import { isDataRequest, retryingDataFetch, retryPause } from "./retrying-data-fetch";

const ORIGIN = "https://site.example";

/** A fetch that answers the given responses in turn, and the pauses the retry asked for. */
function scripted(...answers: Array<() => Response>) {
  const fetch = vi.fn(async () => answers.shift()!());
  const pauses: number[] = [];
  const retrying = retryingDataFetch(fetch, ORIGIN, async (ms) => void pauses.push(ms));
  return { fetch, pauses, retrying };
}

const answer =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    new Response(status === 204 ? null : "body", { status, headers });

test("a navigation's data answered 503 by the proxy is asked once more, after the Retry-After it gave", async () => {
  const { fetch, pauses, retrying } = scripted(answer(503, { "Retry-After": "2" }), answer(200));
  const response = await retrying(new URL(`${ORIGIN}/events.data`), { signal: AbortSignal.timeout(10_000) });
  expect(response.status).toBe(200);
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(pauses).toEqual([2000]);
});

test("a second failure is the answer: one retry, never more", async () => {
  const { fetch, retrying } = scripted(answer(502), answer(503));
  expect((await retrying(`${ORIGIN}/admin/posts.data?_routes=routes%2Fadmin`)).status).toBe(503);
  expect(fetch).toHaveBeenCalledTimes(2);
});

test("the route manifest is retried too; its path is exact", async () => {
  const { fetch, retrying } = scripted(answer(503), answer(200));
  await retrying(new URL(`${ORIGIN}/__manifest?paths=%2Fevents&version=abc`));
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(isDataRequest(`${ORIGIN}/__manifest/other`, undefined, ORIGIN)).toBe(false);
});

test.each([
  ["the router's own 503 (a loader's answer)", `${ORIGIN}/events.data`, undefined, answer(503, { "X-Remix-Response": "yes" })],
  ["a form post's data", `${ORIGIN}/events.data`, { method: "POST", body: "a=1" }, answer(503)],
  ["another site's data", "https://other.example/events.data", undefined, answer(503)],
  ["a page that is not data", `${ORIGIN}/api/use-case-requests/1/events`, undefined, answer(503)],
  ["an error that is not the proxy's", `${ORIGIN}/events.data`, undefined, answer(500)],
  ["a Request object (not the router's own call)", new Request(`${ORIGIN}/events.data`), undefined, answer(503)],
])("passes through untouched: %s", async (_, input, init, first) => {
  const { fetch, pauses, retrying } = scripted(first, answer(200));
  const response = await retrying(input, init);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(response.status).not.toBe(200);
  expect(pauses).toEqual([]);
});

test.each([
  [null, 1000],
  ["0", 0],
  ["3", 3000],
  ["120", 5000],
  ["Wed, 21 Oct 2026 07:28:00 GMT", 1000],
  ["-1", 1000],
])("Retry-After %s waits %i ms", (retryAfter, ms) => {
  expect(retryPause(retryAfter)).toBe(ms);
});
