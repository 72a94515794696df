import { data } from "react-router";
import { popularGuides } from "~/content/home";
import { HUB_CANONICAL_PATH } from "~/content/resources";
import { databaseContext } from "~/context";
import { getPublicBlog } from "~/features/blog/post-store.server";
import { NotFound, notFoundText, notFoundTitle, type NotFoundNext } from "~/features/layout/not-found";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

const LATEST_POSTS = 3;

// Any path no other route claims: the not-found page, with the status that says so, and somewhere
// to go instead (the popular guides, the newest posts, the hub).
export async function loader({ context }: Route.LoaderArgs) {
  // The page still helps when the posts cannot be read: the guides and the hub are in the code.
  const posts = await getPublicBlog(context.get(databaseContext)).then(
    (blog) => blog.posts,
    () => [],
  );
  const next: NotFoundNext = {
    guides: popularGuides.map((guide) => ({ title: guide.title, href: guide.link })),
    latestPosts: posts.slice(0, LATEST_POSTS).map((post) => ({ title: post.title, href: `/blog/${post.slug}` })),
    hubPath: HUB_CANONICAL_PATH,
  };
  return data({ next }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta({ title: notFoundTitle, description: notFoundText, noindex: true }, args);

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound next={loaderData.next} />;
}
