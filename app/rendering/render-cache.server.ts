import { createHash } from "node:crypto";
import type { EntryContext } from "react-router";
import { NONCE_PLACEHOLDER } from "~/context";
import type { RouteHandle } from "~/lib/route-handle";
import { noncePage, type NoncePage } from "./nonce-page.server";

// Every public page is rendered here once per change to what it reads (decision 068): room for all
// of them (about 60, with the posts), in few characters (a page of this site is 50 to 80
// thousand; decision 065) whatever the pages grow to. A page that reads its query (/events) is kept
// per URL, so a visitor who invents query strings makes entries: the oldest go first.
const MAX_PAGES = 96;
const MAX_CHARACTERS = 8_000_000;
const pages = new Map<string, Promise<KeptPage>>();
// The length of each page rendered and kept, and their sum.
const lengths = new Map<string, number>();
let characters = 0;

/**
 * A page kept for its path while what it was made from stands (keptWhileContext): the server
 * answers it before the router. One per path, only for pages still kept here.
 */
interface UrlEntry {
  key: string;
  page: NoncePage;
  headers: Headers;
  stands: () => boolean;
}
const byUrl = new Map<string, UrlEntry>();

function drop(key: string) {
  pages.delete(key);
  characters -= lengths.get(key) ?? 0;
  lengths.delete(key);
  for (const [url, entry] of byUrl) if (entry.key === key) byUrl.delete(url);
}

/** The URL's path without a trailing slash, whatever its query: what a kept page is found by. */
const urlKey = (url: URL) => (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname);

/** Keeps `page`, rendered for `key`, as the URL's answer while `stands()` (the entry, after rendering it). */
export function keepForUrl(url: URL, entry: UrlEntry): void {
  if (!pages.has(entry.key)) return;
  byUrl.delete(urlKey(url));
  byUrl.set(urlKey(url), { ...entry, headers: new Headers(entry.headers) });
  while (byUrl.size > MAX_PAGES) byUrl.delete(byUrl.keys().next().value!);
}

/** The page kept for the URL, with the headers it was answered with, while what it was made from stands. */
export function keptForUrl(url: URL): { page: NoncePage; headers: Headers } | undefined {
  const entry = byUrl.get(urlKey(url));
  if (!entry) return undefined;
  if (entry.stands() && pages.has(entry.key)) return { page: entry.page, headers: new Headers(entry.headers) };
  byUrl.delete(urlKey(url));
  return undefined;
}

export interface RenderedPage {
  html: string;
  /** An error was reported while rendering: the page is answered once and not kept. */
  failed: boolean;
}

interface KeptPage {
  page: NoncePage;
  failed: boolean;
}

/**
 * The key under which a page's HTML may be reused, or undefined when it must be rendered for this
 * request alone: anything but a plain 200 GET (a form's answer, an error), a route that has not
 * said renderOnce, or data still on its way (a promise streams in after the shell).
 */
export function renderKey(request: Request, status: number, context: EntryContext): string | undefined {
  const { staticHandlerContext: state, routeModules } = context;
  if (request.method !== "GET" || status !== 200 || state.actionData || state.errors) return undefined;
  const leaf = state.matches.at(-1);
  const handle = leaf ? (routeModules[leaf.route.id]?.handle as RouteHandle | undefined) : undefined;
  if (!handle?.renderOnce) return undefined;
  // A kept page reads no query: every query of its path is one page.
  const url = handle.keep ? urlKey(new URL(request.url)) : request.url;
  let data: string;
  try {
    data = JSON.stringify(state.loaderData, (_key, value: unknown) => {
      if (value instanceof Promise) throw new Error("deferred");
      return value;
    });
  } catch {
    return undefined;
  }
  return createHash("sha256").update(url).update("\0").update(data).digest("base64url");
}

/**
 * The page rendered for key, rendered with the nonce placeholder the first time (concurrent
 * requests for the same key share that render) and kept, for each response to give its own
 * nonce (decision 003).
 */
export async function renderedOnce(key: string, render: (nonce: string) => Promise<RenderedPage>): Promise<KeptPage> {
  let page = pages.get(key);
  if (page) {
    // Most recently used last, so the oldest entry is the first out.
    pages.delete(key);
    pages.set(key, page);
  } else {
    const rendering = render(NONCE_PLACEHOLDER).then(({ html, failed }) => ({ page: noncePage(html), failed }));
    page = rendering;
    pages.set(key, rendering);
    const forget = () => {
      if (pages.get(key) === rendering) drop(key);
    };
    rendering.then((rendered) => {
      if (rendered.failed) return forget();
      if (pages.get(key) !== rendering) return;
      lengths.set(key, rendered.page.length);
      characters += rendered.page.length;
      // The least recently used out first, until the pages kept are within the bound.
      while (characters > MAX_CHARACTERS && pages.size > 1) drop(pages.keys().next().value!);
    }, forget);
    if (pages.size > MAX_PAGES) drop(pages.keys().next().value!);
  }
  return page;
}
