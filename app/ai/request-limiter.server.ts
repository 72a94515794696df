import { perLimitStore } from "~/db/limits.server";
import { getEnv } from "~/env.server";
import type { RateLimiter } from "~/lib/rate-limiter";

/**
 * Requests per visitor address and minute to the AI tools that answer at once (the idea tool, the
 * beginner-ideas dialog), checked before the body is read; counted in the database on PostgreSQL. The engine's hourly quota needs the
 * input (a cached answer is free), so it alone would let a flood be parsed first.
 */
export const aiRequestLimiter: () => RateLimiter = perLimitStore((store) =>
  store.rateLimiter("ai-request", { limit: getEnv().server.AI_REQUEST_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
);

/** The refusal's words: when to come back. */
export function aiRequestLimitMessage(retryAfterSeconds: number): string {
  return `Too many requests from your connection. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`;
}
