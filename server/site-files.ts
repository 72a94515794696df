import type { ServerBuild } from "react-router";
import type { SiteConfig } from "~/content/site-config";
import { escapeMarkup } from "~/lib/escape-markup";
import type { RouteHandle, SitemapEntry } from "~/lib/route-handle";
import { fullRoutePath } from "~/lib/route-paths";

/** The full path of every route in the build's table, with its module's handle. */
function routePaths(routes: ServerBuild["routes"]) {
  return Object.values(routes)
    .filter((route) => route && (route.index || route.path !== undefined) && route.id !== "root")
    .map((route) => ({ path: fullRoutePath(routes, route!.id), handle: route!.module.handle as RouteHandle | undefined }));
}

/**
 * Every public page: the route table's static paths, plus what routes with parameters list through
 * their handle, plus the pages the database holds (`more`: the blog's posts). Routes whose handle
 * says `sitemap: false` and the catch-all stay out.
 */
export function sitemapEntries(
  routes: ServerBuild["routes"],
  more: readonly SitemapEntry[] = [],
): Array<{ path: string; lastmod?: string }> {
  const entries = new Map<string, { path: string; lastmod?: string }>();
  for (const { path, handle } of routePaths(routes)) {
    // The owner's console is nobody else's business.
    if (handle?.sitemap === false || path === "/admin" || path.startsWith("/admin/")) continue;
    const listed: ReadonlyArray<SitemapEntry> = typeof handle?.sitemap === "function" ? handle.sitemap() : /[:*]/.test(path) ? [] : [path];
    for (const entry of listed) {
      const normalised = typeof entry === "string" ? { path: entry } : entry;
      entries.set(normalised.path, normalised);
    }
  }
  for (const entry of more)
    entries.set(typeof entry === "string" ? entry : entry.path, typeof entry === "string" ? { path: entry } : entry);
  return [...entries.values()].sort((a, b) => a.path.localeCompare(b.path));
}

export function sitemapXml(routes: ServerBuild["routes"], siteUrl: string, more: readonly SitemapEntry[] = []): string {
  const urls = sitemapEntries(routes, more).map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeMarkup(siteUrl + (path === "/" ? "/" : path))}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /healthz\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function webManifest(site: SiteConfig): string {
  return JSON.stringify({
    name: `${site.ownerName}: practical AI for professionals`,
    short_name: site.ownerName,
    description: "A weekly newsletter, free guides, video tutorials, courses and live sessions on practical AI.",
    start_url: "/",
    display: "browser",
    background_color: "#faf7f2",
    theme_color: "#4c40e0",
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/apple-touch-icon.png", type: "image/png", sizes: "180x180" },
    ],
  });
}
