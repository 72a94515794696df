import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build, which tests/e2e/global-setup.ts starts on a free port with an in-memory database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI || process.env.BUILD_DIR ? [["list"]] : [["list"], ["html", { open: "never" }]],
  outputDir: process.env.BUILD_DIR ? `test-results/${process.env.BUILD_DIR}` : "test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
});
