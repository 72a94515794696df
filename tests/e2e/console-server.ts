import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { freePort } from "../../scripts/free-port.mjs";
import { expect } from "./fixtures";

/** What `npm run admin -- <args>` printed beside the server, and how it exited. */
export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A command run to its end: what it printed, and how it exited. */
export function runProcess(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<AdminRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ConsoleServer {
  base: string;
  /** The settings it runs with, for a command line beside it. */
  env: Record<string, string>;
  /** `npm run admin -- <args>`, as the owner types it beside the running server. */
  admin(args: string[]): Promise<AdminRun>;
  /** A fresh sign-in link from `npm run admin -- login-link`. */
  loginLink(): Promise<string>;
  /** Signs `page` in with a fresh login link; it lands on the overview. */
  signInWithLink(page: Page): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The owner's console on a server of a spec's own, started as `npm start` runs it: PGlite in a
 * fresh directory, so the command line reaches it through its admin socket as on a real install,
 * and on "localhost", a host a passkey may belong to (an IP address may not). `settings` add to or
 * override its configuration. The first start migrates and seeds: it takes a while when busy.
 */
export async function startConsoleServer(settings: Record<string, string> = {}): Promise<ConsoleServer> {
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
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let started = Date.now(); ;) {
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > 170_000 || server.exitCode !== null) {
      await stop();
      throw new Error("the console's server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const admin = (args: string[]) =>
    runProcess(process.execPath, ["scripts/admin.mjs", ...args], { ...process.env, ...env, NODE_ENV: "production" });
  const loginLink = async () => {
    const run = await admin(["login-link"]);
    const link = /http:\/\/\S+/.exec(run.stdout)?.[0];
    if (run.code !== 0 || !link) throw new Error(`login-link exited ${run.code}: ${run.stderr}`);
    return link;
  };
  return {
    base,
    env,
    admin,
    loginLink,
    async signInWithLink(page) {
      await page.goto(await loginLink());
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${base}/admin`);
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    },
    stop,
  };
}

/** A passkey authenticator in `page`'s browser, which says yes to every ceremony (Chromium's WebAuthn domain). */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}
