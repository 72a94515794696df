/**
 * What a route module may say about itself through `export const handle`. The server reads it when
 * it writes /sitemap.xml from the route table; the entry reads renderOnce when it renders a page.
 */
export interface RouteHandle {
  /**
   * true: the page's HTML is a function of its URL and its loaders' data alone (no clock, no
   * cookie read while rendering), so a GET that finds the same data reuses the HTML rendered for it
   * (app/render-cache.server.ts), with this response's nonce put in.
   */
  renderOnce?: boolean;
  /**
   * false keeps the route out of the sitemap (duplicates, payment results). A route with
   * parameters lists its URLs with a function (blog posts: one per post).
   */
  sitemap?: false | (() => ReadonlyArray<SitemapEntry>);
}

export type SitemapEntry = string | { path: string; lastmod?: string };
