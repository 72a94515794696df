// `npm run bench -- analytics`: what the server-side page-view count costs a public request. The
// same pages are loaded with analytics on and off (ANALYTICS_ENABLED), each time on a fresh server,
// as a browser would ask (a browser's User-Agent, so every request is counted) from BENCH_VISITORS
// different addresses (X-Forwarded-For behind one trusted proxy; 1,000 by default), each hashed per
// request; a visitor's first view of the day is written once, so more visitors mean more writes.
import autocannon from "autocannon";
import { startBenchServer } from "./bench-server.mjs";

export const description = "/ and /events with analytics on and off: req/s, p50, p99";

const PAGES = ["/", "/events"];
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 1_000);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function load(url, duration) {
  let n = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest(request) {
          n += 1;
          const visitor = n % VISITORS;
          const address = `10.${Math.floor(visitor / 65_536) % 256}.${Math.floor(visitor / 256) % 256}.${visitor % 256}`;
          return { ...request, headers: { ...request.headers, "user-agent": BROWSER, "x-forwarded-for": address } };
        },
      },
    ],
  });
}

export async function runStandalone({ root, databaseKind, databaseEnv }) {
  const rows = [];
  for (const enabled of ["false", "true"]) {
    const { base, stop } = await startBenchServer(root, { TRUST_PROXY: "1", ANALYTICS_ENABLED: enabled, ...databaseEnv });
    try {
      for (const page of PAGES) {
        await load(base + page, 2); // warm-up: JIT and caches
        const result = await load(base + page, DURATION);
        rows.push({
          database: databaseKind,
          analytics: enabled === "true" ? "on" : "off",
          page,
          "req/s": Math.round(result.requests.average),
          "p50 ms": result.latency.p50,
          "p99 ms": result.latency.p99,
          errors: result.errors + result.non2xx,
        });
      }
    } finally {
      await stop();
    }
  }
  return rows;
}
