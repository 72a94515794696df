/**
 * A bounded in-process cache with a time to live, least recently used out first. Each server
 * process keeps its own: N instances may each ask the model once for the same input, which the
 * daily cap still bounds. The clock is injected so tests move time by hand.
 */
export interface AnswerCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T, ttlMs?: number): void;
  size(): number;
}

// Expired entries are dropped at most this often, so an answer holding a visitor's link or text
// leaves memory when its time is up even if nobody asks for it again.
const PRUNE_EVERY_MS = 60_000;

export function createAnswerCache<T>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): AnswerCache<T> {
  // A Map iterates in insertion order; a read re-inserts its entry, so the first is the least recently used.
  const entries = new Map<string, { value: T; expiresAt: number }>();
  let prunedAt = now();
  function prune() {
    const time = now();
    if (time - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = time;
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  }
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, ttl = ttlMs) {
      prune();
      if (maxEntries <= 0 || ttl <= 0) return;
      entries.delete(key);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt: now() + ttl });
    },
    size: () => {
      prune();
      return entries.size;
    },
  };
}
