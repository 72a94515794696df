import { data } from "react-router";
import { getPosts } from "~/features/blog/posts.server";
import { NotFound, notFoundText, notFoundTitle } from "~/features/layout/not-found";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

const LATEST_POSTS = 3;

// Any path no other route claims: the not-found page, with the status that says so, and the
// newest posts as somewhere to go instead.
export function loader() {
  const latestPosts = getPosts()
    .slice(0, LATEST_POSTS)
    .map((post) => ({ title: post.title, href: `/blog/${post.slug}` }));
  return data({ latestPosts }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta({ title: notFoundTitle, description: notFoundText, noindex: true }, args);

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound latestPosts={loaderData.latestPosts} />;
}
