import { getSiteValues } from "~/content/site-values.server";
import { redirect } from "react-router";
import { databaseContext } from "~/context";
import { getPublicBlog } from "~/features/blog/post-store.server";
import type { Route } from "./+types/blog.$slug[.]md";

/** A post as plain Markdown, for readers who paste it into an AI assistant. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const blog = await getPublicBlog(context.get(databaseContext));
  const post = blog.bySlug.get(params.slug);
  const movedTo = post ? undefined : blog.movedTo.get(params.slug);
  if (movedTo) throw redirect(`/blog/${movedTo}.md`, 301);
  if (!post) return new Response("No post has this address.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // HTML-to-Markdown (turndown and its DOM) is loaded by the first such request, not by every server's start.
  const { postMarkdown } = await import("~/features/blog/post-markdown.server");
  return new Response(postMarkdown(post, (await getSiteValues(context.get(databaseContext))).site), {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
