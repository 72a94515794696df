import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "~/content/site-config";
import type { RootData } from "./site-config";

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** The canonical path when it is not this page's own (e.g. one page served at two URLs). */
  canonicalPath?: string;
  /** A path under public/ or an absolute URL; the site's default card otherwise. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** Structured data for search engines: one object or several. */
  jsonLd?: object | object[];
  /** Lead the title with the owner's name (home) instead of closing it with it. */
  nameFirst?: boolean;
  noindex?: boolean;
  /** Extra tags, e.g. article:published_time. */
  extra?: MetaDescriptor[];
}

export const DEFAULT_SOCIAL_IMAGE = "/images/social-card.png";
export const DEFAULT_SOCIAL_IMAGE_ALT = "AI is moving fast. Don't get left behind. A weekly newsletter on practical AI.";

function rootSite(matches: MetaArgs["matches"]): SiteConfig | undefined {
  return (matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined)?.site;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * Everything a page says about itself to browsers, search engines and social cards: title and
 * description, canonical URL (from SITE_URL), Open Graph and Twitter tags with an image, and JSON-LD.
 * The owner's name closes every title ("Contact | Morgan Lee").
 */
export function pageMeta(page: PageMetaInput, { matches, location }: MetaArgs): MetaDescriptor[] {
  const site = rootSite(matches);
  const owner = site?.ownerName;
  const title = owner ? (page.nameFirst ? `${owner} | ${page.title}` : `${page.title} | ${owner}`) : page.title;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (site) {
    // Prerendering asks for "/contact/"; the page's one address has no trailing slash.
    const path = page.canonicalPath ?? (location.pathname.replace(/(.)\/+$/, "$1") || "/");
    const canonical = absoluteUrl(site.siteUrl, path);
    const image = absoluteUrl(site.siteUrl, page.image ?? DEFAULT_SOCIAL_IMAGE);
    const imageAlt = page.image ? (page.imageAlt ?? page.title) : DEFAULT_SOCIAL_IMAGE_ALT;
    tags.push(
      { tagName: "link", rel: "canonical", href: canonical },
      { property: "og:url", content: canonical },
      { property: "og:site_name", content: owner },
      { property: "og:image", content: image },
      { property: "og:image:alt", content: imageAlt },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: imageAlt },
    );
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of [page.jsonLd ?? []].flat()) tags.push({ "script:ld+json": data });
  return [...tags, ...(page.extra ?? [])];
}

/** schema.org Person for the site's owner (home and about pages). */
export function personJsonLd(site: SiteConfig, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.ownerName,
    url: site.siteUrl,
    email: `mailto:${site.ownerEmail}`,
    description,
    jobTitle: "AI educator, writer and consultant",
    address: { "@type": "PostalAddress", addressLocality: site.location },
    sameAs: Object.values(site.social).filter((href) => href !== undefined),
  };
}

/** The site config from a meta function's matches, for JSON-LD that needs it. */
export function siteFromMatches(matches: MetaArgs["matches"]): SiteConfig | undefined {
  return rootSite(matches);
}
