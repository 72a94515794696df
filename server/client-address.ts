import { trustedHop } from "./forwarded";

/**
 * The address a request came from, for per-visitor limits. Behind a proxy the socket only shows the
 * proxy, and X-Forwarded-For carries the visitor; but anyone can send that header, so it counts
 * only when TRUST_PROXY says how many proxies stand in front of the server. Each of them appends
 * the address it saw, so the visitor is the entry that many places from the right; anything
 * further left was written by the client and is ignored.
 */
export function clientAddress({
  socketAddress,
  forwardedFor,
  trustedProxies,
}: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  trustedProxies: number;
}): string {
  const socket = normalise(socketAddress) ?? "unknown";
  return normalise(trustedHop(forwardedFor, trustedProxies)) ?? socket;
}

function normalise(address: string | undefined): string | undefined {
  if (!address) return undefined;
  // "::ffff:127.0.0.1" and "127.0.0.1" are one visitor.
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
