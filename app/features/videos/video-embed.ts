/** Where a video plays in place: YouTube's privacy-enhanced host, which sets no cookie until played. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/** The video's own page on YouTube (the title's link, and the fallback without JavaScript). */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * "Nov 20, 2026", in UTC so the server and every visitor's browser print the same date. Not by
 * Intl, whose first formatter was a large part of the hub's hydration (a date on every card).
 */
export function formatPublishedDate(iso: string): string {
  // "Fri, 20 Nov 2026 15:00:00 GMT": JavaScript defines this form, in English, whatever the
  // browser's language.
  const [, day, month, year] = new Date(iso).toUTCString().split(" ");
  return `${month} ${Number(day)}, ${year}`;
}
