import type { ServerEnv } from "~/env.server";
import type { VideoProvider } from "./video-provider.server";
import { createYoutubeApiProvider } from "./youtube-api-provider.server";
import { createYoutubeFeedProvider } from "./youtube-feed-provider.server";

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

export const cooldownMsFromEnv = (env: ServerEnv) => env.VIDEO_SYNC_COOLDOWN_MINUTES * 60_000;
