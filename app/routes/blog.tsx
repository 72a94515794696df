import { blogCopy, blogMeta } from "~/content/blog";
import { databaseContext, keepWhile } from "~/context";
import { getEnv } from "~/config/env.server";
import { BlogBanner } from "~/features/blog/blog-banner";
import { PostCard } from "~/features/blog/post-card";
import { blogStands, getPublicBlog } from "~/features/blog/post-store.server";
import { toPostSummary } from "~/features/blog/posts.server";
import { NewsletterBand } from "~/features/newsletter/newsletter-band";
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

/** The posts after the first row (three on a wide screen), under the newsletter's band. */
const FIRST_ROW = 3;

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const list = (posts: typeof loaderData.posts, offset: number) => (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} eager={offset + index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
  const rest = loaderData.posts.slice(FIRST_ROW);
  return (
    <div className="container-page py-10 lg:py-14">
      <BlogBanner />
      <div className="mt-12">{list(loaderData.posts.slice(0, FIRST_ROW), 0)}</div>
      <NewsletterBand id="blog-subscribe" className="mt-10" heading={blogCopy.listSubscribeHeading} text={blogCopy.listSubscribeText} />
      {rest.length > 0 ? <div className="mt-10">{list(rest, FIRST_ROW)}</div> : null}
    </div>
  );
}
