/** The video grid's and the sync button's words. */
export const videoCopy = {
  loadFailed: "Failed to load videos. Please try again later.",
  empty: "No videos available at the moment.",
  retry: "Try again",
  loading: "Loading videos…",
  syncIdle: "Sync Videos",
  syncBusy: "Syncing...",
  syncSuccessFallback: "YouTube videos synced successfully!",
  syncFailed: "Failed to sync YouTube videos. Please try again.",
  syncFresh: "Videos are already up to date.",
  syncNotConfigured: "Video sync is not configured.",
  syncUnreadable: "This form only syncs videos. Please reload the page and try again.",
  synced: (count: number) => `YouTube videos synced successfully! ${count} ${count === 1 ? "video is" : "videos are"} up to date.`,
  play: (title: string) => `Play video: ${title}`,
  count: (total: number) => `${total} ${total === 1 ? "video" : "videos"}`,
} as const;

/** The sync form's fields: what it asks for, and the field only bots fill. */
export const SYNC_INTENT = "sync-videos";
