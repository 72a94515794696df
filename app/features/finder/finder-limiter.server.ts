import { getEnv } from "~/env.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limiter";

let limiter: RateLimiter | undefined;

/**
 * Submissions per visitor address and minute, for both use-case dialogs. The AI engine's own quota
 * counts only uncached answers; this one also bounds the rows and jobs a visitor can create.
 */
export function finderLimiter(): RateLimiter {
  limiter ??= createRateLimiter({ limit: getEnv().server.FINDER_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
  return limiter;
}
