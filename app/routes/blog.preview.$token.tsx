import { data } from "react-router";
import { databaseContext } from "~/context";
import { getEnv } from "~/config/env.server";
import { PostArticle } from "~/features/blog/post-article";
import { previewedPost } from "~/features/blog/post-store.server";
import { toPostView } from "~/features/blog/posts.server";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/blog.preview.$token";

// A private link: never in the sitemap, never kept by a cache, never listed by a search engine.
export const handle: RouteHandle = { sitemap: false, hydrate: false };

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

/** A post as last saved, published or not, for whoever holds its signed, expiring link (decision 067). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await previewedPost(context.get(databaseContext), params.token, new Date());
  if (!post) throw data(null, { status: 404, headers: PRIVATE });
  return data({ post: toPostView(post, getEnv().site.imageServiceUrl) }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  return pageMeta({ title: post ? `Preview: ${post.title}` : "Preview", description: post?.excerpt ?? "", noindex: true }, args);
};

export default function BlogPreviewRoute({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <>
      <p role="note" className="bg-secondary px-4 py-2 text-center text-sm font-medium">
        A private preview: this post is not on the blog as you see it here.
      </p>
      <PostArticle post={post} footer={null} />
    </>
  );
}
