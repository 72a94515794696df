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
  if (!post) return data({ post: null }, { status: 404, headers: PRIVATE });
  return data({ post: toPostView(post, getEnv().site.imageServiceUrl) }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  return pageMeta(
    post
      ? { title: `Preview: ${post.title}`, description: post.excerpt, noindex: true }
      : { title: NO_PREVIEW.title, description: NO_PREVIEW.text, noindex: true },
    args,
  );
};

const NO_PREVIEW = {
  title: "This preview link does not open a post",
  text: "A preview link works for 7 days after it is made, and only as it was sent. Ask its sender for a new one, or read the published posts on the blog.",
};

export default function BlogPreviewRoute({ loaderData: { post } }: Route.ComponentProps) {
  if (!post)
    return (
      <div className="container-page py-16">
        <h1 className="text-h1 font-bold text-balance">{NO_PREVIEW.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{NO_PREVIEW.text}</p>
        <p className="mt-6">
          <a className="font-semibold text-primary underline underline-offset-4" href="/blog">
            The blog
          </a>
        </p>
      </div>
    );
  return (
    <>
      <p role="note" className="bg-secondary px-4 py-2 text-center text-sm font-medium">
        A private preview: this post is not on the blog as you see it here.
      </p>
      <PostArticle post={post} footer={null} />
    </>
  );
}
