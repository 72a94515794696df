import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { escapeMarkup } from "~/lib/escape-markup";

/** A video the fake channel has uploaded. */
export interface FakeVideo {
  id: string;
  title: string;
  description?: string;
  publishedAt: string;
  duration?: string;
  views?: number;
  /** videos.list leaves private uploads out, as YouTube does for a public API key. */
  privacy?: "public" | "private";
}

export type FakeMode = "ok" | "error" | "hang";

/**
 * A stand-in for YouTube on 127.0.0.1, speaking its real formats: the Data API v3's channels,
 * playlistItems (paged with nextPageToken) and videos resources, and the channel's Atom feed with
 * its media: namespace. It counts every request, so tests can prove how often upstream was asked.
 */
export async function startFakeYoutube(options: { channelId: string; apiKey?: string; pageSize?: number }) {
  let videos: FakeVideo[] = [];
  let mode: FakeMode = "ok";
  const requests: string[] = [];
  const pageSize = options.pageSize ?? 2;
  const uploads = `UU${options.channelId.slice(2)}`;
  const hanging = new Set<ServerResponse>();

  function json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
    res.end(JSON.stringify(body));
  }

  function api(url: URL, res: ServerResponse) {
    if (options.apiKey && url.searchParams.get("key") !== options.apiKey) {
      return json(res, 400, {
        error: { code: 400, message: "API key not valid. Please pass a valid API key.", errors: [{ reason: "badRequest" }] },
      });
    }
    const resource = url.pathname.split("/").at(-1);
    if (resource === "channels") {
      const found = url.searchParams.get("id") === options.channelId;
      return json(res, 200, {
        kind: "youtube#channelListResponse",
        etag: "etag-channels",
        pageInfo: { totalResults: found ? 1 : 0, resultsPerPage: 5 },
        ...(found
          ? {
              items: [
                {
                  kind: "youtube#channel",
                  etag: "etag-c",
                  id: options.channelId,
                  contentDetails: { relatedPlaylists: { likes: "", uploads } },
                },
              ],
            }
          : {}),
      });
    }
    if (resource === "playlistItems") {
      if (url.searchParams.get("playlistId") !== uploads) return json(res, 404, { error: { code: 404, message: "playlistNotFound" } });
      const start = Number(url.searchParams.get("pageToken")?.replace("PAGE", "") ?? 0);
      const ordered = [...videos].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      const page = ordered.slice(start, start + pageSize);
      const next = start + pageSize < ordered.length ? `PAGE${start + pageSize}` : undefined;
      return json(res, 200, {
        kind: "youtube#playlistItemListResponse",
        etag: "etag-items",
        ...(next ? { nextPageToken: next } : {}),
        pageInfo: { totalResults: ordered.length, resultsPerPage: pageSize },
        items: page.map((video) => ({
          kind: "youtube#playlistItem",
          etag: `etag-${video.id}`,
          id: `item-${video.id}`,
          contentDetails: { videoId: video.id, videoPublishedAt: video.publishedAt },
        })),
      });
    }
    if (resource === "videos") {
      const ids = (url.searchParams.get("id") ?? "").split(",");
      if (ids.length > 50) return json(res, 400, { error: { code: 400, message: "too many ids" } });
      if (url.searchParams.has("maxResults")) {
        return json(res, 400, {
          error: {
            code: 400,
            message: "The request specifies an unsupported maxResults with id",
            errors: [{ reason: "invalidParameter" }],
          },
        });
      }
      const items = videos
        .filter((video) => ids.includes(video.id) && video.privacy !== "private")
        .map((video) => ({
          kind: "youtube#video",
          etag: `etag-v-${video.id}`,
          id: video.id,
          snippet: {
            publishedAt: video.publishedAt,
            channelId: options.channelId,
            title: video.title,
            description: video.description ?? "",
            thumbnails: { high: { url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`, width: 480, height: 360 } },
            liveBroadcastContent: "none",
          },
          contentDetails: { duration: video.duration ?? "PT0S", dimension: "2d", definition: "hd", caption: "false" },
          statistics: { viewCount: String(video.views ?? 0), likeCount: "3", favoriteCount: "0", commentCount: "1" },
          status: { uploadStatus: "processed", privacyStatus: "public", embeddable: true },
        }));
      return json(res, 200, {
        kind: "youtube#videoListResponse",
        etag: "etag-videos",
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      });
    }
    json(res, 404, { error: { code: 404, message: "Not Found" } });
  }

  function feed(url: URL, res: ServerResponse) {
    if (url.searchParams.get("channel_id") !== options.channelId) {
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("<html><body>404</body></html>");
    }
    // The real feed lists the 15 newest uploads only.
    const entries = [...videos]
      .filter((video) => video.privacy !== "private")
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, 15)
      .map(
        (video) => `
 <entry>
  <id>yt:video:${video.id}</id>
  <yt:videoId>${video.id}</yt:videoId>
  <yt:channelId>${options.channelId}</yt:channelId>
  <title>${escapeMarkup(video.title)}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${video.id}"/>
  <author>
   <name>Fake Channel</name>
   <uri>https://www.youtube.com/channel/${options.channelId}</uri>
  </author>
  <published>${video.publishedAt.replace("Z", "+00:00")}</published>
  <updated>${video.publishedAt.replace("Z", "+00:00")}</updated>
  <media:group>
   <media:title>${escapeMarkup(video.title)}</media:title>
   <media:content url="https://www.youtube.com/v/${video.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i4.ytimg.com/vi/${video.id}/hqdefault.jpg" width="480" height="360"/>
   <media:description>${escapeMarkup(video.description ?? "")}</media:description>
   <media:community>
    <media:starRating count="12" average="5.00" min="1" max="5"/>
    <media:statistics views="${video.views ?? 0}"/>
   </media:community>
  </media:group>
 </entry>`,
      )
      .join("");
    res.writeHead(200, { "content-type": "text/xml; charset=UTF-8" });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${options.channelId}"/>
 <id>yt:channel:${options.channelId.slice(2)}</id>
 <yt:channelId>${options.channelId.slice(2)}</yt:channelId>
 <title>Fake Channel</title>
 <link rel="alternate" href="https://www.youtube.com/channel/${options.channelId}"/>
 <author>
  <name>Fake Channel</name>
  <uri>https://www.youtube.com/channel/${options.channelId}</uri>
 </author>
 <published>2019-01-01T00:00:00+00:00</published>${entries}
</feed>
`);
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(`${url.pathname}${url.search}`);
    if (mode === "hang") {
      hanging.add(res);
      return;
    }
    if (mode === "error") return json(res, 500, { error: { code: 500, message: "Backend Error", errors: [{ reason: "backendError" }] } });
    if (url.pathname.startsWith("/youtube/v3/")) return api(url, res);
    if (url.pathname === "/feeds/videos.xml") return feed(url, res);
    json(res, 404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    apiBaseUrl: `${origin}/youtube/v3`,
    feedBaseUrl: `${origin}/feeds/videos.xml`,
    requests,
    setVideos(next: FakeVideo[]) {
      videos = next;
    },
    setMode(next: FakeMode) {
      mode = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
