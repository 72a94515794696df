import { getEnv } from "~/env.server";
import { perLimitStore } from "~/db/limits.server";
import type { RateLimiter } from "~/lib/rate-limiter";

/** One limiter per process, counting in the database on PostgreSQL; made on first use with SIGNUP_RATE_LIMIT_PER_MINUTE. */
export const signupLimiter: () => RateLimiter = perLimitStore((store) =>
  store.rateLimiter("signup", { limit: getEnv().server.SIGNUP_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
);
