/**
 * A fixed-window counter per key (e.g. a visitor's address). Pure: the clock is injected, so tests
 * move time by hand. Limits hold per server instance: each process counts on its own, so N
 * instances behind a balancer let through up to N times the limit.
 */
export interface RateLimiterOptions {
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; beyond that expired, then the oldest, windows are dropped. */
  maxKeys?: number;
  now?: () => number;
}

export type RateLimitVerdict = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for key and says whether it may go ahead. */
  hit(key: string): RateLimitVerdict;
  /** How many keys are remembered (for tests and metrics). */
  size(): number;
}

interface Window {
  start: number;
  count: number;
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  // A Map iterates in insertion order, and a key is re-inserted when its window restarts, so the
  // first entries are always the oldest windows.
  const windows = new Map<string, Window>();

  function evict(at: number) {
    for (const [key, window] of windows) {
      if (at - window.start < windowMs) break;
      windows.delete(key);
    }
    while (windows.size >= maxKeys) {
      const oldest = windows.keys().next().value;
      if (oldest === undefined) break;
      windows.delete(oldest);
    }
  }

  return {
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        windows.delete(key);
        evict(at);
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)) };
      }
      window.count += 1;
      return { allowed: true, remaining: limit - window.count };
    },
    size: () => windows.size,
  };
}
