// `npm run build`: type-check, build into a new directory beside the live one, and only when every
// step succeeded, swap the `build/` link to it (decision 018). A failed build leaves the live one
// as it was, serving and restartable.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BUILD_INFO, buildName, root, sourceHash } from "./build-state.mjs";
import { SERVER_NODE_FLAGS } from "./server-process.mjs";

/** Where complete builds live, beside the checkout's sources; `build/` links to one of them. */
export const BUILDS = ".builds";

export class BuildFailed extends Error {
  name = "BuildFailed";
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Points `<root>/<name>` at `staging` by renaming a new link over the old one, so a reader sees
 * either the old build or the new one, never a half-written directory. Returns the build it
 * replaced.
 */
function swapIn(root, name, staging) {
  const link = path.join(root, name);
  let previous;
  if (existsSync(link) || isLink(link)) {
    if (isLink(link)) previous = path.resolve(path.dirname(link), readlinkSync(link));
    else {
      // A build made before builds were swapped in: it becomes the previous one.
      previous = path.join(path.dirname(staging), `${path.basename(name)}.${stamp()}-legacy-${randomBytes(3).toString("hex")}`);
      renameSync(link, previous);
    }
  }
  const next = `${link}.swap-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(path.relative(path.dirname(link), staging), next);
  renameSync(next, link);
  return previous;
}

function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Keeps the live build and the one before it (a server started on it keeps serving its own
 * files until it restarts); removes older ones and what crashed builds left behind.
 */
function prune(buildsDir, name, keep) {
  const prefix = `${path.basename(name)}.`;
  for (const entry of readdirSync(buildsDir)) {
    const dir = path.join(buildsDir, entry);
    if (!entry.startsWith(prefix) || keep.includes(dir)) continue;
    const complete = existsSync(path.join(dir, BUILD_INFO)) || entry.includes("-legacy-");
    const pid = Number(/-(\d+)$/.exec(entry)?.[1]);
    // A build still in progress in another process is that process's to finish or remove.
    if (!complete && pid && isRunning(pid)) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `steps` (each given the new build's directory; each throws to fail the build), records the
 * sources' hash in the result, then swaps it in. On failure the new directory is removed and the
 * live build is untouched.
 */
export async function buildAtomically({ root, name, steps }) {
  // Hashed before building: an edit made while the build runs leaves the result marked stale.
  const hash = sourceHash(root);
  const buildsDir = path.join(root, BUILDS);
  mkdirSync(buildsDir, { recursive: true });
  // Unique, and made here (mkdir fails on an existing directory): a failed build removes only its own.
  const staging = path.join(buildsDir, `${path.basename(name)}.${stamp()}-${randomBytes(3).toString("hex")}-${process.pid}`);
  mkdirSync(staging);
  try {
    for (const step of steps) await step(staging);
    if (!existsSync(path.join(staging, "server/server.js"))) throw new BuildFailed("the build wrote no server/server.js");
    writeFileSync(path.join(staging, BUILD_INFO), `${JSON.stringify({ sourceHash: hash, builtAt: new Date().toISOString() }, null, 2)}\n`);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const previous = swapIn(root, name, staging);
  prune(buildsDir, name, [staging, previous].filter(Boolean));
  return staging;
}

function run(root, label, command, args, env = {}) {
  console.log(`\n${label}`);
  const bin = path.join(root, "node_modules/.bin");
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  });
  if (result.status !== 0) throw new BuildFailed(`${label.replace(/\.+$/, "").toLowerCase()} failed`);
}

/** The site's build: the type check first (a wrong type in app/content must not ship), then Vite. */
export const siteSteps = (root) => [
  () => run(root, "Generating route types...", "react-router", ["typegen"]),
  () => run(root, "Type-checking...", "tsc", ["--noEmit"]),
  // Always a production bundle: Vite keeps an inherited NODE_ENV, and a build started from a test
  // runner (NODE_ENV=test) would otherwise ship React's development build, whose hydration
  // warnings every page would log.
  (staging) => run(root, "Building...", "react-router", ["build"], { BUILD_DIR: path.relative(root, staging), NODE_ENV: "production" }),
  // The new, empty database a first start on PGlite copies (decision 065), made here with the
  // server's Node flags, in a process of its own: creating one takes PGlite about 500 MB for a few
  // seconds, which the site's own process then never holds.
  (staging) =>
    run(
      root,
      "Creating the empty database a first start copies...",
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        "--input-type=module",
        "-e",
        `const { createBuildDatabase } = await import(${JSON.stringify(pathToFileURL(path.join(staging, "server/server.js")).href)}); await createBuildDatabase();`,
      ],
      { NODE_ENV: "production" },
    ),
];

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const built = await buildAtomically({ root, name: buildName, steps: siteSteps(root) });
    console.log(`\nBuilt ${path.relative(root, built)}; ${buildName}/ now points to it.`);
  } catch (error) {
    const reason = error instanceof BuildFailed ? error.message : String(error?.stack ?? error);
    console.error(`\nThe build failed (${reason}). ${buildName}/ still holds the previous build, if there was one.`);
    process.exit(1);
  }
}
