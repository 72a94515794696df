import { getEnv } from "~/env.server";
import { perLimitStore } from "~/db/limits.server";
import type { RateLimiter } from "~/lib/rate-limiter";

/** One limiter per process, counting in the database on PostgreSQL; made on first use with NEWSLETTER_RATE_LIMIT_PER_MINUTE. */
export const subscribeLimiter: () => RateLimiter = perLimitStore((store) =>
  store.rateLimiter("newsletter", { limit: getEnv().server.NEWSLETTER_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
);
