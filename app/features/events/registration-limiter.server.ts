import { getEnv } from "~/env.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limiter";

let limiter: RateLimiter | undefined;

/** One limiter per server process, made on first use with REGISTRATION_RATE_LIMIT_PER_MINUTE. */
export function registrationLimiter(): RateLimiter {
  limiter ??= createRateLimiter({ limit: getEnv().server.REGISTRATION_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
  return limiter;
}
