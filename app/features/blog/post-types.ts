import type { PostHero } from "./hero-image";

/** What a post card shows: everything but the body (the list page sends no bodies). */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO day, for <time dateTime>. */
  date: string;
  /** "November 3, 2026" */
  displayDate: string;
  readTime: string;
  hero: PostHero;
}

/** A post page's data: the summary plus the body as sanitised HTML, rendered on the server. */
export interface PostView extends PostSummary {
  html: string;
  words: number;
  /** Image for social cards and structured data (raster). */
  socialImage: string;
  /** The page's title and description for search engines. */
  seoTitle: string;
  seoDescription: string;
}
