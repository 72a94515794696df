import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { youtubeVideos } from "~/db/schema";
import { invalidateVideoCache } from "./video-cache.server";

/** Every stored video for the owner's console, newest first, with its flags. */
export async function getVideosForOwner(db: Database, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select({
      videoId: youtubeVideos.videoId,
      title: youtubeVideos.title,
      publishedAt: youtubeVideos.publishedAt,
      isActive: youtubeVideos.isActive,
      isHidden: youtubeVideos.isHidden,
      isFeatured: youtubeVideos.isFeatured,
    })
    .from(youtubeVideos)
    .orderBy(desc(youtubeVideos.publishedAt), desc(youtubeVideos.videoId))
    .limit(limit)
    .offset(offset);
}

/** The owner hides or shows a video, or marks it featured; the public list shows the change at once. */
export async function setVideoFlag(db: Database, videoId: string, flag: { isHidden: boolean } | { isFeatured: boolean }): Promise<boolean> {
  const rows = await db.update(youtubeVideos).set(flag).where(eq(youtubeVideos.videoId, videoId)).returning({ id: youtubeVideos.id });
  invalidateVideoCache(db);
  return rows.length > 0;
}
