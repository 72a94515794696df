// `npm run bench -- console`: the server time of the owner's console on a database of a real size.
// The running site is filled through its own form with 10,000 early-access sign-ups (three pages);
// the server stops, and 100,000 page views (30 days x 50 pages x 4 referrer/source splits), 60,000
// visitor-days and 10,000 conversions go straight into the analytics tables in bulk, as the server
// counts them itself. A new server on that database, the owner signs in with `npm run admin --
// login-link`, and each page is asked for 50 times in a row: the time to its whole answer, p50 and
// p95 — the overview (sign-ups, sessions, outbox and the analytics' today/7/30 days), the analytics
// page, the sign-ups page and the sign-ups CSV of all 10,000.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import { startBenchServer } from "./bench-server.mjs";

export const description = "10,000 sign-ups and 100,000 page views; the console's overview, analytics, sign-ups page and CSV";

const SIGNUPS = Number(process.env.BENCH_CONSOLE_SIGNUPS ?? 10_000);
const RUN = Date.now().toString(36);
const PAGES = ["/career-ai", "/business-building-ai", "/ai-coaches-leaders"];

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

// 100,000 views in 6,000 rows, today and the 29 days before; the same shape as the analytics test's.
const STORE_ANALYTICS = `
  truncate analytics_page_views, analytics_visitors, analytics_conversions;
  insert into analytics_page_views (day, path, referrer_host, utm_source, views)
  select current_date - d, '/page-' || p, (array['', 'google.com', 'linkedin.com', ''])[s + 1], (array['', '', '', 'newsletter'])[s + 1],
    16 + case when (d * 200 + p * 4 + s) < 4000 then 1 else 0 end
  from generate_series(0, 29) d, generate_series(0, 49) p, generate_series(0, 3) s;
  insert into analytics_visitors (day, visitor_hash, landing_path)
  select current_date - (v % 30), md5(v::text), '/page-' || (v % 50) from generate_series(1, 60000) v;
  insert into analytics_conversions (day, kind, landing_path, count)
  select current_date - d, 'early-access-signup', '/page-' || p, 16 + case when d * 20 + p < 400 then 1 else 0 end
  from generate_series(0, 29) d, generate_series(0, 19) p;
  analyze;`;
const COUNT = `select (select sum(views)::int from analytics_page_views) as views,
  (select count(*)::int from landing_page_signups) as signups`;

/** Runs the analytics inserts with the server stopped (a PGlite directory takes one process); answers what is stored. */
async function storeAnalytics(databaseKind, databaseUrl, dataDir) {
  if (databaseKind === "postgres") {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(STORE_ANALYTICS);
      return (await client.query(COUNT)).rows[0];
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(dataDir);
  try {
    await db.exec(STORE_ANALYTICS);
    return (await db.query(COUNT)).rows[0];
  } finally {
    await db.close();
  }
}

async function fill(base) {
  let n = 0;
  const filled = await autocannon({
    url: base,
    connections: 20,
    // On a busy machine a sign-up can wait past autocannon's 10 s default; a timed-out one would
    // still be written, so the count would not be the one asked for.
    timeout: 120,
    amount: SIGNUPS,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        setupRequest(request) {
          n += 1;
          return {
            ...request,
            path: `${PAGES[n % PAGES.length]}.data`,
            body: new URLSearchParams({ firstName: "Bench", lastName: `V${n}`, email: `console-${RUN}-${n}@example.com` }).toString(),
          };
        },
      },
    ],
  });
  if (filled.errors || filled.non2xx) throw new Error(`filling: ${filled.errors} errors, ${filled.non2xx} non-2xx answers`);
}

async function signIn(base, env) {
  const link = spawnSync(process.execPath, ["scripts/admin.mjs", "login-link"], {
    env: { ...process.env, ...env, NODE_ENV: "production", LOG_LEVEL: "warn", SITE_URL: base },
    encoding: "utf8",
  });
  const token = /token=([\w-]+)/.exec(link.stdout)?.[1];
  if (!token) throw new Error(`no sign-in link:\n${link.stderr}`);
  const answer = await fetch(`${base}/admin/sign-in/link`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  const cookie = /admin_session=[\w-]+/.exec(answer.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`signing in answered ${answer.status}`);
  return cookie;
}

export async function runStandalone({ root, databaseKind, databaseEnv }) {
  const work = mkdtempSync(path.join(tmpdir(), "bench-console-"));
  const dataDir = path.join(work, "data");
  const env = { DATA_DIR: dataDir, SIGNUP_RATE_LIMIT_PER_MINUTE: "1000000", ...databaseEnv };
  try {
    const filling = await startBenchServer(root, env);
    try {
      await fill(filling.base);
    } finally {
      await filling.stop();
    }
    const stored = await storeAnalytics(databaseKind, databaseEnv.DATABASE_URL, dataDir);

    const server = await startBenchServer(root, env);
    const rows = [{ step: "stored", result: `${stored.signups} sign-ups, ${stored.views} page views` }];
    try {
      const cookie = await signIn(server.base, env);
      for (const [label, target] of [
        ["overview (/admin)", "/admin"],
        ["analytics, 30 days", "/admin/analytics?range=30"],
        ["sign-ups, first page", "/admin/signups"],
        ["sign-ups CSV, all", "/admin/signups.csv"],
      ]) {
        const times = [];
        let bytes = 0;
        for (let i = 0; i < 50; i++) {
          const started = performance.now();
          const response = await fetch(`${server.base}${target}`, { headers: { cookie, accept: "text/html" } });
          bytes = (await response.arrayBuffer()).byteLength;
          if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
          times.push(performance.now() - started);
        }
        rows.push({
          step: label,
          result: `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${bytes} bytes)`,
        });
      }
    } finally {
      await server.stop();
    }
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
