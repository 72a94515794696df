import { outboundFetch, refusedAnswer } from "~/lib/outbound-http";

/** A video as a source reports it, before it is stored. */
export interface ProviderVideo {
  videoId: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  /** ISO 8601; undefined when the source does not say (the feed), so a stored value is kept. */
  duration?: string;
  /** undefined when the source does not say, so a stored value is kept. */
  viewCount?: number;
  publishedAt: Date;
}

export interface ChannelVideos {
  videos: ProviderVideo[];
  /**
   * Whether this is every public video of the channel. Only then may videos missing from it be
   * marked inactive: the public feed lists the latest 15 only.
   */
  complete: boolean;
}

/** Where the channel's videos come from: the YouTube Data API, or the channel's public feed. */
export interface VideoProvider {
  readonly name: "youtube-api" | "youtube-feed";
  fetchChannelVideos(): Promise<ChannelVideos>;
  /**
   * One video by its id, for the owner adding it by its link: undefined when this source does not
   * know it (not public, or, for the feed, not among the channel's latest).
   */
  fetchVideo(videoId: string): Promise<ProviderVideo | undefined>;
}

/** The source failed: an HTTP error, a timeout, or an answer in a shape it never gives. */

/**
 * One thumbnail host and size for every video, whatever the source said: the cards reserve its
 * 4:3 box (480 × 360) before it loads, and the CSP needs to allow exactly one image host.
 */
export function thumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

/** GET with a deadline; no answer, or one that is not a success, is an OutboundError that says which request failed. */
export async function fetchUpstream(url: URL, timeoutMs: number, what: string): Promise<Response> {
  const response = await outboundFetch(url, { what, timeoutMs });
  if (!response.ok) throw await refusedAnswer(response, what);
  return response;
}

/** The row a newly stored video gets: what the source did not say is the table's default. */
export function newVideoRow(video: ProviderVideo) {
  return {
    videoId: video.videoId,
    title: video.title,
    description: video.description,
    thumbnailUrl: video.thumbnailUrl,
    duration: video.duration ?? null,
    viewCount: video.viewCount ?? 0,
    publishedAt: video.publishedAt,
  };
}
