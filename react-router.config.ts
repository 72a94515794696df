import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeBuildArtifacts } from "./server/build-artifacts";

export default {
  ssr: true,
  // BUILD_DIR lets parallel work build side by side without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Nothing is prerendered: every page is rendered once per change to what it reads, at its first
  // request, and kept in memory (decision 068).
  prerender: false,
  async buildEnd({ reactRouterConfig }) {
    const buildDir = path.resolve(reactRouterConfig.buildDirectory);
    await writeBuildArtifacts(path.join(buildDir, "client"));
  },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
