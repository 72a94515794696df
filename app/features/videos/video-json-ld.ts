import { parseIsoDuration } from "./iso-duration";
import { embedUrl, watchUrl } from "./video-embed";
import type { VideoCardData } from "./video-types";

/** schema.org VideoObject for a video the page shows, so search engines can list it as a video. */
export function videoJsonLd(video: VideoCardData) {
  const seconds = parseIsoDuration(video.duration);
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    // Google requires a description; a video without one is described by its title.
    description: video.description.trim() || video.title,
    thumbnailUrl: [video.thumbnailUrl],
    uploadDate: video.publishedAt,
    ...(seconds ? { duration: video.duration } : {}),
    // The embed without autoplay: what a search engine's player should load.
    embedUrl: embedUrl(video.videoId).replace("?autoplay=1", ""),
    url: watchUrl(video.videoId),
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: { "@type": "WatchAction" },
      userInteractionCount: video.viewCount,
    },
  };
}
