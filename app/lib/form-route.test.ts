import type { ClientActionFunctionArgs, HeadersArgs } from "react-router";
import { expect, test } from "vitest";
import { formRouteExports, retryAfterOf } from "./form-route";

const failed = { ok: false, failed: true } as const;

test("clientAction passes the server's answer on, and answers a failed request with the form's failure", async () => {
  const { clientAction } = formRouteExports<{ ok: boolean }>(failed);
  const call = (serverAction: () => Promise<unknown>) => clientAction({ serverAction } as unknown as ClientActionFunctionArgs);
  expect(await call(async () => ({ ok: true }))).toEqual({ ok: true });
  expect(await call(async () => Promise.reject(new TypeError("Failed to fetch")))).toBe(failed);
});

test("headers pass on the action's Retry-After, else the loader's", () => {
  const { headers } = formRouteExports(failed);
  const args = (action: HeadersInit, loader: HeadersInit) =>
    ({ actionHeaders: new Headers(action), loaderHeaders: new Headers(loader) }) as HeadersArgs;
  expect(headers(args({ "Retry-After": "30", "X-Other": "1" }, { "Retry-After": "5" }))).toEqual({ "Retry-After": "30" });
  expect(headers(args({}, { "Retry-After": "5" }))).toEqual({ "Retry-After": "5" });
  expect(headers(args({}, {}))).toEqual({});
  expect(retryAfterOf(new Headers())).toEqual({});
});
