import type { DatabaseHandle } from "~/db/client.server";
import type { ServerEnv } from "~/config/env.server";
import type { VideoProvider } from "./video-provider.server";
import { createYoutubeApiProvider } from "./youtube-api-provider.server";
import { createYoutubeFeedProvider } from "./youtube-feed-provider.server";
import { syncVideos, type SyncLogger, type SyncOutcome } from "./video-sync.server";

/**
 * The source the configuration asks for: the Data API with a key, the public feed without one,
 * nothing without a channel.
 */
export function videoProviderFromEnv(env: ServerEnv): VideoProvider | null {
  const channelId = env.YOUTUBE_CHANNEL_ID;
  if (!channelId) return null;
  const timeoutMs = env.VIDEO_SYNC_TIMEOUT_MS;
  return env.YOUTUBE_API_KEY
    ? createYoutubeApiProvider({ apiKey: env.YOUTUBE_API_KEY, channelId, baseUrl: env.YOUTUBE_API_BASE_URL, timeoutMs })
    : createYoutubeFeedProvider({ channelId, baseUrl: env.YOUTUBE_FEED_BASE_URL, timeoutMs });
}

/**
 * Where the owner's "add a video by its link" looks a video up: the Data API whenever there is a
 * key (any public video), else the channel's feed (its latest videos), else nowhere (the owner
 * types the title).
 */
export function videoLookupFromEnv(env: ServerEnv): Pick<VideoProvider, "name" | "fetchVideo"> | null {
  if (env.YOUTUBE_API_KEY) {
    return createYoutubeApiProvider({
      apiKey: env.YOUTUBE_API_KEY,
      channelId: env.YOUTUBE_CHANNEL_ID ?? "",
      baseUrl: env.YOUTUBE_API_BASE_URL,
      timeoutMs: env.VIDEO_SYNC_TIMEOUT_MS,
    });
  }
  return videoProviderFromEnv(env);
}

export const cooldownMsFromEnv = (env: ServerEnv) => env.VIDEO_SYNC_COOLDOWN_MINUTES * 60_000;

/**
 * One sync as the configuration describes it: what the owner's command line runs
 * (`npm run admin -- videos sync`, with force to skip the cooldown) and what the worker runs.
 */
export function syncVideosFromEnv({
  database,
  env,
  force = false,
  logger,
}: {
  database: DatabaseHandle;
  env: ServerEnv;
  force?: boolean;
  logger?: SyncLogger;
}): Promise<SyncOutcome> {
  return syncVideos({ database, provider: videoProviderFromEnv(env), cooldownMs: cooldownMsFromEnv(env), force, logger });
}
