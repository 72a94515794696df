/** Where a video plays in place: YouTube's privacy-enhanced host, which sets no cookie until played. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/** The video's own page on YouTube (the title's link, and the fallback without JavaScript). */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** "Nov 20, 2026", in UTC so the server and every visitor's browser print the same date. */
export function formatPublishedDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}
