import type { ReactNode } from "react";
import { Link } from "react-router";
import { blogCopy } from "~/content/blog";
import { HeroPicture } from "./hero-picture";
import { PostBody } from "./post-body";
import { PostMeta } from "./post-meta";
import type { PostView } from "./post-types";

/** A post page: back link, date and read time, title, excerpt, hero image, body, then its footer. */
export function PostArticle({ post, footer }: { post: PostView; footer: ReactNode }) {
  return (
    <article className="container-page py-10 lg:py-14">
      <header className="mx-auto max-w-3xl">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline print:hidden"
        >
          {/* A character, not an icon component: the post page keeps its JavaScript under Home's. */}
          <span aria-hidden="true">←</span>
          {blogCopy.backToBlog}
        </Link>
        <PostMeta date={post.date} displayDate={post.displayDate} readTime={post.readTime} className="mt-8" />
        <h1 className="mt-3 text-h1 font-bold text-balance">{post.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground text-pretty sm:text-xl">{post.excerpt}</p>
      </header>
      <HeroPicture
        hero={post.hero}
        sizes="(min-width: 64rem) 64rem, 100vw"
        alt={post.hero.alt}
        fetchPriority="high"
        className="mx-auto mt-10 aspect-video h-auto w-full max-w-5xl rounded-2xl border border-border bg-muted object-cover shadow-sm"
      />
      <div className="mx-auto mt-10 max-w-3xl sm:mt-12">
        <PostBody html={post.html} />
      </div>
      <footer className="mx-auto mt-16 max-w-3xl">{footer}</footer>
    </article>
  );
}
