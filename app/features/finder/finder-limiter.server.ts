import { perLimitStore, type StreamSlots } from "~/db/limits.server";
import { getEnv } from "~/env.server";
import type { RateLimiter } from "~/lib/rate-limiter";

/**
 * Submissions per visitor address and minute, for both use-case dialogs. The AI engine's own quota
 * counts only uncached answers; this one also bounds the rows and jobs a visitor can create.
 */
export const finderLimiter: () => RateLimiter = perLimitStore((store) =>
  store.rateLimiter("finder", { limit: getEnv().server.FINDER_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
);

/** Status streams open at once per finder visit and per address. */
export const finderStreamSlots: () => StreamSlots = perLimitStore((store) => {
  const env = getEnv().server;
  return store.streamSlots("finder", { perSession: env.FINDER_STREAMS_PER_SESSION, perAddress: env.FINDER_STREAMS_PER_ADDRESS });
});
