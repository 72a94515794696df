import { isbot } from "isbot";
import { replaceControlCharacters } from "~/lib/control-characters";

/** Longest referring host or utm_source kept; anything longer is cut, so a crafted link cannot bloat a row. */
const MAX_LABEL_LENGTH = 100;

/**
 * Whether a request may be counted at all: never a bot's (isbot, or no User-Agent), and never one
 * whose browser asks not to be tracked (Do-Not-Track or Global Privacy Control).
 */
export function isCountable(headers: Headers): boolean {
  if (headers.get("DNT") === "1" || headers.get("Sec-GPC") === "1") return false;
  const userAgent = headers.get("User-Agent");
  if (!userAgent) return false;
  return !isbot(userAgent);
}

/** A prefetch the browser makes on its own is not a view. */
export function isPrefetch(headers: Headers): boolean {
  return /prefetch/i.test(`${headers.get("Sec-Purpose") ?? ""} ${headers.get("Purpose") ?? ""}`);
}

/** Pages of the owner's console and the endpoints under /api/ are not the site's visits. */
export function isVisitorPath(path: string): boolean {
  return !/^\/(admin|api)(\/|\.data$|$)/.test(path);
}

/**
 * The page a client-side navigation asks for: React Router fetches `/blog.data` for /blog, and
 * `/_.data` for the home page (`/guides/_.data` for /guides/; `/_root.data` before trailing-slash
 * aware data requests). Undefined for anything else.
 */
export function pathOfDataRequest(path: string): string | undefined {
  if (!path.endsWith(".data")) return undefined;
  if (path === "/_root.data") return "/";
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  return path.slice(0, -".data".length) || "/";
}

/** The referring site's host name (without www.), when the visitor came from another site. */
export function referrerHost(referer: string | null, ownHosts: readonly string[]): string {
  if (!referer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (ownHosts.some((own) => bare(own) === host)) return "";
  return host.slice(0, MAX_LABEL_LENGTH);
}

/** The path of a Referer on this site (the page a form or a link sat on, as the visitor's browser sent it), else undefined. */
export function ownPathOf(referer: string | null, ownHosts: readonly string[]): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return ownHosts.some((own) => bare(own) === bare(url.hostname)) ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** utm_source as a campaign link carries it, lower-cased and trimmed; '' when absent. */
export function utmSource(url: URL): string {
  const value = url.searchParams.get("utm_source") ?? "";
  return replaceControlCharacters(value).trim().toLowerCase().slice(0, MAX_LABEL_LENGTH);
}

const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");
