import { getEnv } from "~/config/env.server";
import { getPosts } from "~/features/blog/posts.server";
import { rssXml } from "~/features/blog/rss.server";
import type { RouteHandle } from "~/lib/route-handle";

// A feed, not a page: it has no place in the sitemap.
export const handle: RouteHandle = { sitemap: false };

/** The blog as RSS 2.0, every post in full. */
export function loader() {
  return new Response(rssXml(getPosts(), getEnv().site), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
