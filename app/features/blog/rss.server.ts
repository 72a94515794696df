import { BLOG_NAME, blogMeta, RSS_PATH } from "~/content/blog";
import type { SiteConfig } from "~/content/site-config";
import { escapeMarkup } from "~/lib/escape-markup";
import { socialImageSrc } from "./hero-image";
import type { Post } from "./post-store.server";
import { rfc822Date } from "./post-date";

// "]]>" would end the section early; split it across two.
const cdata = (text: string) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/** Feed readers show content away from this site: relative links and images need its address. */
export function absolutizeHtml(html: string, siteUrl: string): string {
  return html
    .replace(/\s(href|src)="\/(?!\/)/g, ` $1="${siteUrl}/`)
    .replace(/\ssrcset="([^"]*)"/g, (_, set: string) => ` srcset="${set.replace(/(^|,\s*)\/(?!\/)/g, `$1${siteUrl}/`)}"`);
}

/** RSS 2.0 with every post's full content (content:encoded), newest first. */
export function rssXml(posts: readonly Post[], site: Pick<SiteConfig, "siteUrl" | "ownerName" | "imageServiceUrl">): string {
  const { siteUrl } = site;
  const items = posts.map((post) => {
    const url = `${siteUrl}/blog/${post.slug}`;
    const hero = absolutizeHtml(
      `<p><img src="${escapeMarkup(socialImageSrc(post.heroImage, site.imageServiceUrl, post.heroMedia))}" alt="${escapeMarkup(post.heroAlt)}" width="1200" height="675" /></p>`,
      siteUrl,
    );
    return [
      "    <item>",
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${escapeMarkup(url)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
      `      <pubDate>${rfc822Date(post.date)}</pubDate>`,
      `      <dc:creator>${escapeMarkup(site.ownerName)}</dc:creator>`,
      `      <description>${escapeMarkup(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(hero + absolutizeHtml(post.html, siteUrl))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeMarkup(`${BLOG_NAME} | ${site.ownerName}`)}</title>`,
    `    <link>${escapeMarkup(`${siteUrl}/blog`)}</link>`,
    `    <description>${escapeMarkup(blogMeta.description)}</description>`,
    "    <language>en-us</language>",
    ...(newest ? [`    <lastBuildDate>${rfc822Date(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeMarkup(siteUrl + RSS_PATH)}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
