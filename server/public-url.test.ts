import { expect, test } from "vitest";
import { publicRequestUrl, readdressed } from "./public-url";

const base = { forwardedProto: undefined, forwardedHost: undefined, trustedProxies: 0, siteOrigin: undefined };

test("without a trusted proxy or SITE_URL the request keeps the address it came with", () => {
  const url = "http://site.example/career-ai.data?index";
  expect(publicRequestUrl({ ...base, url })).toBe(url);
  // Forwarded headers alone are anyone's to send: ignored.
  expect(publicRequestUrl({ ...base, url, forwardedProto: "https", forwardedHost: "evil.example" })).toBe(url);
});

test("with SITE_URL set and no trusted proxy, requests are addressed to the site's origin", () => {
  const url = "http://10.0.0.5:3000/events?session=abc";
  expect(publicRequestUrl({ ...base, url, siteOrigin: "https://site.example" })).toBe("https://site.example/events?session=abc");
  expect(
    publicRequestUrl({ ...base, url, siteOrigin: "https://site.example", forwardedHost: "evil.example", forwardedProto: "http" }),
  ).toBe("https://site.example/events?session=abc");
  expect(publicRequestUrl({ ...base, url: "https://site.example/a", siteOrigin: "https://site.example" })).toBe("https://site.example/a");
});

test("behind one trusted TLS proxy the scheme and host come from X-Forwarded-Proto and X-Forwarded-Host", () => {
  const url = "http://127.0.0.1:3000/career-ai.data";
  const behind = { ...base, url, trustedProxies: 1, siteOrigin: "https://ignored.example" };
  expect(publicRequestUrl({ ...behind, forwardedProto: "https", forwardedHost: "site.example" })).toBe(
    "https://site.example/career-ai.data",
  );
  expect(publicRequestUrl({ ...behind, forwardedProto: "HTTPS", forwardedHost: "site.example:8443" })).toBe(
    "https://site.example:8443/career-ai.data",
  );
  // The default port is the same origin.
  expect(publicRequestUrl({ ...behind, forwardedProto: "https", forwardedHost: "site.example:443" })).toBe(
    "https://site.example/career-ai.data",
  );
  // Only the scheme forwarded: the Host header the proxy passed on stays.
  expect(publicRequestUrl({ ...behind, url: "http://site.example/x", forwardedProto: "https" })).toBe("https://site.example/x");
  // Nothing forwarded (someone reached the instance directly): as received.
  expect(publicRequestUrl({ ...behind })).toBe(url);
});

test("the hop TRUST_PROXY places from the right counts; what the client wrote to its left does not", () => {
  const url = "http://127.0.0.1:3000/";
  // The client forged "http, evil.example"; the one proxy appended what it saw.
  expect(
    publicRequestUrl({ ...base, url, trustedProxies: 1, forwardedProto: "http, https", forwardedHost: "evil.example, site.example" }),
  ).toBe("https://site.example/");
  expect(
    publicRequestUrl({ ...base, url, trustedProxies: 2, forwardedProto: "https, http", forwardedHost: "site.example, edge.internal" }),
  ).toBe("https://site.example/");
  // A shorter chain than promised is not what the proxies wrote: as received.
  expect(publicRequestUrl({ ...base, url, trustedProxies: 2, forwardedProto: "https", forwardedHost: "site.example" })).toBe(url);
});

test("malformed forwarded values are ignored, never a crash", () => {
  const url = "http://127.0.0.1:3000/p?q=1";
  const behind = { ...base, url, trustedProxies: 1 };
  for (const forwardedHost of ["evil.example/path", "user@evil.example", "evil.example:99999", "a b", "evil.example?x", "", "[zz]"]) {
    expect(publicRequestUrl({ ...behind, forwardedProto: "https", forwardedHost }), forwardedHost).toBe("https://127.0.0.1:3000/p?q=1");
  }
  for (const forwardedProto of ["javascript", "ftp", "https:", ""]) {
    expect(publicRequestUrl({ ...behind, forwardedProto, forwardedHost: "site.example" }), forwardedProto).toBe(
      "http://site.example/p?q=1",
    );
  }
  expect(publicRequestUrl({ ...behind, forwardedProto: "https", forwardedHost: "[::1]:8443" })).toBe("https://[::1]:8443/p?q=1");
});

test("a readdressed request keeps its method, headers, body and abort signal", async () => {
  const controller = new AbortController();
  const original = new Request("http://127.0.0.1/form", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://site.example" },
    body: "firstName=Ana",
    signal: controller.signal,
  });
  expect(readdressed(original, original.url)).toBe(original);
  const moved = readdressed(original, "https://site.example/form");
  expect(moved.url).toBe("https://site.example/form");
  expect(moved.method).toBe("POST");
  expect(moved.headers.get("origin")).toBe("https://site.example");
  controller.abort();
  expect(moved.signal.aborted).toBe(true);
  expect(await moved.text()).toBe("firstName=Ana");
});
