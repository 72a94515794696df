import { expect, test } from "vitest";
import { CROSS_SITE_MESSAGE, crossSiteRefusal, isCrossSiteRead, isCrossSiteWrite } from "./same-origin";

const post = (headers: Record<string, string>, url = "https://site.example/api/use-case-requests", method = "POST") =>
  new Request(url, { method, headers });

test("a write from this origin, or from a program sending no Origin, passes", () => {
  expect(isCrossSiteWrite(post({ Origin: "https://site.example", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
  expect(isCrossSiteWrite(post({}))).toBe(false);
  expect(isCrossSiteWrite(post({ Origin: "https://evil.example" }, undefined, "GET"))).toBe(false);
});

test("another site, another scheme or port, a null or unreadable Origin, or Sec-Fetch-Site cross-site is refused", () => {
  for (const headers of <Record<string, string>[]>[
    { Origin: "https://evil.example" },
    { Origin: "http://site.example" },
    { Origin: "https://site.example:8443" },
    { Origin: "null" },
    { Origin: "not a url" },
    { "Sec-Fetch-Site": "cross-site" },
    { Origin: "https://site.example", "Sec-Fetch-Site": "cross-site" },
  ]) {
    expect(isCrossSiteWrite(post(headers)), JSON.stringify(headers)).toBe(true);
  }
});

test("the refusal is a 403 with a sentence, never cached", async () => {
  const refusal = crossSiteRefusal();
  expect(refusal.status).toBe(403);
  expect(refusal.headers.get("Cache-Control")).toBe("no-store");
  expect(await refusal.json()).toEqual({ error: CROSS_SITE_MESSAGE });
});

test("the strict rule also refuses a write that names no origin; reads from another site's page are refused apart", () => {
  const write = (headers: Record<string, string>) => new Request("https://site.example/admin", { method: "POST", headers });
  expect(isCrossSiteWrite(write({}))).toBe(false);
  expect(isCrossSiteWrite(write({}), { strict: true })).toBe(true);
  expect(isCrossSiteWrite(write({ Origin: "https://site.example" }), { strict: true })).toBe(false);
  expect(isCrossSiteWrite(write({ Origin: "https://other.example" }), { strict: true })).toBe(true);
  const read = (headers: Record<string, string>) => new Request("https://site.example/admin", { headers });
  expect(isCrossSiteRead(read({ "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" }))).toBe(false);
  expect(isCrossSiteRead(read({ "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors" }))).toBe(true);
  expect(isCrossSiteRead(read({ "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" }))).toBe(false);
});
