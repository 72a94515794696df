import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Its own config, without the reactRouter() plugin: tests import modules directly, never through the router's build.
// Two lanes (docs/testing.md): `unit`, the tests beside their code, which need no database server,
// build or SMTP and run in seconds; `integration`, tests/integration, on real databases and the built
// server. `vitest run --project unit` runs one lane; `vitest run` runs both.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~server": fileURLToPath(new URL("./server", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    setupFiles: ["tests/setup-testing-library.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // One module graph per worker instead of one per file: unit tests hold no state between
          // files (each restores what it changes, as afterEach hooks do for TZ and spies), and
          // loading React, zod and the content once per worker is most of the lane's time.
          isolate: false,
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "cli/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"] },
      },
    ],
  },
});
