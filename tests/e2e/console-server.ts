import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { freePort } from "../../scripts/free-port.mjs";
import { expect } from "./fixtures";

/**
 * A console server of a spec's own, started as `npm start` runs it: PGlite in a fresh directory
 * (so `npm run admin -- login-link` reaches it through its admin socket), on "localhost", with
 * the settings the spec gives. The first start migrates and seeds: it takes a while when busy.
 */
export async function startConsoleServer(settings: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "console-e2e-"));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(dir, "data"),
    SITE_URL: base,
    LOG_LEVEL: "warn",
    PGLITE_FSYNC: "false",
    ...settings,
  };
  const server: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let started = Date.now(); ;) {
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > 170_000 || server.exitCode !== null) throw new Error("the console's server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  /** `npm run admin -- login-link`, as the owner types it beside the running server. */
  function loginLink(): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ["scripts/admin.mjs", "login-link"], {
        env: { ...process.env, ...env, NODE_ENV: "production" },
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
  }

  return {
    base,
    loginLink,
    async signIn(page: Page) {
      await page.goto(await loginLink());
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${base}/admin`);
    },
    async stop() {
      if (server.exitCode === null) {
        server.kill("SIGTERM");
        await new Promise((resolve) => server.once("exit", resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
