import { expect, test } from "vitest";
import { routeTable } from "~/lib/test-route-table";
import { sitePages } from "./site-pages";

const pages = sitePages(
  routeTable([
    { id: "routes/home", index: true },
    { id: "routes/about", path: "about" },
    { id: "routes/cheat-sheet", path: "resources/rodi-cheat-sheet" },
    { id: "routes/hub", path: "hub/:name", handle: { sitemap: () => ["/hub/three-waves", { path: "/hub/b", lastmod: "2026-11-01" }] } },
    { id: "routes/post", path: "blog/:slug", handle: { pagesByPath: true } },
    { id: "routes/post-md", path: "blog/:slug.md", page: false },
    { id: "routes/manage", path: "events/manage/:token" },
    { id: "routes/manage-ics", path: "events/manage/:token/calendar.ics", page: false },
    { id: "routes/api", path: "api/things" },
    { id: "routes/admin", path: "admin" },
    { id: "routes/admin-page", path: "videos", parentId: "routes/admin" },
    { id: "routes/not-found", path: "*" },
  ]),
);

test("a page is stored as the site writes it, whatever case, trailing slash or percent-encoding asked for it", () => {
  expect(pages.canonical("/")).toBe("/");
  expect(pages.canonical("")).toBe("/");
  for (const asked of ["/about", "/About", "/ABOUT", "/about/", "/about//", "/%61bout", "/%41BOUT"])
    expect(pages.canonical(asked), asked).toBe("/about");
  expect(pages.canonical("/Resources/RODI-cheat-sheet/")).toBe("/resources/rodi-cheat-sheet");
  expect(pages.canonical("/hub/three-waves")).toBe("/hub/three-waves");
  expect(pages.canonical("/hub/b/")).toBe("/hub/b");
  // A post is a page of its own (only a published one answers 200, and only those are counted).
  expect(pages.canonical("/blog/Three-Waves/")).toBe("/blog/three-waves");
});

test("a route with a secret or unlisted parameter counts under its pattern; anything else is no page", () => {
  expect(pages.canonical("/events/manage/q8Zt3xVb0pLr7sKe2mNa5wYc")).toBe("/events/manage/[token]");
  expect(pages.canonical("/Events/Manage/q8Zt3xVb0pLr7sKe2mNa5wYc/")).toBe("/events/manage/[token]");
  // A page the hub does not list, a resource route, the catch-all, the console and /api/: none.
  for (const asked of [
    "/hub/fake-page",
    "/blog/three-waves.md",
    "/events/manage/abc/calendar.ics",
    "/fake-landing-1/%3Cimg%20src=x%3E",
    "/about/more",
    "/admin",
    "/admin/videos",
    "/api/things",
    "/%E0%A4%A",
  ]) {
    expect(pages.canonical(asked), asked).toBeUndefined();
  }
});
