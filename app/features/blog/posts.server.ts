import { heroImageSrc, socialImageSrc } from "./hero-image";
import { parsePosts, type Post } from "./parse-post.server";
import type { PostSummary, PostView } from "./post-types";

// Bundled at build time: the server reads no files at run time, and a bad post fails the build
// (prerendering loads this module) with the file's name.
const files = import.meta.glob<string>("/content/blog/*.md", { query: "?raw", eager: true, import: "default" });

const posts: readonly Post[] = parsePosts(files);
const bySlug = new Map(posts.map((post) => [post.slug, post]));

/** Every post, newest first. */
export function getPosts(): readonly Post[] {
  return posts;
}

export function getPost(slug: string): Post | undefined {
  return bySlug.get(slug);
}

export type { Post };

/** The card's share of a post; image-service ids become URLs with the running config's pattern. */
export function toPostSummary(post: Post, imageServiceUrl: string): PostSummary {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    displayDate: post.displayDate,
    readTime: post.readTime,
    hero: { src: heroImageSrc(post.heroImage, imageServiceUrl), alt: post.heroAlt },
  };
}

export function toPostView(post: Post, imageServiceUrl: string): PostView {
  return {
    ...toPostSummary(post, imageServiceUrl),
    html: post.html,
    words: post.words,
    socialImage: socialImageSrc(post.heroImage, imageServiceUrl),
  };
}
