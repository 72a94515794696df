import { Link } from "react-router";
import { HeroPicture } from "./hero-picture";
import { PostMeta } from "./post-meta";
import type { PostSummary } from "./post-types";

// The cover's width beside the words: a small picture, never the page's width.
const ROW_SIZES = "(min-width: 40rem) 12rem, 7rem";

/**
 * A post as another page lists it (the home page's latest): its cover small beside its date, read
 * time, title and excerpt, the whole row one link. Compact, so three posts are not a phone's screen each.
 */
export function PostRow({ post }: { post: PostSummary }) {
  return (
    <Link
      to={`/blog/${post.slug}`}
      className="group grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-4 rounded-xl border border-border bg-card p-3 shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-5"
    >
      <HeroPicture
        hero={post.hero}
        sizes={ROW_SIZES}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-video h-auto w-full rounded-lg bg-muted object-cover"
      />
      <span className="grid min-w-0 gap-1 py-0.5">
        <PostMeta date={post.date} displayDate={post.displayDate} readTime={post.readTime} className="text-xs" />
        <span className="font-semibold leading-snug text-foreground text-balance group-hover:text-primary sm:text-lg">{post.title}</span>
        <span className="hidden text-sm leading-relaxed text-muted-foreground sm:line-clamp-2">{post.excerpt}</span>
      </span>
    </Link>
  );
}
