import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { youtubeVideos } from "~/db/schema";
import type { VideoCardData } from "./video-types";

export interface ActiveVideosQuery {
  limit: number;
  /** Only the videos the owner marked as featured. */
  featuredOnly?: boolean;
}

/** Active videos, newest first: only what a card shows. */
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
    .where(featuredOnly ? and(eq(youtubeVideos.isActive, true), eq(youtubeVideos.isFeatured, true)) : eq(youtubeVideos.isActive, true))
    .orderBy(desc(youtubeVideos.publishedAt), desc(youtubeVideos.videoId))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/** How many videos are active (the grid's "N videos"). */
export async function countActiveVideos(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(youtubeVideos).where(eq(youtubeVideos.isActive, true));
  return row?.total ?? 0;
}
