import { getEnv } from "~/config/env.server";
import { getPost } from "~/features/blog/posts.server";
import type { Route } from "./+types/blog.$slug[.]md";

/** A post as plain Markdown, for readers who paste it into an AI assistant. */
export async function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) return new Response("No post has this address.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // HTML-to-Markdown (turndown and its DOM) is loaded by the first such request, not by every server's start.
  const { postMarkdown } = await import("~/features/blog/post-markdown.server");
  return new Response(postMarkdown(post, getEnv().site), {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
