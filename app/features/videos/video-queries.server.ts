import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { youtubeVideos } from "~/db/schema";
import type { VideoCardData } from "./video-types";

export interface ActiveVideosQuery {
  limit: number;
  /** Only the videos the owner marked as featured. */
  featuredOnly?: boolean;
}

// What visitors see: on the channel (the sync's is_active) and not hidden by the owner.
const shown = and(eq(youtubeVideos.isActive, true), eq(youtubeVideos.isHidden, false));

/** Active videos the owner has not hidden, newest first: only what a card shows. */
export async function getActiveVideos(db: Database, { limit, featuredOnly = false }: ActiveVideosQuery): Promise<VideoCardData[]> {
  const rows = await db
    .select({
      videoId: youtubeVideos.videoId,
      title: youtubeVideos.title,
      description: youtubeVideos.description,
      thumbnailUrl: youtubeVideos.thumbnailUrl,
      duration: youtubeVideos.duration,
      viewCount: youtubeVideos.viewCount,
      publishedAt: youtubeVideos.publishedAt,
      isFeatured: youtubeVideos.isFeatured,
    })
    .from(youtubeVideos)
    .where(and(shown, featuredOnly ? eq(youtubeVideos.isFeatured, true) : undefined))
    .orderBy(desc(youtubeVideos.publishedAt), desc(youtubeVideos.videoId))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/** How many videos visitors see (the grid's "N videos"). */
export async function countActiveVideos(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(youtubeVideos).where(shown);
  return row?.total ?? 0;
}
