import { Play } from "lucide-react";
import { useState } from "react";
import { ExternalLink } from "~/components/external-link";
import { formatDuration } from "./iso-duration";
import { formatViewCount, formatViewCountLong } from "./view-count";
import { videoCopy } from "./video-copy";
import { embedUrl, formatPublishedDate, watchUrl } from "./video-embed";
import type { VideoCardData } from "./video-types";

// hqdefault.jpg is 480 × 360 (4:3 with letterbox bars); the box crops it to 16:9.
const THUMBNAIL = { width: 480, height: 360 };

/**
 * A video that plays in place. Until the visitor presses play it is only a thumbnail image and a
 * button: no YouTube script, frame or cookie. Pressing play swaps in the player from
 * youtube-nocookie, which starts at once (autoplay) and takes the keyboard focus.
 */
export function VideoCard({ video }: { video: VideoCardData }) {
  const [playing, setPlaying] = useState(false);
  // A thumbnail that cannot load (blocked, offline, a removed video) gives way to a drawn cover
  // rather than the browser's broken-image glyph. An image that failed before hydration is caught
  // when React first sees it.
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const duration = formatDuration(video.duration);

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs" data-testid="video-card">
      <div className="relative aspect-video bg-foreground">
        {playing ? (
          <iframe
            ref={(node) => node?.focus()}
            src={embedUrl(video.videoId)}
            title={video.title}
            className="absolute inset-0 size-full"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <>
            {thumbnailFailed ? (
              <div
                aria-hidden="true"
                data-testid="video-thumbnail-fallback"
                className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--primary),transparent_60%),linear-gradient(135deg,var(--secondary-foreground),var(--foreground))]"
              >
                <p className="absolute inset-x-4 top-3 line-clamp-2 text-left text-sm font-semibold text-primary-foreground/90">
                  {video.title}
                </p>
              </div>
            ) : (
              <img
                ref={(node) => {
                  if (node?.complete && node.naturalWidth === 0) setThumbnailFailed(true);
                }}
                src={video.thumbnailUrl}
                alt=""
                width={THUMBNAIL.width}
                height={THUMBNAIL.height}
                loading="lazy"
                decoding="async"
                onError={() => setThumbnailFailed(true)}
                className="absolute inset-0 size-full object-cover"
              />
            )}
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={videoCopy.play(video.title)}
              className="group absolute inset-0 flex items-center justify-center bg-foreground/10 transition-colors hover:bg-foreground/25"
            >
              <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform group-hover:scale-110 group-focus-visible:scale-110">
                <Play className="size-6 translate-x-0.5 fill-current" aria-hidden="true" />
              </span>
            </button>
            {duration ? (
              <span className="pointer-events-none absolute right-2 bottom-2 rounded-md bg-foreground/85 px-1.5 py-0.5 text-xs font-semibold text-background tabular-nums">
                <span className="sr-only">Duration </span>
                {duration}
              </span>
            ) : null}
          </>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 text-base leading-snug font-semibold">
          <ExternalLink href={watchUrl(video.videoId)} className="rounded-sm underline-offset-4 hover:text-primary hover:underline">
            {video.title}
          </ExternalLink>
        </h3>
        <p className="mt-auto pt-2 text-sm text-muted-foreground">
          <span title={formatViewCountLong(video.viewCount)}>
            <span aria-hidden="true">{formatViewCount(video.viewCount)} views</span>
            <span className="sr-only">{formatViewCountLong(video.viewCount)}</span>
          </span>
          <span aria-hidden="true"> · </span>
          <time dateTime={video.publishedAt}>{formatPublishedDate(video.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}
