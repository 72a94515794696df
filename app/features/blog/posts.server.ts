import { postHero, socialImageSrc } from "./hero-image";
import type { Post } from "./post-store.server";
import type { PostSummary, PostView } from "./post-types";

/** The card's share of a post; image-service ids become URLs with the running config's pattern. */
export function toPostSummary(post: Post, imageServiceUrl: string): PostSummary {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    displayDate: post.displayDate,
    readTime: post.readTime,
    hero: postHero(post.heroImage, post.heroAlt, imageServiceUrl, post.heroMedia),
  };
}

export function toPostView(post: Post, imageServiceUrl: string): PostView {
  return {
    ...toPostSummary(post, imageServiceUrl),
    html: post.html,
    words: post.words,
    socialImage: socialImageSrc(post.heroImage, imageServiceUrl, post.heroMedia),
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
  };
}
