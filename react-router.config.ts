import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeBuildArtifacts } from "./server/build-artifacts";

/**
 * Paths whose loaders read the database on every request. Every other static path
 * is prerendered at build time and served from memory.
 */
const dynamicPaths = new Set<string>([]);

export default {
  ssr: true,
  // BUILD_DIR lets parallel work build side by side without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: ({ getStaticPaths }) => getStaticPaths().filter((p) => !dynamicPaths.has(p)),
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
