import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { RunningServer } from "../../server/app";
import { importBuiltServer } from "./built-server";

// These talk HTTP only: no browser, no page.

test("pages carry the security headers and a fresh nonce on every script", async ({ request }) => {
  const nonces: string[] = [];
  for (const path of ["/", "/", "/contact", "/nowhere"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, `${path} nonce`).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    // JSON-LD is a data block the browser never runs; every script that runs must carry the nonce.
    const scriptTags = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain("csp-nonce-placeholder");
    nonces.push(nonce!);
  }
  expect(new Set(nonces).size).toBe(nonces.length);
});

test("pages and assets are compressed with brotli or gzip, and hashed assets are immutable", async ({ request }) => {
  const br = await request.get("/contact", { headers: { "Accept-Encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  const gzip = await request.get("/nowhere", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(gzip.status()).toBe(404);

  const html = await (await request.get("/")).text();
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const css = await request.get(asset!, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(css.status()).toBe(200);
  expect(css.headers()["content-encoding"]).toBe("br");
  expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("bad input gets a clear 4xx, never a crash", async ({ request }) => {
  const badPath = await request.get("/%E0%A4%A");
  expect(badPath.status()).toBe(400);
  expect(await badPath.text()).toContain("Bad Request");


  const unknown = await request.get("/does/not/exist?x=<script>");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("Page Not Found");

  expect((await request.get("/favicon.ico")).status()).toBe(200);
  expect((await request.get("/healthz")).status()).toBe(200);
});

/** Sends a POST whose body is over the limit: announced by Content-Length, or streamed in chunks. */
function postTooLarge(baseUrl: string, announced: boolean) {
  const limit = 1024 * 1024;
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}/contact`,
      { method: "POST", headers: { "Content-Type": "text/plain", ...(announced ? { "Content-Length": 2 * limit } : {}) } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    if (announced) req.write("x".repeat(1024));
    else {
      for (let sent = 0; sent <= limit; sent += 64 * 1024) req.write("x".repeat(64 * 1024));
      req.end();
    }
  });
}

test("a body over the limit gets 413, whether announced or streamed", async ({ baseURL }) => {
  expect(await postTooLarge(baseURL!, true)).toBe(413);
  expect(await postTooLarge(baseURL!, false)).toBe(413);
});

async function startInstance(env: Record<string, string>): Promise<RunningServer> {
  Object.assign(process.env, { PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", ...env });
  const { startServer } = await importBuiltServer();
  return startServer();
}

test("/healthz answers 503 when the database does not", async () => {
  const server = await startInstance({ DATA_DIR: "memory://", SEED_SAMPLE_DATA: "false" });
  try {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await server.database.close();
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable" });
  } finally {
    await server.close();
  }
});

function runStart(env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test("a bad configuration value stops the start and names its variable", async () => {
  const run = runStart({ DATA_DIR: "memory://", SITE_URL: "not a url", PORT: "99999" });
  expect(await run.exited).toBe(1);
  expect(run.output()).toContain("SITE_URL");
  expect(run.output()).toContain("PORT");
});

test("the embedded database's directory is never opened by two servers; SIGTERM stops cleanly", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "site-data-"));
  try {
    const first = runStart({ DATA_DIR: dir });
    await expect.poll(() => first.output(), { timeout: 20_000 }).toContain('"msg":"listening"');

    const second = runStart({ DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/locked by another process/i);
    expect(second.output()).toContain(dir);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    // Released on the way out: the next start gets the directory.
    const third = runStart({ DATA_DIR: dir });
    await expect.poll(() => third.output(), { timeout: 20_000 }).toContain('"msg":"listening"');
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("shutdown lets a request in flight finish, then refuses new ones", async () => {
  const server = await startInstance({ DATA_DIR: "memory://", SEED_SAMPLE_DATA: "false" });
  // PGlite has one connection: while this transaction holds it, /healthz waits for its query.
  let release!: () => void;
  const held = server.database.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
  const inFlight = fetch(`${server.url}/healthz`);
  await new Promise((resolve) => setTimeout(resolve, 150));
  let closeDone = false;
  const closed = server.close().then(() => (closeDone = true));
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(closeDone).toBe(false);
  release();
  await held;
  const response = await inFlight;
  expect(response.status).toBe(200);
  await closed;
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});
