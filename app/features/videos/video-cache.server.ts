import type { Database } from "~/db/client.server";
import { countActiveVideos, getActiveVideos, type ActiveVideosQuery } from "./video-queries.server";
import type { VideoCardData } from "./video-types";

/** The video list is cached for 5 minutes. */
export const VIDEO_CACHE_TTL_MS = 5 * 60_000;

interface Entry {
  expiresAt: number;
  value: Promise<{ videos: VideoCardData[]; total: number }>;
}

// Per process and per database handle (tests open many). A sync in this process clears it at
// once; other instances see new videos when their entries expire, at most 5 minutes later.
const caches = new WeakMap<Database, Map<string, Entry>>();

/**
 * The grid's list and count, read at most once per 5 minutes per query. Concurrent misses share
 * one read; a failed read is not kept, so the next request tries again.
 */
export function getCachedVideoList(
  db: Database,
  query: ActiveVideosQuery,
  now: () => number = Date.now,
): Promise<{ videos: VideoCardData[]; total: number }> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${query.limit}:${query.featuredOnly ? "featured" : "all"}`;
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now()) return hit.value;
  const value = Promise.all([getActiveVideos(db, query), countActiveVideos(db)]).then(([videos, total]) => ({ videos, total }));
  const entry = { expiresAt: now() + VIDEO_CACHE_TTL_MS, value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** Forgets every cached list of this database (after a sync changed the table). */
export function invalidateVideoCache(db: Database): void {
  caches.get(db)?.clear();
}
