import { expect, test } from "vitest";
import { OutboundError, outboundFetch, refusedAnswer, USER_AGENT } from "./outbound-http";

test("a request carries the site's user agent, unless it names its own, and a deadline", async () => {
  const seen: { agent: string | null; signal: AbortSignal | null | undefined }[] = [];
  const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    seen.push({ agent: new Headers(init?.headers).get("user-agent"), signal: init?.signal });
    return new Response("ok");
  }) as typeof globalThis.fetch;
  await outboundFetch("http://upstream.test/", { what: "a look", timeoutMs: 1_000, fetch });
  await outboundFetch("http://upstream.test/", { what: "a look", timeoutMs: 1_000, fetch, headers: { "User-Agent": "other" } });
  expect(seen.map((s) => s.agent)).toEqual([USER_AGENT, "other"]);
  expect(seen[0]!.signal).toBeInstanceOf(AbortSignal);
});

test("no answer is an OutboundError that names the request and may be retried", async () => {
  const hang = ((_url: string | URL | Request, init?: RequestInit) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)))) as typeof fetch;
  const late = await outboundFetch("http://upstream.test/", { what: "YouTube feed", timeoutMs: 20, fetch: hang }).catch((e: unknown) => e);
  expect(late).toBeInstanceOf(OutboundError);
  expect(late).toMatchObject({ message: "YouTube feed: timed out after 20 ms", timedOut: true, retryable: true });
  const down = (async () => {
    throw new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:9") });
  }) as typeof fetch;
  const refused = await outboundFetch("http://upstream.test/", { what: "Kit create subscriber", timeoutMs: 20, fetch: down }).catch(
    (e: unknown) => e,
  );
  expect(refused).toMatchObject({ message: "Kit create subscriber: connect ECONNREFUSED 127.0.0.1:9", timedOut: false, retryable: true });
});

test("an answer that is no success says its status and the start of its body; only 'not now' may be retried", async () => {
  const refused = await refusedAnswer(new Response("<html>down</html>", { status: 503 }), "YouTube API channels");
  expect(refused).toMatchObject({ message: "YouTube API channels: HTTP 503: <html>down</html>", status: 503, retryable: true });
  expect(await refusedAnswer(new Response("", { status: 429 }), "x")).toMatchObject({ message: "x: HTTP 429", retryable: true });
  const described = await refusedAnswer(new Response('{"errors":["bad"]}', { status: 422 }), "Kit", (text) => text.length.toString());
  expect(described).toMatchObject({ message: "Kit: HTTP 422: 18", retryable: false });
});
