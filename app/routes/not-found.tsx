import { data } from "react-router";
import { popularGuides } from "~/content/home";
import { HUB_CANONICAL_PATH } from "~/content/resources";
import { getPosts } from "~/features/blog/posts.server";
import { NotFound, notFoundText, notFoundTitle, type NotFoundNext } from "~/features/layout/not-found";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

const LATEST_POSTS = 3;

// Any path no other route claims: the not-found page, with the status that says so, and somewhere
// to go instead (the popular guides, the newest posts, the hub).
export function loader() {
  const next: NotFoundNext = {
    guides: popularGuides.map((guide) => ({ title: guide.title, href: guide.link })),
    latestPosts: getPosts()
      .slice(0, LATEST_POSTS)
      .map((post) => ({ title: post.title, href: `/blog/${post.slug}` })),
    hubPath: HUB_CANONICAL_PATH,
  };
  return data({ next }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta({ title: notFoundTitle, description: notFoundText, noindex: true }, args);

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound next={loaderData.next} />;
}
