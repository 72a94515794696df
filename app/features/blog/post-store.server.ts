import { and, desc, eq } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { blogPostRedirects, blogPosts, type BlogPostRow } from "~/db/schema";
import { createTableCache } from "~/db/table-cache.server";
import { previewedPostId } from "./preview-link.server";
import { mediaIdsIn, mediaImageId, type MediaImage, type MediaImages } from "./media-paths";
import { readImageFacts } from "./post-images.server";
import { formatPostDate } from "./post-date";
import { countWords, readTimeLabel } from "~/lib/read-time";
import { renderPostBody, type BodyFormat } from "./render-post-body.server";

/** Every change to a post or to its earlier addresses is announced here (drizzle/0020_blog_posts.sql). */
export const BLOG_CHANGES_CHANNEL = "blog_posts_changes";

/** A post as the public pages, the feed and the owner's preview show it: rendered, dated, counted. */
export interface Post {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** The post's day in the owner's time zone, YYYY-MM-DD. */
  date: string;
  /** "November 3, 2026" */
  displayDate: string;
  /** The cover: a path under public/, an uploaded image (/media/…) or an image-service id. */
  heroImage: string;
  /** The cover's size and variants when it is an uploaded image (and still stored). */
  heroMedia?: MediaImage;
  heroAlt: string;
  readTime: string;
  format: BodyFormat;
  /** The body as written (markdown or HTML). */
  body: string;
  /** The body as sanitised HTML, ready for the page and the feed. */
  html: string;
  words: number;
  /** What search engines show; the title and the excerpt stand in when the owner left them empty. */
  seoTitle: string;
  seoDescription: string;
  /** When it last changed (ISO 8601), for the sitemap. */
  updatedAt: string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day an instant falls on in a time zone, YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format)
    dayFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format.format(instant);
}

type PostContent = Pick<
  BlogPostRow,
  "id" | "slug" | "title" | "excerpt" | "body" | "coverImage" | "coverAlt" | "seoTitle" | "seoDescription" | "readTime" | "updatedAt"
> & {
  publishedAt: Date | null;
};

/**
 * A post's row as readers see it. A draft not yet published is dated by the moment given (its
 * preview shows the day it would go out). `images`: the uploaded pictures its body and cover show
 * (readPostImages), drawn with their sizes and modern formats; without them they are plain images.
 */
export function postFromRow(row: PostContent, { timeZone, now, images }: { timeZone: string; now: Date; images?: MediaImages }): Post {
  const { format, html } = renderPostBody(row.body, images);
  const heroMedia = images?.get(mediaImageId(row.coverImage) ?? "");
  const words = countWords(format === "html" ? html : row.body);
  const date = dayIn(row.publishedAt ?? now, timeZone);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    date,
    displayDate: formatPostDate(date),
    heroImage: row.coverImage,
    ...(heroMedia ? { heroMedia } : {}),
    heroAlt: row.coverAlt,
    readTime: row.readTime ?? readTimeLabel(words),
    format,
    body: row.body,
    html,
    words,
    seoTitle: row.seoTitle || row.title,
    seoDescription: row.seoDescription || row.excerpt,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The blog as visitors see it: the published posts, newest first, and the earlier addresses of posts. */
export interface PublicBlog {
  posts: readonly Post[];
  bySlug: ReadonlyMap<string, Post>;
  /** An earlier address -> the post's address now. */
  movedTo: ReadonlyMap<string, string>;
}

/** The uploaded images the posts' bodies and covers show, in one read (their sizes, never their bytes). */
export function readPostImages(db: Database, rows: ReadonlyArray<Pick<BlogPostRow, "body" | "coverImage">>): Promise<MediaImages> {
  return readImageFacts(
    db,
    rows.flatMap((row) => mediaIdsIn(`${row.body}\n${row.coverImage}`)),
  );
}

async function readPublicBlog(db: Database): Promise<PublicBlog> {
  const [rows, moves] = await Promise.all([
    db.select().from(blogPosts).where(eq(blogPosts.status, "published")).orderBy(desc(blogPosts.publishedAt), blogPosts.title),
    db
      .select({ from: blogPostRedirects.slug, to: blogPosts.slug })
      .from(blogPostRedirects)
      .innerJoin(blogPosts, and(eq(blogPosts.id, blogPostRedirects.postId), eq(blogPosts.status, "published"))),
  ]);
  const options = { timeZone: getEnv().server.OWNER_TIME_ZONE, now: new Date(), images: await readPostImages(db, rows) };
  const posts = rows.map((row) => postFromRow(row, options));
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  // A later post that took an earlier address answers there itself.
  const movedTo = new Map(moves.filter((move) => !bySlug.has(move.from)).map((move) => [move.from, move.to]));
  return { posts, bySlug, movedTo };
}

// Rendered once per change to the posts, on every instance: the table's trigger announces each one.
const publicBlogCache = createTableCache({ name: "blog", channel: BLOG_CHANGES_CHANNEL, read: (db) => readPublicBlog(db) });

/** The published blog, from one read shared by every request until a post changes. */
export function getPublicBlog(database: DatabaseHandle): Promise<PublicBlog> {
  return publicBlogCache.get(database, undefined);
}

/**
 * Whether `blog` is still the blog as it stands: what a page made from it alone is kept by
 * (keptWhileContext), until a post changes or the kept read grows old.
 */
export function blogStands(database: DatabaseHandle, blog: PublicBlog): () => boolean {
  return () => publicBlogCache.current(database, undefined) === blog;
}

/** After this process changed a post: the owner's next page view reads the blog again at once. */
export function forgetPublicBlog(db: Database): void {
  publicBlogCache.forget(db);
}

/** The post a preview link opens, as last saved (a draft is dated today), or undefined for a bad or expired link. */
export async function previewedPost(database: DatabaseHandle, token: string, now: Date): Promise<Post | undefined> {
  const id = await previewedPostId(database.db, token, now);
  if (!id) return undefined;
  const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row
    ? postFromRow(row, { timeZone: getEnv().server.OWNER_TIME_ZONE, now, images: await readPostImages(database.db, [row]) })
    : undefined;
}
