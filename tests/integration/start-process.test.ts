import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, test } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { eventually } from "../eventually";
import { listeningUrl, serverProcessEnv } from "../listening";

/**
 * `npm start` runs the server in a process of its own, started with the flags and environment of
 * scripts/server-process.mjs; for whoever started it (a terminal, a supervisor) it must still be
 * the server: its signals reach the server and its exit code is the server's.
 */

const repo = path.resolve(import.meta.dirname, "../..");
const env = serverProcessEnv({ MALLOC_ARENA_MAX: "" });

beforeAll(() => ensureBuild({ quiet: true }), 600_000);

/** The one child process of pid (the server `npm start` runs). */
function childOf(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  expect(children).toHaveLength(1);
  return Number(children[0]);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(
    `npm start runs the server with its flags and environment, and ${signal} stops it cleanly with exit code 0`,
    { timeout: 120_000 },
    async () => {
      const start = spawn(process.execPath, ["scripts/start.mjs"], {
        cwd: repo,
        env: { ...env, MALLOC_ARENA_MAX: undefined },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      start.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const url = await listeningUrl(start);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      const server = childOf(start.pid!);
      expect(readFileSync(`/proc/${server}/cmdline`, "utf8").split("\0")).toContain("--liftoff-only");
      expect(readFileSync(`/proc/${server}/environ`, "utf8").split("\0")).toContain("MALLOC_ARENA_MAX=2");

      const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        start.once("exit", (code, sig) => resolve([code, sig])),
      );
      start.kill(signal);
      expect(await exited).toEqual([0, null]);
      // The server shut down itself (its "stopped" line), and is gone.
      expect(output).toContain('"msg":"stopped"');
      expect(() => process.kill(server, 0)).toThrow();
    },
  );
}

test("the server npm start runs stops by itself when npm start is killed with SIGKILL", { timeout: 120_000 }, async () => {
  const start = spawn(process.execPath, ["scripts/start.mjs"], { cwd: repo, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  start.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await listeningUrl(start);
  const server = childOf(start.pid!);

  start.kill("SIGKILL");
  const alive = async () => {
    try {
      process.kill(server, 0);
      return true;
    } catch {
      return false;
    }
  };
  await eventually(alive, (running) => !running, 30_000);
  expect(output).toContain('"msg":"listening"');
});

test("npm start exits with the server's exit code when the server cannot start", { timeout: 120_000 }, () => {
  const result = spawnSync(process.execPath, ["scripts/start.mjs"], { cwd: repo, env: { ...env, PORT: "not a port" }, encoding: "utf8" });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("Cannot start:");
  expect(result.stderr).toContain("PORT");
});
