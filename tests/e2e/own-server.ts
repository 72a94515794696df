import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/free-port.mjs";

export interface OwnServer {
  base: string;
  /** The variables it runs with, for a command line beside it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A server of a spec's own, as `npm start` runs it: its own process on PGlite in a fresh
 * directory, so the command line reaches it through its admin socket as on a real install, and on
 * "localhost", a host a passkey may belong to (an IP address may not). `extra` adds variables.
 */
export async function startOwnServer(name: string, extra: Record<string, string> = {}): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-e2e-`));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(dir, "data"),
    SITE_URL: base,
    LOG_LEVEL: "warn",
    PGLITE_FSYNC: "false",
    ...extra,
  };
  const server: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A fresh PGlite directory: migrations and the sample data take a while on a busy machine.
  for (let started = Date.now(); ;) {
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > 170_000 || server.exitCode !== null) {
      await stop();
      throw new Error(`the ${name} server did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, env, stop };
}

/** `npm run admin -- <args>` as the owner types it beside the running server: its output and exit code. */
export function adminBeside(server: OwnServer, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/admin.mjs", ...args], {
      env: { ...process.env, ...server.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
