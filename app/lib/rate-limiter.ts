/**
 * A fixed-window counter per key (e.g. a visitor's address). `hit` is asynchronous because a limit
 * shared by several server instances is counted in the database (app/db/limits.server.ts); the
 * counter here lives in one process's memory. Pure: the clock is injected, so tests move time by
 * hand.
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
  hit(key: string): Promise<RateLimitVerdict>;
}

export interface MemoryRateLimiter extends RateLimiter {
  /** How many keys are remembered (for tests and metrics). */
  size(): number;
}

interface Window {
  start: number;
  count: number;
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now = Date.now }: RateLimiterOptions): MemoryRateLimiter {
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

  function count(key: string): RateLimitVerdict {
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
  }

  return {
    hit: async (key) => count(key),
    size: () => windows.size,
  };
}
