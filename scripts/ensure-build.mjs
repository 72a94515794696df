// Builds the production bundle when it is missing or older than the sources.
import { spawnSync } from "node:child_process";
import { buildNeeded, root } from "./build-state.mjs";

export function ensureBuild() {
  const reason = buildNeeded();
  if (!reason) return;
  console.log(`Building the site (${reason})...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
