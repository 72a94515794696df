/**
 * What the proxies in front of the server said about a request. Anyone can send X-Forwarded-*
 * headers, so they count only when TRUST_PROXY says how many proxies stand in front. A proxy
 * appends to a list header (or replaces it), so the entry that many places from the right is the
 * one the outermost trusted proxy wrote; anything further left came from the client.
 */
export function trustedHop(header: string | undefined, trustedProxies: number): string | undefined {
  if (trustedProxies <= 0 || !header) return undefined;
  const hops = header
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return hops.at(-trustedProxies);
}
