/**
 * Errors that mean "the database is busy, ask again shortly", not "something is broken": pg gave
 * up waiting for a free pooled connection, or PostgreSQL gave up waiting for a lock (lock_timeout,
 * 55P03) or cancelled the statement (57014). They are answered 503 with Retry-After, never 500.
 * Drizzle wraps a failed query's error in its own, so the causes are searched too.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === "55P03" || code === "57014") return true;
    // pg-pool's only signal for a pool wait that ran out is this message.
    if (/timeout exceeded when trying to connect/i.test(current.message)) return true;
  }
  return false;
}

/** Seconds a refused visitor is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
