import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { freePort } from "../../scripts/free-port.mjs";
import { expect } from "./fixtures";

/**
 * The owner's console on a server of its own: PGlite in a directory, so `npm run admin --
 * login-link` reaches it through its admin socket as on a real install, and on "localhost", a
 * host a passkey may belong to (an IP address may not).
 */
export interface ConsoleServer {
  base: string;
  /** `npm run admin -- login-link`, as the owner types it beside the running server. */
  loginLink(): Promise<string>;
  stop(): Promise<void>;
}

export async function startConsoleServer(): Promise<ConsoleServer> {
  // A fresh PGlite directory: migrations and the sample data take a while on a busy machine.
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
  };
  // Its own process, as `npm start` runs it, so the admin socket is the real one.
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
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

  const loginLink = () =>
    new Promise<string>((resolve, reject) => {
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

  async function stop() {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  }

  return { base, loginLink, stop };
}

/** Signs the owner in with a fresh login link and lands on the overview. */
export async function signInWithLink(page: Page, server: ConsoleServer) {
  await page.goto(await server.loginLink());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${server.base}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

/** A virtual authenticator in the page's browser, as a phone or a laptop's own passkeys would be. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}
