/** A video as the grid shows it (a youtube_videos row), dates as ISO text so it crosses the wire as is. */
export interface VideoCardData {
  videoId: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  /** ISO 8601, e.g. PT1H2M3S; null when the source gives none (the public feed). */
  duration: string | null;
  viewCount: number;
  publishedAt: string;
  isFeatured: boolean;
}

/** What the page's loader hands the grid: the list and the count of every active video, or a failure. */
export type VideoGridData = { status: "ok"; videos: VideoCardData[]; total: number } | { status: "error" };

/** The sync action's answer, with or without JavaScript. */
export interface SyncResult {
  ok: boolean;
  message: string;
}
