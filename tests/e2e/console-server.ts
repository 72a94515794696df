import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/free-port.mjs";

/**
 * The owner's console on a server of its own: PGlite in a directory, so `npm run admin --
 * login-link` reaches it through its admin socket as on a real install, and on "localhost", a
 * host a passkey may belong to (an IP address may not). `env` adds to (or overrides) its settings.
 */
export async function startConsoleServer(name: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const settings: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(dir, "data"),
    SITE_URL: base,
    LOG_LEVEL: "warn",
    PGLITE_FSYNC: "false",
    ...env,
  };
  // Its own process, as `npm start` runs it, so the admin socket is the real one.
  const server: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, ...settings },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let started = Date.now(); ;) {
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > 170_000 || server.exitCode !== null) throw new Error(`the ${name} server did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  /** `npm run admin -- login-link`, as the owner types it beside the running server. */
  const loginLink = () =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ["scripts/admin.mjs", "login-link"], {
        env: { ...process.env, ...settings, NODE_ENV: "production" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.once("error", reject);
      child.once("close", (code) => {
        const link = /http:\/\/\S+/.exec(stdout)?.[0];
        if (code === 0 && link) resolve(link);
        else reject(new Error(`login-link exited ${code}: ${stderr}`));
      });
    });

  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { base, loginLink, stop };
}
