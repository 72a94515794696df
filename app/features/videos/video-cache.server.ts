import type { Database, DatabaseHandle } from "~/db/client.server";
import { createTableCache } from "~/db/table-cache.server";
import { countActiveVideos, getActiveVideos, type ActiveVideosQuery } from "./video-queries.server";
import type { VideoCardData } from "./video-types";

/** The channel the videos trigger announces every insert and update on (drizzle/0017_videos_notify.sql). */
export const VIDEO_CHANGES_CHANNEL = "youtube_videos_changes";

const videoLists = createTableCache({
  name: "videos",
  channel: VIDEO_CHANGES_CHANNEL,
  read: async (db, query: ActiveVideosQuery) => {
    const [videos, total] = await Promise.all([getActiveVideos(db, query), countActiveVideos(db)]);
    return { videos, total };
  },
  key: (query) => `${query.limit}:${query.featuredOnly ? "featured" : "all"}`,
});

/**
 * The grid's list and count, read once per change to the videos table: a sync or an owner's flag
 * on any instance reaches every instance's list when the database announces it.
 */
export function getCachedVideoList(
  database: DatabaseHandle,
  query: ActiveVideosQuery,
): Promise<{ videos: VideoCardData[]; total: number }> {
  return videoLists.get(database, query);
}

/** Forgets every kept list of this database at once, after this process changed the table. */
export function invalidateVideoCache(db: Database): void {
  videoLists.forget(db);
}
