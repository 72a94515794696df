import { expect, test } from "vitest";
import { routeTable } from "~/lib/test-route-table";
import { defaultSiteConfig } from "~/content/site-config";
import { robotsTxt, sitemapEntries, sitemapXml, webManifest } from "./site-files";

const routes = routeTable([
  { id: "routes/home", index: true },
  { id: "routes/contact", path: "contact" },
  { id: "routes/hub", path: "resources" },
  { id: "routes/hub-alias", path: "watch-me-ai", handle: { sitemap: false } },
  { id: "routes/post", path: "blog/:slug", handle: { sitemap: () => ["/blog/a", { path: "/blog/b", lastmod: "2026-11-01" }] } },
  { id: "routes/param-without-list", path: "things/:id" },
  { id: "routes/not-found", path: "*" },
]);

test("the sitemap lists static routes and what parameter routes list, and leaves out the rest", () => {
  expect(sitemapEntries(routes)).toEqual([
    { path: "/" },
    { path: "/blog/a" },
    { path: "/blog/b", lastmod: "2026-11-01" },
    { path: "/contact" },
    { path: "/resources" },
  ]);
});

test("the sitemap is valid sitemap XML with absolute URLs", () => {
  const xml = sitemapXml(routes, "https://ai.example.org");
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain("<url><loc>https://ai.example.org/</loc></url>");
  expect(xml).toContain("<url><loc>https://ai.example.org/blog/b</loc><lastmod>2026-11-01</lastmod></url>");
  expect(xml).not.toContain("watch-me-ai");
});

test("robots.txt points at the sitemap; the manifest names the owner", () => {
  expect(robotsTxt("https://ai.example.org")).toContain("Sitemap: https://ai.example.org/sitemap.xml");
  const manifest = JSON.parse(webManifest(defaultSiteConfig));
  expect(manifest.short_name).toBe(defaultSiteConfig.ownerName);
  expect(manifest.icons.length).toBeGreaterThan(0);
});
