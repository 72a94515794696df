/** YouTube's video ids: 11 characters of the URL-safe base64 alphabet. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id in a YouTube link as people copy it: a watch page (youtube.com/watch?v=…, also on
 * m. and music.), a short link (youtu.be/…), a Short (youtube.com/shorts/…), an embed or a live
 * page (/embed/…, /live/…), with or without https:// and whatever follows (&t=42s, ?si=…).
 * Undefined for anything else.
 */
export function videoIdFromLink(link: string): string | undefined {
  const text = link.trim();
  if (text === "" || text.length > 2_000) return undefined;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be") id = segments[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (segments[0] === "watch") id = url.searchParams.get("v");
    else if (["shorts", "embed", "live", "v"].includes(segments[0] ?? "")) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : undefined;
}
