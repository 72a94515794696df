import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeBuildArtifacts } from "./server/build-artifacts";

/**
 * Paths rendered per request: those whose loaders read the database, and the feeds, whose absolute
 * URLs come from SITE_URL (prerendered pages fall back to per-request rendering when the config
 * changes after the build, but files on disk would not). Every other static path is prerendered
 * at build time and served from memory.
 */
const dynamicPaths = new Set<string>([
  // The blog's posts live in the database (decision 067): the home page lists the newest, and these
  // pages are rendered once per change to the posts and kept in memory, not prerendered.
  "/",
  "/blog",
  "/blog/rss.xml",
  "/llms.txt",
  "/resources",
  "/watch-me-ai",
  "/events",
  "/events.ics",
  // The early bird's deadline is judged per request: the page has no React to judge it in the browser.
  "/courses/executive-coach",
  // AI endpoints: POST only, nothing to prerender.
  "/api/ai/beginner-ideas",
  // The finder's API: actions and per-request reads, nothing to prerender.
  "/api/use-case-requests",
  "/api/use-case-analysis",
]);

export default {
  ssr: true,
  // BUILD_DIR lets parallel work build side by side without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The owner's console (/admin) is never prerendered: every answer depends on who asks.
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths().filter((p) => !dynamicPaths.has(p) && p !== "/admin" && !p.startsWith("/admin/")),
  ],
  async buildEnd({ reactRouterConfig }) {
    const buildDir = path.resolve(reactRouterConfig.buildDirectory);
    await writeBuildArtifacts(buildDir, path.join(buildDir, "client"));
  },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
