import { VIDEO_ID } from "./video-link";
import { fetchUpstream, thumbnailUrl, type ChannelVideos, type ProviderVideo, type VideoProvider } from "./video-provider.server";
import { OutboundError } from "~/lib/outbound-http";

export interface YoutubeApiOptions {
  apiKey: string;
  channelId: string;
  /** https://www.googleapis.com/youtube/v3 (tests point it at a local server). */
  baseUrl: string;
  timeoutMs: number;
  /** Stops paging after this many playlist pages (50 videos each), to bound the quota a sync spends. */
  maxPages?: number;
}

interface PlaylistPage {
  items?: Array<{ contentDetails?: { videoId?: string } }>;
  nextPageToken?: string;
}

interface VideosPage {
  items?: Array<{
    id?: string;
    snippet?: { title?: string; description?: string; publishedAt?: string; liveBroadcastContent?: string };
    contentDetails?: { duration?: string };
    statistics?: { viewCount?: string };
    status?: { privacyStatus?: string };
  }>;
}

const BATCH = 50;

/**
 * The YouTube Data API v3: the channel's uploads playlist (channels.list), every page of it
 * (playlistItems.list), then titles, durations and view counts 50 at a time (videos.list).
 * A channel of N videos costs about 1 + 2·N/50 quota units.
 */
export function createYoutubeApiProvider(options: YoutubeApiOptions): VideoProvider {
  const maxPages = options.maxPages ?? 40;

  async function getJson<T>(resource: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${options.baseUrl.replace(/\/+$/, "")}/${resource}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set("key", options.apiKey);
    const response = await fetchUpstream(url, options.timeoutMs, `YouTube API ${resource}`);
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new OutboundError(`YouTube API ${resource}: the answer is not JSON`, { cause: error });
    }
  }

  return {
    name: "youtube-api",
    async fetchChannelVideos(): Promise<ChannelVideos> {
      const channels = await getJson<{ items?: Array<{ contentDetails?: { relatedPlaylists?: { uploads?: string } } }> }>("channels", {
        part: "contentDetails",
        id: options.channelId,
      });
      const uploads = channels.items?.[0]?.contentDetails?.relatedPlaylists?.uploads;
      if (!uploads) throw new OutboundError(`YouTube API channels: no channel ${options.channelId} or no uploads playlist`);

      const ids: string[] = [];
      let pageToken: string | undefined;
      let pages = 0;
      do {
        const page = await getJson<PlaylistPage>("playlistItems", {
          part: "contentDetails",
          playlistId: uploads,
          maxResults: String(BATCH),
          ...(pageToken ? { pageToken } : {}),
        });
        for (const item of page.items ?? []) {
          const id = item.contentDetails?.videoId;
          if (id && VIDEO_ID.test(id) && !ids.includes(id)) ids.push(id);
        }
        pageToken = page.nextPageToken || undefined;
        pages += 1;
      } while (pageToken && pages < maxPages);

      const videos: ProviderVideo[] = [];
      for (let start = 0; start < ids.length; start += BATCH) {
        const page = await getJson<VideosPage>("videos", {
          part: "snippet,contentDetails,statistics,status",
          // videos.list takes up to 50 ids and no maxResults alongside them.
          id: ids.slice(start, start + BATCH).join(","),
        });
        for (const item of page.items ?? []) {
          const video = toVideo(item);
          if (video) videos.push(video);
        }
      }
      // Deleted and private uploads are missing from videos.list: they are not the channel's any more.
      return { videos, complete: !pageToken };
    },
    // Any public video, the channel's or another's: one videos.list call (1 quota unit).
    async fetchVideo(videoId) {
      if (!VIDEO_ID.test(videoId)) return undefined;
      const page = await getJson<VideosPage>("videos", { part: "snippet,contentDetails,statistics,status", id: videoId });
      const item = page.items?.find((candidate) => candidate.id === videoId);
      return item ? toVideo(item) : undefined;
    },
  };
}

function toVideo(item: NonNullable<VideosPage["items"]>[number]): ProviderVideo | undefined {
  const id = item.id;
  const snippet = item.snippet;
  if (!id || !VIDEO_ID.test(id) || !snippet?.title || !snippet.publishedAt) return undefined;
  if (item.status?.privacyStatus && item.status.privacyStatus !== "public") return undefined;
  // A scheduled premiere or a live stream has no recording to play in place yet.
  if (snippet.liveBroadcastContent && snippet.liveBroadcastContent !== "none") return undefined;
  const publishedAt = new Date(snippet.publishedAt);
  if (Number.isNaN(publishedAt.getTime())) return undefined;
  const views = Number(item.statistics?.viewCount);
  return {
    videoId: id,
    title: snippet.title,
    description: snippet.description ?? "",
    thumbnailUrl: thumbnailUrl(id),
    duration: item.contentDetails?.duration,
    viewCount: Number.isSafeInteger(views) && views >= 0 ? views : undefined,
    publishedAt,
  };
}
