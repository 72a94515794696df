import { expect, test } from "vitest";
import { OutboundError } from "~/lib/outbound-http";
import { parseYoutubeFeed } from "./youtube-feed-provider.server";

const feed = (entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <title>Channel</title>${entries}
</feed>`;

test("one entry is still a list; entities are decoded; the thumbnail is the one i.ytimg.com size", () => {
  const videos = parseYoutubeFeed(
    feed(`<entry><id>yt:video:1e100000000</id><yt:videoId>1e100000000</yt:videoId><title>Q&amp;A: prompts &lt;live&gt;</title>
      <published>2026-11-20T15:00:00+00:00</published>
      <media:group><media:title>Q&amp;A</media:title><media:thumbnail url="https://i3.ytimg.com/vi/1e100000000/hqdefault.jpg" width="480" height="360"/>
      <media:description>Line one
Line two</media:description><media:community><media:statistics views="0012345"/></media:community></media:group></entry>`),
  );
  expect(videos).toEqual([
    {
      videoId: "1e100000000",
      title: "Q&A: prompts <live>",
      description: "Line one\nLine two",
      thumbnailUrl: "https://i.ytimg.com/vi/1e100000000/hqdefault.jpg",
      viewCount: 12_345,
      publishedAt: new Date("2026-11-20T15:00:00Z"),
    },
  ]);
});

test("a missing view count stays unknown; entries without an id, title or date are skipped", () => {
  const videos = parseYoutubeFeed(
    feed(`
      <entry><yt:videoId>aaaaaaaaaa1</yt:videoId><title>No stats</title><published>2026-11-20T15:00:00+00:00</published><media:group/></entry>
      <entry><yt:videoId>not-an-id</yt:videoId><title>Bad id</title><published>2026-11-20T15:00:00+00:00</published></entry>
      <entry><yt:videoId>aaaaaaaaaa2</yt:videoId><published>2026-11-20T15:00:00+00:00</published></entry>
      <entry><yt:videoId>aaaaaaaaaa3</yt:videoId><title>No date</title></entry>`),
  );
  expect(videos.map((video) => [video.videoId, video.viewCount, video.description])).toEqual([["aaaaaaaaaa1", undefined, ""]]);
});

test("a channel with no uploads is an empty list", () => {
  expect(parseYoutubeFeed(feed(""))).toEqual([]);
});

test("an answer that is not a feed (an HTML error page, garbage) is an upstream error", () => {
  expect(() => parseYoutubeFeed("<html><body>Sorry</body></html>")).toThrow(OutboundError);
  expect(() => parseYoutubeFeed("<feed><entry>")).toThrow(OutboundError);
  expect(() => parseYoutubeFeed("")).toThrow(OutboundError);
});
