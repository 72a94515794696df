import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import type { RunningServer } from "../../server/app";
import { startBuiltServer } from "./built-server";

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
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
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

test("a kept page comes as gzip made once, around this response's nonce, to a browser that takes gzip", async ({ baseURL }) => {
  // The home page and the sessions page, each rendered once per change to what they list and kept.
  for (const pagePath of ["/", "/events", "/events"]) {
    // node:http, not fetch: fetch would undo the encoding before the test could read it.
    const response = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      httpRequest(baseURL + pagePath, { headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(response.headers["content-encoding"], pagePath).toBe("gzip");
    expect(response.headers["vary"]).toContain("Accept-Encoding");
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
    const html = gunzipSync(response.body).toString("utf8");
    expect(html, pagePath).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain("csp-nonce-placeholder");
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  }
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

/** Sends `request` on an open socket and resolves with the response's status line ("" if the socket closes first). */
function exchange(socket: ReturnType<typeof connect>, request: string) {
  return new Promise<string>((resolve) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString("latin1");
      // One whole response: headers, then a body as long as Content-Length says.
      const end = text.indexOf("\r\n\r\n");
      const length = Number(/^content-length: *(\d+)/im.exec(text)?.[1] ?? NaN);
      if (end >= 0 && text.length >= end + 4 + length) done(text.split("\r\n")[0]!);
    };
    const onClose = () => done("");
    const done = (line: string) => {
      socket.off("data", onData);
      socket.off("close", onClose);
      resolve(line);
    };
    // Closed by the server while idle: nothing can be sent on it.
    if (socket.destroyed || socket.readyState !== "open") return resolve("");
    socket.on("data", onData);
    socket.once("close", onClose);
    socket.write(request);
  });
}

// A reverse proxy keeps idle connections to the app open and reuses them (nginx for 60 s by default,
// Caddy for 2 minutes). Were the app to close an idle one first, a request the proxy sends on it in
// that moment is lost: a form post answers 502 and the proxy takes the instance out for a while.
test("an idle keep-alive connection stays open for the proxy to reuse", async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  try {
    const request = `GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`;
    expect(await exchange(socket, request)).toBe("HTTP/1.1 200 OK");
    // Longer than Node's own default (5 s), which closed it under the proxy.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(await exchange(socket, request)).toBe("HTTP/1.1 200 OK");
  } finally {
    socket.destroy();
  }
});

test("a body over the limit gets 413, whether announced or streamed", async ({ baseURL }) => {
  expect(await postTooLarge(baseURL!, true)).toBe(413);
  expect(await postTooLarge(baseURL!, false)).toBe(413);
});

/** An instance of its own, with its workers, as a real start has them. */
function startInstance(env: Record<string, string>): Promise<RunningServer> {
  return startBuiltServer({ LOG_LEVEL: "silent", WORKER_ENABLED: "true", ...env });
}

test("/healthz answers 503 when the database does not", async () => {
  const server = await startInstance({ SEED_SAMPLE_DATA: "false" });
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
  // Three starts: seconds each on an idle machine, far longer on a busy one.
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), "site-data-"));
  try {
    const first = runStart({ DATA_DIR: dir });
    await expect.poll(() => first.output(), { timeout: 60_000 }).toContain('"msg":"listening"');

    const second = runStart({ DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/locked by another process/i);
    expect(second.output()).toContain(dir);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    // Released on the way out: the next start gets the directory.
    const third = runStart({ DATA_DIR: dir });
    await expect.poll(() => third.output(), { timeout: 60_000 }).toContain('"msg":"listening"');
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("shutdown lets a request in flight finish, then refuses new ones", async () => {
  const server = await startInstance({ SEED_SAMPLE_DATA: "false" });
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

test("the start reads its configuration file, names misspelt settings, says what it runs on, and lists the launch check", async () => {
  // A start takes seconds on an idle machine and far longer on a busy one: the waits are generous.
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), "site-config-"));
  try {
    const file = path.join(dir, "site.env");
    // PORT in the file loses to the environment's PORT=0 (the environment wins over the file).
    await writeFile(file, ['SITE_OWNER_NAME="Jamie Rivera"', "SITE_OWNER=Jamie", "SOCIAL_TIKTOK_URL=off", "PORT=1", ""].join("\n"));
    const run = runStart({ ENV_FILE: file, DATA_DIR: "memory://", NODE_ENV: "production" });
    await expect.poll(() => run.output(), { timeout: 120_000 }).toContain('"msg":"listening"');
    try {
      const listening = JSON.parse(
        run
          .output()
          .split("\n")
          .find((line) => line.includes('"msg":"listening"'))!,
      );
      expect(listening).toMatchObject({
        ai: "built-in generator (no model)",
        database: "PGlite in memory (memory://)",
        email: "not sent (SMTP_URL unset; e-mails wait in the outbox)",
        configFile: file,
      });
      // The project's own Node 24, from node_modules/.bin, even where the machine's Node is older.
      expect(Number(/^v(\d+)/.exec(listening.node)![1])).toBeGreaterThanOrEqual(24);
      expect(run.output()).toContain("SITE_OWNER is not a setting this site reads; did you mean SITE_OWNER_NAME?");
      await expect
        .poll(() => run.output(), { timeout: 60_000 })
        .toContain("launch check: The site's public address is http://localhost:3000, this machine");
      expect(run.output()).toMatch(/launch check: The full guide's checkout is not set.*on the console's Offers page/);
      expect(run.output()).not.toContain("the sample name");

      const page = await (await fetch(`${listening.url}/contact`)).text();
      expect(page).toContain("Jamie Rivera");
      expect(page).not.toContain("tiktok.com");
      expect(page).toContain("linkedin.com");
    } finally {
      run.child.kill("SIGTERM");
      expect(await run.exited).toBe(0);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/** Sends `head` at once, then `trickle` one byte at a time, every 200 ms; resolves when the server hangs up. */
function trickle(baseUrl: string, head: string, trickle: string) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ answer: string; sent: number }>((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = "";
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {}); // a reset after the server gave up counts as hanging up
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= trickle.length) {
          clearInterval(timer);
          reject(new Error("the server waited for the whole slow request"));
          return;
        }
        if (!socket.destroyed) socket.write(trickle[sent++]!);
      }, 200);
    });
  });
}

test("a slowly trickled request is cut off after the request timeout; a status stream outlives it", async () => {
  test.setTimeout(120_000);
  const server = await startBuiltServer({
    LOG_LEVEL: "silent",
    SEED_SAMPLE_DATA: "false",
    HTTP_HEADERS_TIMEOUT_MS: "1000",
    HTTP_REQUEST_TIMEOUT_MS: "2000",
  });
  try {
    const host = new URL(server.url).host;
    // 200 bytes at 5 a second would take 40 s: the server gives up long before.
    const body = await trickle(
      server.url,
      `POST /career-ai HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\n`,
      "x".repeat(200),
    );
    expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(body.sent).toBeLessThan(200);

    const headers = await trickle(server.url, `GET /contact HTTP/1.1\r\nHost: ${host}\r\n`, "X-Slow: " + "y".repeat(190) + "\r\n\r\n");
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(headers.sent).toBeLessThan(200);

    // A pending request's status stream stays open well past the request timeout and still delivers.
    const session = "timeout-test-session-0123456789";
    const result = (await server.database.db.execute(
      sql`insert into ai_use_case_requests (linkedin_url, user_session_id, status) values ('https://www.linkedin.com/in/slow', ${session}, 'processing') returning id`,
    )) as unknown as { rows: { id: string }[] };
    const id = result.rows[0]!.id;
    let text = "";
    // Whole events only: a data line and the blank line that ends it (chunks may split them).
    const events = () => [...text.matchAll(/^data: (.*)\n\n/gm)].map(([, data]) => data!);
    let ended = false;
    const stream = httpRequest(
      `${server.url}/api/use-case-requests/${id}/events`,
      { headers: { Cookie: `finder_session=${session}` } },
      (response) => {
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => (ended = true));
      },
    );
    stream.on("error", () => {});
    stream.end();
    await expect.poll(() => events().length, { timeout: 20_000 }).toBe(1);
    // Three request timeouts later (and Node checks every 100 ms here), the stream is still open.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(ended).toBe(false);
    await server.database.db.execute(sql`update ai_use_case_requests set status = 'completed', use_cases = '[]'::jsonb where id = ${id}`);
    await expect.poll(() => events().length, { timeout: 20_000 }).toBe(2);
    expect(JSON.parse(events()[1]!)).toMatchObject({ status: "completed" });
    await expect.poll(() => ended, { timeout: 20_000 }).toBe(true);
  } finally {
    await server.close();
  }
});
