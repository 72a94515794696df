import type { SitemapEntry } from "~/lib/route-handle";

// The post route's handle goes to the browser too, but only the server writes the sitemap. Guarded
// by import.meta.env.SSR, the browser build drops the files (and this list is all it would need).
const files: Record<string, string> = import.meta.env.SSR
  ? import.meta.glob<string>("/content/blog/*.md", { query: "?raw", eager: true, import: "default" })
  : {};

/** One sitemap entry per post, dated by its front matter (validated when the posts load). */
export function postSitemapEntries(): SitemapEntry[] {
  return Object.entries(files).map(([file, source]) => ({
    path: `/blog/${file.replace(/^.*\//, "").replace(/\.md$/, "")}`,
    lastmod: /^date:\s*["']?(\d{4}-\d{2}-\d{2})/m.exec(source)?.[1],
  }));
}
