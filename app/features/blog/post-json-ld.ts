import { BLOG_NAME } from "~/content/blog";
import type { SiteConfig } from "~/content/site-config";
import { absoluteUrl } from "~/lib/meta";

export interface PostJsonLdInput {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  /** When it last changed (ISO 8601); the post's date when left out. */
  modified?: string;
  words: number;
  /** Path or absolute URL of the post's image. */
  image: string;
}

/** schema.org BlogPosting: what search engines read about a post. */
export function blogPostingJsonLd(post: PostJsonLdInput, site: Pick<SiteConfig, "siteUrl" | "ownerName">) {
  const url = `${site.siteUrl}/blog/${post.slug}`;
  const author = { "@type": "Person", name: site.ownerName, url: `${site.siteUrl}/about` };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.modified ?? post.date,
    image: absoluteUrl(site.siteUrl, post.image),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author,
    publisher: author,
    wordCount: post.words,
    inLanguage: "en-US",
    isPartOf: { "@type": "Blog", name: BLOG_NAME, url: `${site.siteUrl}/blog` },
  };
}
