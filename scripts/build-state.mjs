import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const buildDir = path.join(root, process.env.BUILD_DIR ?? "build");
export const serverEntry = path.join(buildDir, "server/server.js");
export const adminEntry = path.join(buildDir, "server/admin.js");

const SOURCES = ["app", "server", "cli", "public", "content", "drizzle", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why a build is needed, or undefined when build/ is newer than every source. */
export function buildNeeded() {
  if (!existsSync(serverEntry) || !existsSync(adminEntry)) return "no build yet";
  const built = statSync(serverEntry).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(path.join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}
