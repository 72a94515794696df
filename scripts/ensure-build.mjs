// Builds the production bundle when it is missing or older than the sources.
import { spawnSync } from "node:child_process";
import { buildNeeded, root } from "./build-state.mjs";

/** `quiet`: the build's output goes to stderr, leaving stdout to the caller (the admin's CSV). */
export function ensureBuild({ quiet = false } = {}) {
  const reason = buildNeeded();
  if (!reason) return;
  (quiet ? console.error : console.log)(`Building the site (${reason})...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: quiet ? ["inherit", 2, 2] : "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
