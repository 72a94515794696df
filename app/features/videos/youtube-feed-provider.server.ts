import { VIDEO_ID } from "./video-link";
import { createRequire } from "node:module";
import type * as FastXmlParser from "fast-xml-parser";
import { fetchUpstream, thumbnailUrl, type ChannelVideos, type ProviderVideo, type VideoProvider } from "./video-provider.server";
import { OutboundError } from "~/lib/outbound-http";

export interface YoutubeFeedOptions {
  channelId: string;
  /** https://www.youtube.com/feeds/videos.xml (tests point it at a local server). */
  baseUrl: string;
  timeoutMs: number;
}

// Entities and attributes as the feed writes them; values stay text (ids like "1e10" must not
// become numbers), and an <entry> is always a list even when the channel has one video. Loaded on
// the first sync, not at every start (decision 065).
let parser: FastXmlParser.XMLParser | undefined;
const feedParser = () =>
  (parser ??= new (createRequire(import.meta.url)("fast-xml-parser") as typeof FastXmlParser).XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    isArray: (name) => name === "entry",
  }));

type Node = Record<string, unknown>;
const text = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : value && typeof value === "object" && typeof (value as Node)["#text"] === "string"
      ? ((value as Node)["#text"] as string)
      : undefined;

/**
 * The channel's public Atom feed: no key and no quota, but only the latest 15 videos, no
 * durations, and view counts from media:statistics.
 */
export function createYoutubeFeedProvider(options: YoutubeFeedOptions): VideoProvider {
  const provider: VideoProvider = {
    name: "youtube-feed",
    async fetchChannelVideos(): Promise<ChannelVideos> {
      const url = new URL(options.baseUrl);
      url.searchParams.set("channel_id", options.channelId);
      const response = await fetchUpstream(url, options.timeoutMs, "YouTube feed");
      const body = await response.text();
      return { videos: parseYoutubeFeed(body), complete: false };
    },
    // The feed has no look-up by id: a video is found only among the channel's latest.
    async fetchVideo(videoId) {
      return (await provider.fetchChannelVideos()).videos.find((video) => video.videoId === videoId);
    },
  };
  return provider;
}

/** The videos of a channel's videos.xml; throws OutboundError when it is not such a feed. */
export function parseYoutubeFeed(xml: string): ProviderVideo[] {
  let document: Node;
  try {
    document = feedParser().parse(xml, true) as Node;
  } catch (error) {
    throw new OutboundError("YouTube feed: the answer is not XML", { cause: error });
  }
  const feed = document.feed as Node | undefined;
  if (!feed || typeof feed !== "object") throw new OutboundError("YouTube feed: the answer is not an Atom feed");
  const entries = (feed.entry as Node[] | undefined) ?? [];
  const videos: ProviderVideo[] = [];
  for (const entry of entries) {
    const videoId = text(entry["yt:videoId"]) ?? text(entry.id)?.replace(/^yt:video:/, "");
    const group = (entry["media:group"] ?? {}) as Node;
    const title = text(entry.title) ?? text(group["media:title"]);
    const published = new Date(text(entry.published) ?? "");
    if (!videoId || !VIDEO_ID.test(videoId) || !title || Number.isNaN(published.getTime())) continue;
    // YouTube nests statistics in media:community; some mirrors put it straight in media:group.
    const community = (group["media:community"] ?? {}) as Node;
    const statistics = (community["media:statistics"] ?? group["media:statistics"]) as Node | undefined;
    const views = Number(statistics?.["@_views"]);
    videos.push({
      videoId,
      title,
      description: text(group["media:description"]) ?? "",
      thumbnailUrl: thumbnailUrl(videoId),
      viewCount: statistics && Number.isSafeInteger(views) && views >= 0 ? views : undefined,
      publishedAt: published,
    });
  }
  return videos;
}
