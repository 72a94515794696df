import { getSiteValues } from "~/content/site-values.server";
import { databaseContext } from "~/context";
import { getPublicBlog } from "~/features/blog/post-store.server";
import { rssXml } from "~/features/blog/rss.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/blog.rss[.]xml";

// A feed, not a page: it has no place in the sitemap.
export const handle: RouteHandle = { sitemap: false };

/** The blog as RSS 2.0, every post in full. */
export async function loader({ context }: Route.LoaderArgs) {
  const { posts } = await getPublicBlog(context.get(databaseContext));
  return new Response(rssXml(posts, (await getSiteValues(context.get(databaseContext))).site), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
