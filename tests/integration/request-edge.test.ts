import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { eventually } from "../eventually";
import { listeningUrl, serverProcessEnv } from "../listening";

/**
 * The production server's edge, as a visitor reaches it: the built server in its own process, its
 * JSON request log read line by line. What is asked here must be answered or refused before the
 * site does any work for it, and the log must say what happened without holding a secret.
 */

const repo = path.resolve(import.meta.dirname, "../..");
const SITE = "https://site.example";
const TOKEN = "c2VjcmV0LW1hbmFnZS1saW5rLXRva2VuLW5vdC1pbi1sb2c";

let url: string;
let port: number;
let output = "";
let stop: () => Promise<void>;

beforeAll(async () => {
  ensureBuild({ quiet: true });
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: repo,
    env: serverProcessEnv({
      SEED_SAMPLE_DATA: "true",
      // Behind a proxy the Host is never SITE_URL's: every request is readdressed to it.
      SITE_URL: SITE,
      TRUST_PROXY: "0",
      HTTP_HEADERS_TIMEOUT_MS: "500",
      HTTP_REQUEST_TIMEOUT_MS: "1000",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  url = await listeningUrl(child);
  port = Number(new URL(url).port);
}, 600_000);
afterAll(() => stop?.());

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; ms: number };

function get(requestPath: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(`${url}${requestPath}`, { method, headers, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, ms: performance.now() - started }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** Raw bytes to the server; the status line it answers (empty when it only closed), read to the end. */
function raw(text: string, { closeAfterMs }: { closeAfterMs?: number } = {}) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => resolve(answer));
    if (closeAfterMs !== undefined) setTimeout(() => socket.destroy(), closeAfterMs);
  });
}

type LogLine = { level: number; msg: string; method?: string; path?: string; status?: number | string };
const logLines = (): LogLine[] =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
const requestLines = () => logLines().filter((line) => line.msg === "request");

const longPath = (segments: number) => `/${"a/".repeat(segments)}`;

test("a path of thousands of segments is refused at once, and a page beside four of them keeps its latency", async () => {
  // Before: 0.14 s, 0.6 s and 5 s of the event loop each (the not-found page's route discovery).
  // Deeper than any page: 404; longer than any page's address: 414.
  for (const [segments, status] of [
    [100, 404],
    [500, 404],
    [2_000, 414],
    [7_000, 414],
  ] as const) {
    const answer = await get(longPath(segments));
    expect(answer.status, `${segments} segments`).toBe(status);
    expect(answer.ms, `${segments} segments`).toBeLessThan(500);
  }
  expect((await get(`/${"a".repeat(5_000)}`)).status).toBe(414);
  // The same through a data URL.
  expect((await get(`${longPath(100)}x.data`)).status).toBe(404);

  await get("/about");
  // Before: /about answered after 15 s beside four 7,000-segment paths.
  const [about, ...long] = await Promise.all([get("/about"), ...Array.from({ length: 4 }, () => get(longPath(7_000)))]);
  expect(long.map((answer) => answer.status)).toEqual([414, 414, 414, 414]);
  expect(about!.status).toBe(200);
  expect(about!.ms).toBeLessThan(1_000);
}, 60_000);

test("methods the site does not serve are answered 405 with Allow on every path, whatever the Host", async () => {
  for (const target of ["/", "/about", "/events", "/nothing-here", "/api/use-case-requests", "/healthz", "/favicon.ico"]) {
    for (const method of ["TRACE", "OPTIONS", "PUT", "DELETE", "PATCH"]) {
      const answer = await get(target, { method, headers: { Host: "other.example" } });
      expect(`${method} ${target}: ${answer.status} ${String(answer.headers.allow)}`).toBe(`${method} ${target}: 405 GET, HEAD, POST`);
    }
  }
  // Methods Node's parser does not know, and CONNECT, which never reaches a request handler.
  for (const method of ["TRACK", "FOO", "CONNECT"]) {
    const answer = await raw(`${method} / HTTP/1.1\r\nHost: other.example\r\nConnection: close\r\n\r\n`);
    expect(answer.split("\r\n")[0], method).toBe("HTTP/1.1 405 Method Not Allowed");
    expect(answer, method).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/);
  }
  expect(logLines().filter((line) => line.level >= 50)).toEqual([]);
});

test("a manage link's token is in no log line, and its page's own Referrer-Policy stands", async () => {
  const page = await get(`/events/manage/${TOKEN}`);
  expect(page.headers["referrer-policy"]).toBe("no-referrer");
  await get(`/events/manage/${TOKEN}/calendar.ics`);
  await get(`/events/manage/${TOKEN}.data`);
  await get(`/admin/sign-in/link?token=${TOKEN}`);
  // Every other page keeps the site's policy.
  expect((await get("/events")).headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const manage = await eventually(
    async () => requestLines().filter((line) => line.path?.startsWith("/events/manage/")),
    (lines) => lines.length >= 3,
  );
  expect(manage.map((line) => line.path)).toEqual([
    "/events/manage/[token]",
    "/events/manage/[token]/calendar.ics",
    "/events/manage/[token].data",
  ]);
  expect(output).not.toContain(TOKEN);
});

test("a client that leaves mid-request is logged as aborted, not as a server error", async () => {
  const partial =
    "POST /newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nemail=a";
  const before = requestLines().length;
  // Closes the connection halfway through the body.
  await raw(partial, { closeAfterMs: 200 });
  // Sends half the body and waits: the server's request timeout ends it.
  expect((await raw(partial)).split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
  // Only this test's requests: a line of an earlier test's request may still be on its way.
  const lines = await eventually(
    async () =>
      requestLines()
        .slice(before)
        .filter((line) => line.path === "/newsletter"),
    (found) => found.length >= 2,
  );
  expect(lines.map((line) => [line.method, line.path, line.status])).toEqual([
    ["POST", "/newsletter", "aborted"],
    ["POST", "/newsletter", "aborted"],
  ]);
  expect(lines.every((line) => line.level < 50)).toBe(true);
  expect(logLines().filter((line) => line.level >= 50)).toEqual([]);
});

test("the sign-in pages' 429 says when to ask again, as a page and as data", async () => {
  const post = (target: string, body: string) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        `${url}${target}`,
        {
          method: "POST",
          agent: false,
          headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, ms: 0 }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  // Sign-in attempts from one address are limited per minute; the limit's answers all say when.
  const statuses: number[] = [];
  for (let i = 0; i < 15 && !statuses.includes(429); i++)
    statuses.push((await post("/admin/sign-in", "email=someone%40example.com")).status);
  expect(statuses.at(-1)).toBe(429);
  for (const [target, body] of [
    ["/admin/sign-in", "email=someone%40example.com"],
    ["/admin/sign-in.data", "email=someone%40example.com"],
    ["/admin/sign-in/link", "token=x"],
    ["/admin/sign-in/link.data", "token=x"],
  ]) {
    const answer = await post(target!, body!);
    expect(`${target}: ${answer.status}`).toBe(`${target}: 429`);
    expect(Number(answer.headers["retry-after"]), target).toBeGreaterThan(0);
  }
});
