import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SOURCES } from "../../scripts/build-state.mjs";
import { buildAtomically, siteSteps } from "../../scripts/build.mjs";
import { listeningUrl } from "../listening";

/**
 * Real builds in a copy of the checkout (its node_modules linked), so breaking a post or a price
 * there touches nothing here. Slow: each Vite build takes a minute or more on a busy machine.
 */
const repo = path.resolve(import.meta.dirname, "../..");
let copy = "";

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), "safe-build-"));
  for (const source of [...SOURCES, "scripts"]) {
    cpSync(path.join(repo, source), path.join(copy, source), { recursive: true });
  }
  symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"));
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const viteOnly = () => siteSteps(copy).slice(2);
const live = () => readlinkSync(path.join(copy, "build"));

/** `npm start` in the copy, in production, until the server says where it listens. */
async function startInProduction(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await listeningUrl(child);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

test("in production, npm start without a build says to run the build and exits non-zero", () => {
  const result = spawnSync(process.execPath, ["scripts/start.mjs"], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: "memory://" },
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("No build in build/: run npm run build first.");
});

test("a build that fails on the idea library's content leaves the previous build live and startable", { timeout: 900_000 }, async () => {
  await buildAtomically({ root: copy, name: "build", steps: viteOnly() });
  const good = live();
  // Built from a test runner (NODE_ENV=test) and still React's production bundle: the development
  // one logs hydration warnings on every page.
  expect(process.env.NODE_ENV).toBe("test");
  const assets = path.join(copy, "build/client/assets");
  const development = readdirSync(assets).filter(
    (file) => file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes("A tree hydrated but some attributes"),
  );
  expect(development).toEqual([]);

  // The idea library is bundled and checked when the build's last step loads the server: broken YAML fails it.
  const library = path.join(copy, "content/idea-library/coach.yaml");
  const source = readFileSync(library, "utf8");
  writeFileSync(library, source.replace(/^id: coach$/m, "id: [coach"));
  await expect(buildAtomically({ root: copy, name: "build", steps: viteOnly() })).rejects.toThrow(
    "creating the empty database a first start copies failed",
  );
  writeFileSync(library, source);

  expect(live()).toBe(good);
  const server = await startInProduction();
  try {
    const response = await fetch(`${server.url}/blog/three-waves-ai-transformation`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("The Three Waves of AI Transformation");
  } finally {
    await server.stop();
  }
});

test("the build type-checks: a price written as a string fails it", { timeout: 600_000 }, async () => {
  const courses = path.join(copy, "app/content/courses.ts");
  const source = readFileSync(courses, "utf8");
  writeFileSync(courses, source.replace("price: 49,", 'price: "39",'));
  try {
    // The Vite step would build it happily: the type check is what stops it.
    await expect(buildAtomically({ root: copy, name: "build", steps: siteSteps(copy) })).rejects.toThrow("type-checking failed");
  } finally {
    writeFileSync(courses, source);
  }
});
