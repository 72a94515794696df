import { desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { SAMPLE_VIDEO_IDS } from "~/db/sample-data";
import { youtubeVideos } from "~/db/schema";
import { newVideoRow, type ProviderVideo } from "./video-provider.server";
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

/** Whether each video is one of the samples the site started with, for the console's list. */
export const isSampleVideo = (videoId: string) => SAMPLE_VIDEO_IDS.includes(videoId);

/**
 * Deletes the videos named (all the samples when none are), answering how many went. They are
 * hidden first, in the same transaction: the table announces updates, not deletes, and that
 * update is what tells every instance's kept list to read it again.
 */
export async function deleteVideos(db: Database, videoIds: readonly string[] = SAMPLE_VIDEO_IDS): Promise<number> {
  if (videoIds.length === 0) return 0;
  const deleted = await db.transaction(async (tx) => {
    await tx
      .update(youtubeVideos)
      .set({ isHidden: true })
      .where(inArray(youtubeVideos.videoId, [...videoIds]));
    return tx
      .delete(youtubeVideos)
      .where(inArray(youtubeVideos.videoId, [...videoIds]))
      .returning({ id: youtubeVideos.id });
  });
  invalidateVideoCache(db);
  return deleted.length;
}

/** Stores a video the owner added by its link; false when it is stored already (the sync's or an earlier add). */
export async function addVideo(db: Database, video: ProviderVideo): Promise<boolean> {
  const rows = await db
    .insert(youtubeVideos)
    .values(newVideoRow(video))
    .onConflictDoNothing({ target: youtubeVideos.videoId })
    .returning({ id: youtubeVideos.id });
  invalidateVideoCache(db);
  return rows.length > 0;
}
