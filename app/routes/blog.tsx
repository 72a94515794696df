import { blogMeta } from "~/content/blog";
import { databaseContext, keepWhile } from "~/context";
import { getEnv } from "~/config/env.server";
import { BlogBanner } from "~/features/blog/blog-banner";
import { PostCard } from "~/features/blog/post-card";
import { blogStands, getPublicBlog } from "~/features/blog/post-store.server";
import { toPostSummary } from "~/features/blog/posts.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";
import type { RouteHandle } from "~/lib/route-handle";

// Nothing on this page needs React in the browser; its HTML is rendered once per change to the posts.
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { imageServiceUrl } = getEnv().site;
  const database = context.get(databaseContext);
  const blog = await getPublicBlog(database);
  keepWhile(context, blogStands(database, blog));
  const { posts } = blog;
  return { posts: posts.map((post) => toPostSummary(post, imageServiceUrl)) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(blogMeta, args);

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 lg:py-14">
      <BlogBanner />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.posts.map((post, index) => (
          <li key={post.slug} className="flex">
            <PostCard post={post} eager={index < 3} />
          </li>
        ))}
      </ul>
    </div>
  );
}
