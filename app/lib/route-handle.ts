/**
 * What a route module may say about itself through `export const handle`. The server reads it when
 * it writes /sitemap.xml from the route table.
 */
export interface RouteHandle {
  /**
   * false keeps the route out of the sitemap (duplicates, payment results). A route with
   * parameters lists its URLs with a function (blog posts: one per post).
   */
  sitemap?: false | (() => ReadonlyArray<SitemapEntry>);
}

export type SitemapEntry = string | { path: string; lastmod?: string };
