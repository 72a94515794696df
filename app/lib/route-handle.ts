/**
 * What a route module may say about itself through `export const handle`. The server reads it when
 * it writes /sitemap.xml from the route table; the entry reads renderOnce when it renders a page.
 */
export interface RouteHandle {
  /**
   * true: the page's HTML is a function of its URL and its loaders' data alone (no clock, no
   * cookie read while rendering), so a GET that finds the same data reuses the HTML rendered for it
   * (app/rendering/render-cache.server.ts), with this response's nonce put in.
   */
  renderOnce?: boolean;
  /**
   * true, beside renderOnce: the page reads nothing per request but what its loaders say it stands
   * on (keepWhile: the site's values, the blog) and its path, never its query. It is kept for its
   * path and answered from memory before the router, for any query, until one of those changes.
   */
  keep?: true;
  /**
   * false keeps the route out of the sitemap (duplicates, payment results). A route with
   * parameters lists its URLs with a function (blog posts: one per post).
   */
  sitemap?: false | (() => ReadonlyArray<SitemapEntry>);
  /**
   * true: a route with parameters whose every page answered 200 is a page of its own, counted by the
   * analytics under its own path (the blog's posts: only a published post's address answers 200, and
   * it names no secret). Any other route with parameters counts under its pattern.
   */
  pagesByPath?: true;
  /**
   * false: the page runs no React in the browser. It ships its HTML and stylesheet, and the page
   * script (app/page-script/) for what the page still does: the header's scrolled state and menu,
   * the newsletter embed beside the site's own form, portraits that fall back, the course pages'
   * section bar and offers. Its links are plain links: the next page is a full load.
   */
  hydrate?: false;
  /**
   * false: the route draws its own frame in place of the site's header and footer (the owner's
   * console); said once on the route above its pages, it holds for every page below.
   */
  siteChrome?: false;
}

/** Whether the page of these matched routes runs React in the browser: the deepest route decides. */
export function pageHydrates(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return (matches.at(-1)?.handle as RouteHandle | undefined)?.hydrate !== false;
}

/** Whether the page of these matched routes sits in the site's header and footer: any route above it may say no. */
export function drawsSiteChrome(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.siteChrome === false);
}

export type SitemapEntry = string | { path: string; lastmod?: string };
