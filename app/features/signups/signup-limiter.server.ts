import { getEnv } from "~/env.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limiter";

let limiter: RateLimiter | undefined;

/** One limiter per server process, made on first use with SIGNUP_RATE_LIMIT_PER_MINUTE. */
export function signupLimiter(): RateLimiter {
  limiter ??= createRateLimiter({ limit: getEnv().server.SIGNUP_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
  return limiter;
}
