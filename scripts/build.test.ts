import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { buildDecision, currentBuildDecision, readBuildInfo, sourceHash } from "./build-state.mjs";
import { BUILDS, buildAtomically } from "./build.mjs";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout in miniature: a source file, and a "build" that copies it into the new build. */
function checkout() {
  const root = mkdtempSync(path.join(tmpdir(), "build-test-"));
  roots.push(root);
  mkdirSync(path.join(root, "app/content"), { recursive: true });
  writeFileSync(path.join(root, "app/content/prices.ts"), "export const price = 39;\n");
  return root;
}

const copySources = (root: string) => (staging: string) => {
  mkdirSync(path.join(staging, "server"), { recursive: true });
  writeFileSync(path.join(staging, "server/server.js"), readFileSync(path.join(root, "app/content/prices.ts")));
  writeFileSync(path.join(staging, "server/admin.js"), "");
};

const live = (root: string) => readFileSync(path.join(root, "build/server/server.js"), "utf8");

test("a complete build is swapped in as build/, and records the sources it was made from", async () => {
  const root = checkout();
  await buildAtomically({ root, name: "build", steps: [copySources(root)] });
  expect(lstatSync(path.join(root, "build")).isSymbolicLink()).toBe(true);
  expect(readlinkSync(path.join(root, "build"))).toMatch(new RegExp(`^${BUILDS}/build\\.`));
  expect(live(root)).toBe("export const price = 39;\n");
  expect(readBuildInfo(path.join(root, "build"))?.sourceHash).toBe(sourceHash(root));
});

test("a failed build leaves the previous build live and removes what it wrote", async () => {
  const root = checkout();
  const first = await buildAtomically({ root, name: "build", steps: [copySources(root)] });
  writeFileSync(path.join(root, "app/content/prices.ts"), 'export const price = "39";\n');
  let written = "";
  const failing = async (staging: string) => {
    copySources(root)(staging);
    written = staging;
    throw new Error("type error in app/content/prices.ts");
  };
  await expect(buildAtomically({ root, name: "build", steps: [failing] })).rejects.toThrow("type error");
  expect(live(root)).toBe("export const price = 39;\n");
  expect(path.resolve(root, readlinkSync(path.join(root, "build")))).toBe(first);
  expect(existsSync(written)).toBe(false);
});

test("the build before the live one is kept for servers still running it; older ones are removed", async () => {
  const root = checkout();
  const builds = [];
  for (const price of [1, 2, 3]) {
    writeFileSync(path.join(root, "app/content/prices.ts"), `export const price = ${price};\n`);
    builds.push(await buildAtomically({ root, name: "build", steps: [copySources(root)] }));
  }
  expect(builds.map((dir) => existsSync(dir))).toEqual([false, true, true]);
  expect(live(root)).toBe("export const price = 3;\n");
});

test("a build directory from before builds were swapped in runs in production, and becomes the previous build", async () => {
  const root = checkout();
  mkdirSync(path.join(root, "build/server"), { recursive: true });
  writeFileSync(path.join(root, "build/server/server.js"), "old");
  writeFileSync(path.join(root, "build/server/admin.js"), "old");
  expect(currentBuildDecision({ production: true, dir: root, name: "build" })).toEqual({ action: "run" });
  await buildAtomically({ root, name: "build", steps: [copySources(root)] });
  expect(live(root)).toBe("export const price = 39;\n");
});

test("freshness is decided by content: a touch keeps the hash, an edit changes it", () => {
  const root = checkout();
  const file = path.join(root, "app/content/prices.ts");
  const before = sourceHash(root);
  const later = new Date(Date.now() + 60_000);
  utimesSync(file, later, later);
  expect(sourceHash(root)).toBe(before);
  writeFileSync(file, "export const price = 49;\n");
  const edited = sourceHash(root);
  expect(edited).not.toBe(before);
  // A test file changes nothing in the build.
  writeFileSync(path.join(root, "app/content/prices.test.ts"), "test");
  expect(sourceHash(root)).toBe(edited);
});

test("in development a content change triggers a rebuild, a touch without change does not", async () => {
  const root = checkout();
  // The build tools, as an install with dev dependencies has them.
  mkdirSync(path.join(root, "node_modules/@react-router/dev"), { recursive: true });
  writeFileSync(path.join(root, "node_modules/@react-router/dev/package.json"), "{}");
  const decide = () => currentBuildDecision({ production: false, dir: root, name: "build" });
  expect(decide()).toEqual({ action: "build", reason: "no build yet" });
  await buildAtomically({ root, name: "build", steps: [copySources(root)] });
  expect(decide()).toEqual({ action: "run" });

  const file = path.join(root, "app/content/prices.ts");
  const later = new Date(Date.now() + 60_000);
  utimesSync(file, later, later);
  expect(decide()).toEqual({ action: "run" });
  writeFileSync(file, "export const price = 49;\n");
  expect(decide()).toEqual({ action: "build", reason: "the sources changed since the last build" });
  // In production, or without the build tools, the same change builds nothing.
  expect(currentBuildDecision({ production: true, dir: root, name: "build" })).toEqual({ action: "run" });
  rmSync(path.join(root, "node_modules"), { recursive: true });
  expect(decide()).toEqual({ action: "run" });
});

test("production never builds; an install without the build tools runs the build it has", () => {
  const cases = [
    [{ production: true, built: true, fresh: undefined, buildable: false }, "run"],
    [{ production: true, built: false, fresh: undefined, buildable: false }, "stop"],
    [{ production: false, built: false, fresh: undefined, buildable: true }, "build"],
    [{ production: false, built: true, fresh: false, buildable: true }, "build"],
    [{ production: false, built: true, fresh: true, buildable: true }, "run"],
    // npm install --omit=dev, then npm run admin: no build tools, so no build attempt.
    [{ production: false, built: true, fresh: undefined, buildable: false }, "run"],
    [{ production: false, built: false, fresh: undefined, buildable: false }, "stop"],
  ] as const;
  for (const [state, action] of cases) expect({ state, action: buildDecision(state).action }).toEqual({ state, action });
  expect(buildDecision({ production: true, built: false, fresh: undefined, buildable: false })).toEqual({
    action: "stop",
    message: "No build in build/: run npm run build first.",
  });
});
