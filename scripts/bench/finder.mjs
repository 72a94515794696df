// `npm run bench -- finder`: the AI Use Case Finder with the built-in generator.
// 1. Submit-to-completed latency: REQUESTS submissions at CONCURRENCY, each followed over its SSE
//    stream until completed (the time a visitor waits, queue and worker included).
// 2. Open streams: a second, web-only server (no worker, so its requests stay pending) holds
//    1,000 and then 5,000 SSE streams; its resident memory is read with `ps`.
import { spawn, execFileSync } from "node:child_process";
import http from "node:http";
import pg from "pg";
import { freePort } from "../free-port.mjs";

export const description = "submit-to-completed latency over SSE, and memory per 1,000 open SSE streams";

const REQUESTS = Number(process.env.BENCH_FINDER_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_FINDER_CONCURRENCY ?? 8);
const STREAM_STEPS = (process.env.BENCH_FINDER_STREAMS ?? "1000,5000").split(",").map(Number);

// Quotas and limits lifted: the bench is one address sending far more than a visitor would.
export const serverEnv = {
  FINDER_RATE_LIMIT_PER_MINUTE: "100000",
  FINDER_MAX_STREAMS: "100000",
  AI_RATE_LIMIT_PER_HOUR: "1000000",
  AI_DAILY_LIMIT: "10000000",
  LOG_LEVEL: "warn",
};

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function request(base, method, path, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => resolve(res),
    );
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function submit(base, linkedinUrl, cookie) {
  const res = await request(base, "POST", "/api/use-case-requests", { body: { linkedinUrl }, cookie });
  let text = "";
  for await (const chunk of res) text += chunk;
  if (res.statusCode !== 200) throw new Error(`submit answered ${res.statusCode}: ${text}`);
  const setCookie = res.headers["set-cookie"]?.[0]?.split(";")[0];
  return { ...JSON.parse(text), cookie: setCookie ?? cookie };
}

/** Opens a request's stream; resolves `first` on the first event and `done` when it is completed. */
function openStream(base, id, cookie) {
  let firstResolve, doneResolve, doneReject;
  const first = new Promise((resolve) => (firstResolve = resolve));
  const done = new Promise((resolve, reject) => {
    doneResolve = resolve;
    doneReject = reject;
  });
  const req = http.get(new URL(`/api/use-case-requests/${id}/events`, base), { agent: false, headers: { Cookie: cookie } }, (res) => {
    if (res.statusCode !== 200) return doneReject(new Error(`stream answered ${res.statusCode}`));
    let buffer = "";
    res.setEncoding("utf8");
    res.on("data", (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split("\n").find((line) => line.startsWith("data: "));
        if (!data) continue;
        const state = JSON.parse(data.slice(6));
        firstResolve(state);
        if (state.status === "completed") doneResolve(state);
        if (state.status === "failed") doneReject(new Error(state.errorMessage));
      }
    });
    res.on("end", () => doneReject(new Error("stream ended before completion")));
  });
  req.on("error", (error) => doneReject(error));
  done.catch(() => {});
  return { first, done, close: () => req.destroy() };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function latency(base) {
  const times = [];
  let next = 0;
  let cookie;
  // Warm-up: the first request pays for JIT, the library's load and the queue's first fetch.
  {
    const first = await submit(base, "https://www.linkedin.com/in/warm-up-product-manager");
    cookie = first.cookie;
    await openStream(base, first.requestId, cookie).done;
  }
  async function lane() {
    while (next < REQUESTS) {
      const i = next++;
      const started = performance.now();
      // Distinct links, so the engine's answer cache never short-cuts the work.
      const answer = await submit(base, `https://www.linkedin.com/in/bench-${i}-marketing-director`, cookie);
      await openStream(base, answer.requestId, cookie).done;
      times.push(performance.now() - started);
    }
  }
  const wall = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const seconds = (performance.now() - wall) / 1000;
  times.sort((a, b) => a - b);
  return {
    scenario: `submit→completed, ${REQUESTS} requests at ${CONCURRENCY} at once`,
    "p50 ms": Math.round(percentile(times, 50)),
    "p99 ms": Math.round(percentile(times, 99)),
    "max ms": Math.round(times.at(-1)),
    "requests/s": Math.round((REQUESTS / seconds) * 10) / 10,
  };
}

const rssNow = (pid) =>
  Number(
    execFileSync("ps", ["-o", "rss=", "-p", String(pid)])
      .toString()
      .trim(),
  ) / 1024;
/** The lowest of a few readings: PGlite's and V8's transient allocations come and go within seconds. */
async function rssMb(pid) {
  const readings = [];
  for (let i = 0; i < 6; i++) {
    readings.push(rssNow(pid));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return Math.min(...readings);
}

async function withDatabase(databaseKind, use) {
  if (databaseKind !== "postgres") return use({});
  // A database of its own, so the main server's worker never completes these requests.
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `bench_streams_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    return await use({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function streams(databaseKind) {
  return withDatabase(databaseKind, async (databaseEnv) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ["scripts/serve.mjs"], {
      env: {
        ...process.env,
        ...serverEnv,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: "memory://",
        WORKER_ENABLED: "false",
        ...databaseEnv,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const rows = [];
    const open = [];
    try {
      for (let i = 0; i < 300; i++) {
        try {
          if ((await fetch(`${base}/healthz`)).ok) break;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // A few pending requests; many visitors' streams spread over them.
      const pending = [];
      let cookie;
      for (let i = 0; i < 20; i++) {
        const answer = await submit(base, `https://www.linkedin.com/in/pending-${i}-product-manager`, cookie);
        cookie = answer.cookie;
        pending.push(answer.requestId);
      }
      // Warm-up: a first round of streams opened and closed, so the baseline includes the code paths.
      const warm = pending.map((id) => openStream(base, id, cookie));
      await Promise.all(warm.map((stream) => stream.first));
      for (const stream of warm) stream.close();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const baseline = await rssMb(child.pid);
      rows.push({ scenario: "web-only server, no streams", streams: 0, "RSS MB": Math.round(baseline), rss: baseline });
      for (const target of STREAM_STEPS) {
        while (open.length < target) {
          const batch = [];
          for (let i = 0; i < 200 && open.length < target; i++) {
            const stream = openStream(base, pending[open.length % pending.length], cookie);
            open.push(stream);
            batch.push(stream.first);
          }
          await Promise.all(batch);
        }
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const rss = await rssMb(child.pid);
        const previous = rows.at(-1);
        rows.push({
          scenario: `${target} open SSE streams (each got its first event)`,
          streams: target,
          "RSS MB": Math.round(rss),
          "MB per 1,000 streams": Math.round(((rss - baseline) / target) * 1000 * 10) / 10,
          // Between two counts, so the baseline's noise cancels out.
          "marginal MB per 1,000":
            previous.streams > 0 ? Math.round(((rss - previous.rss) / (target - previous.streams)) * 1000 * 10) / 10 : "",
        });
        rows.at(-1).rss = rss;
      }
    } finally {
      for (const stream of open) stream.close();
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
    }
    for (const row of rows) delete row.rss;
    return rows;
  });
}

export async function run({ base, databaseKind }) {
  const rows = [await latency(base)];
  rows.push(...(await streams(databaseKind)));
  return rows;
}
