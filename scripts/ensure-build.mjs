// Makes sure there is a build to run: builds when scripts/build-state.mjs decides it is needed
// (never in production), or explains why there is none and exits non-zero.
import { spawnSync } from "node:child_process";
import { currentBuildDecision, readBuildInfo, root } from "./build-state.mjs";

/**
 * `quiet`: the build's output goes to stderr, leaving stdout to the caller (the admin's CSV).
 * `production`: whether the caller runs in production, read before it defaults NODE_ENV.
 * `keepPrevious`: when the build fails but an earlier one exists, run that one (the site stays
 * up while the owner fixes the error) instead of stopping.
 */
export function ensureBuild({ quiet = false, production = process.env.NODE_ENV === "production", keepPrevious = false } = {}) {
  const decision = currentBuildDecision({ production });
  if (decision.action === "run") return;
  if (decision.action === "stop") {
    console.error(decision.message);
    process.exit(1);
  }
  (quiet ? console.error : console.log)(`Building the site (${decision.reason})...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: quiet ? ["inherit", 2, 2] : "inherit" });
  if (result.status === 0) return;
  if (keepPrevious && readBuildInfo()) {
    console.error(`The build failed: running the previous build until the error above is fixed.`);
    return;
  }
  process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
