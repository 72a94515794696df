import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { blogCopy } from "~/content/blog";
import { HeroPicture } from "./hero-picture";
import { PostMeta } from "./post-meta";
import type { PostSummary } from "./post-types";

// The cards' width: a third of the page's column on a wide screen, half on a tablet, the screen on a phone.
const CARD_SIZES = "(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw";

/** One post in the list: hero image, date, read time, title, excerpt and 'Read more'. */
export function PostCard({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  const href = `/blog/${post.slug}`;
  return (
    <article
      aria-labelledby={`post-${post.slug}`}
      className="group flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md"
    >
      {/* The title and 'Read more' carry the link; the picture repeats it for the mouse only. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden bg-muted">
        <HeroPicture
          hero={post.hero}
          sizes={CARD_SIZES}
          alt=""
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-video h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <PostMeta date={post.date} displayDate={post.displayDate} readTime={post.readTime} />
        <h2 id={`post-${post.slug}`} className="mt-3 text-h3 font-bold text-balance">
          <Link to={href} className="hover:text-primary">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 text-small leading-relaxed text-muted-foreground text-pretty">{post.excerpt}</p>
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {blogCopy.readMore}
          <span className="sr-only"> about {post.title}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
