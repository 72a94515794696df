import { expect, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
import { checkoutOrigins } from "~/features/payment/payments-gateway.server";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers";

test("nonces are 128 random bits, different every time", () => {
  const nonces = new Set(Array.from({ length: 100 }, createNonce));
  expect(nonces.size).toBe(100);
  for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
});

test("the policy trusts scripts only by nonce and lets the newsletter provider work", () => {
  const csp = contentSecurityPolicy("abc123", {
    ...defaultSiteConfig,
    newsletter: { ...defaultSiteConfig.newsletter, baseUrl: "https://jane.kit.com" },
  });
  const directives = Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
  expect(directives["script-src"]).toEqual(["'nonce-abc123'", "'strict-dynamic'", "https:", "'unsafe-inline'"]);
  expect(directives["frame-ancestors"]).toEqual(["'none'"]);
  expect(directives["object-src"]).toEqual(["'none'"]);
  expect(directives["base-uri"]).toEqual(["'none'"]);
  expect(directives["form-action"]).toContain("https://jane.kit.com");
  expect(directives["connect-src"]).toContain("https://jane.kit.com");
});

test("every response gets HSTS for a year, nosniff, a strict referrer policy and stays same-origin", () => {
  const headers = securityHeaders("n", defaultSiteConfig);
  expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["Content-Security-Policy"]).toContain("'nonce-n'");
});

test("videos: frames only from youtube-nocookie (the click-to-play player), thumbnails over https", () => {
  const csp = contentSecurityPolicy("n", defaultSiteConfig);
  const directives = Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
  expect(directives["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
  // i.ytimg.com thumbnails; no YouTube origin may run scripts or be reached by them.
  expect(directives["img-src"]).toContain("https:");
  expect(directives["connect-src"]!.join(" ")).not.toMatch(/youtube|ytimg|google/);
});

test("with payments configured, the guide's checkout may end on Stripe's page (a form's redirect is held to form-action)", () => {
  const base = { STRIPE_API_BASE: "https://api.stripe.com", STRIPE_WEBHOOK_SECRET: undefined };
  expect(checkoutOrigins({ ...base, STRIPE_SECRET_KEY: undefined })).toEqual([]);
  expect(checkoutOrigins({ ...base, STRIPE_SECRET_KEY: "sk_live_x" })).toEqual(["https://checkout.stripe.com"]);
  expect(checkoutOrigins({ ...base, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_BASE: "http://127.0.0.1:4010" })).toEqual([
    "https://checkout.stripe.com",
    "http://127.0.0.1:4010",
  ]);
  const csp = contentSecurityPolicy("n", defaultSiteConfig, ["https://checkout.stripe.com"]);
  expect(csp).toMatch(/form-action 'self' [^;]*https:\/\/checkout\.stripe\.com/);
  expect(contentSecurityPolicy("n", defaultSiteConfig)).not.toContain("stripe");
});
