import { randomBytes } from "node:crypto";
import type { SiteConfig } from "~/content/site-config";

/** 128 bits from the CSPRNG, fresh for every response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy for one response. Scripts run only with this response's nonce;
 * 'strict-dynamic' extends that trust to scripts they add, which is how the newsletter provider's
 * embed (inserted by our own code) runs without allowing its host wholesale. The provider's form
 * still needs to talk to, post to and draw from its own origins. `checkout` is where the guide's
 * checkout form ends up: the form posts to the site, whose answer redirects to Stripe's page, and a
 * browser holds that redirect to form-action too.
 */
export function contentSecurityPolicy(nonce: string, site: SiteConfig, checkout: readonly string[] = []): string {
  const newsletter = new URL(site.newsletter.baseUrl).origin;
  // Kit serves embeds from the account's host and posts sign-ups to its app host.
  const providerOrigins = [newsletter, "https://app.kit.com", "https://app.convertkit.com"].join(" ");
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${providerOrigins}`,
    `form-action 'self' ${[providerOrigins, ...checkout].join(" ")}`,
    "frame-src https://www.youtube-nocookie.com",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** The headers every response carries, page or not. */
export function securityHeaders(nonce: string, site: SiteConfig, checkout: readonly string[] = []): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, site, checkout),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    // No other site may embed our responses (scripts, images, JSON) as its own subresources.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
