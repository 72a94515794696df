import { trustedHop } from "./forwarded";

/** host, host:port, or [ipv6]:port — never a path, user info or anything else smuggled in. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The address a visitor actually used for this request, which is what the router compares a
 * form post's Origin with (and what the /api/ routes' same-origin check reads). Behind a proxy
 * that terminates TLS the server only sees http://internal-host, so:
 * - with trusted proxies (TRUST_PROXY > 0) the scheme and host come from X-Forwarded-Proto and
 *   X-Forwarded-Host, the hop TRUST_PROXY places from the right, as for the visitor's address;
 *   a header that is missing or malformed leaves that part as received;
 * - otherwise, when SITE_URL is set, its origin: the site has one public address;
 * - otherwise the request as received.
 * Only the origin changes; path and query stay as the visitor sent them.
 */
export function publicRequestUrl({
  url,
  forwardedProto,
  forwardedHost,
  trustedProxies,
  siteOrigin,
}: {
  url: string;
  forwardedProto: string | undefined;
  forwardedHost: string | undefined;
  trustedProxies: number;
  siteOrigin: string | undefined;
}): string {
  const received = new URL(url);
  let origin = received.origin;
  if (trustedProxies > 0) {
    const proto = trustedHop(forwardedProto, trustedProxies)?.toLowerCase();
    const host = trustedHop(forwardedHost, trustedProxies);
    const scheme = proto === "http" || proto === "https" ? proto : received.protocol.slice(0, -1);
    const forwarded = host !== undefined && HOST.test(host) ? originOf(scheme, host) : undefined;
    origin = forwarded ?? originOf(scheme, received.host) ?? origin;
  } else if (siteOrigin) {
    origin = siteOrigin;
  }
  if (origin === received.origin) return url;
  return `${origin}${received.pathname}${received.search}`;
}

function originOf(scheme: string, host: string): string | undefined {
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** The same request addressed to `url`: method, headers, body and abort signal carried over. */
export function readdressed(request: Request, url: string): Request {
  return url === request.url ? request : new Request(url, request);
}
