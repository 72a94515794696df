import { spawn } from "node:child_process";
import { freePort } from "../free-port.mjs";
import { SERVER_NODE_FLAGS, serverEnv } from "../server-process.mjs";

/** Resolves once the server at `base` answers /healthz; fails if its process `child` exits first or after a minute (a busy machine starts slowly). */
async function waitForHealth(base, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy");
}

/**
 * The production server of `root`'s build in a process of its own, on a free port of loopback, in
 * memory and logging warnings unless `env` says otherwise; resolves once it answers /healthz.
 * It runs as `npm start` runs it: with the Node flags and environment of scripts/server-process.mjs
 * (`nodeFlags` replace those flags). `stop()` ends it with SIGTERM.
 */
export async function startBenchServer(root, env = {}, { nodeFlags = SERVER_NODE_FLAGS } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeFlags, "scripts/serve.mjs"], {
    cwd: root,
    env: serverEnv({ ...process.env, DATA_DIR: "memory://", LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", resolve)));
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, stop };
}
