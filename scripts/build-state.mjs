// Where the live build is, whether it matches the sources, and whether this install can build.
// `build/` (or BUILD_DIR) is a symbolic link to one complete build in `.builds/`; scripts/build.mjs
// writes a new one beside it and swaps the link (decision 018).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const buildName = process.env.BUILD_DIR ?? "build";
export const buildDir = path.join(root, buildName);
export const serverEntry = path.join(buildDir, "server/server.js");
export const adminEntry = path.join(buildDir, "server/admin.js");
/** Written into a build when it is complete: the hash of the sources it was made from. */
export const BUILD_INFO = "build-info.json";

/** What a build is made from. Test files are left out: they change no byte of the output. */
export const SOURCES = [
  "app",
  "server",
  "cli",
  "public",
  "content",
  "drizzle",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const IGNORED = /(^|[\\/])(node_modules|\.react-router)$|\.test\.tsx?$/;

function listFiles(dir, relative, files) {
  const target = path.join(dir, relative);
  if (IGNORED.test(relative) || !existsSync(target)) return;
  if (!statSync(target).isDirectory()) return void files.push(relative);
  for (const entry of readdirSync(target).sort()) listFiles(dir, path.join(relative, entry), files);
}

/** A hash of every source file's path and content: a touch changes nothing, an edit changes it. */
export function sourceHash(dir = root) {
  const files = [];
  for (const source of SOURCES) listFiles(dir, source, files);
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * The live build's record, or undefined when there is no build to run. A build made before builds
 * recorded their sources has an empty record: it runs, and counts as stale where one can rebuild.
 */
export function readBuildInfo(dir = buildDir) {
  if (!existsSync(path.join(dir, "server/server.js")) || !existsSync(path.join(dir, "server/admin.js"))) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(dir, BUILD_INFO), "utf8"));
  } catch {
    return {};
  }
}

/** The build tools are dev dependencies: an install made with --omit=dev cannot build. */
export function canBuild(dir = root) {
  return existsSync(path.join(dir, "node_modules/@react-router/dev/package.json"));
}

/**
 * What `npm start`, `npm run admin` and the test and bench scripts do before running the build:
 * - in production (NODE_ENV=production) never build: run the last good build, or stop;
 * - otherwise build when there is none or the sources differ from those it was made from, if
 *   this install has the build tools; an install without them runs the build it was given.
 */
export function buildDecision({ production, built, fresh, buildable }) {
  const missing = `No build in ${buildName}/: run npm run build first.`;
  if (production) return built ? { action: "run" } : { action: "stop", message: missing };
  if (!built) {
    if (buildable) return { action: "build", reason: "no build yet" };
    return { action: "stop", message: `${missing} (The build tools are dev dependencies: install without --omit=dev to build.)` };
  }
  if (fresh || !buildable) return { action: "run" };
  return { action: "build", reason: "the sources changed since the last build" };
}

/** The decision for a checkout (this one by default), now. */
export function currentBuildDecision({ production = process.env.NODE_ENV === "production", dir = root, name = buildName } = {}) {
  const info = readBuildInfo(path.join(dir, name));
  const built = info !== undefined;
  // Hashing the sources takes a moment: only when the answer depends on it.
  const buildable = !production && canBuild(dir);
  const fresh = built && buildable ? info.sourceHash === sourceHash(dir) : undefined;
  return buildDecision({ production, built, fresh, buildable });
}
