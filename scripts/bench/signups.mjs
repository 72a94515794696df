// `npm run bench -- signups`: sustained early-access sign-ups per second, each request a real form
// submission with its own e-mail address, the way a browser sends it with JavaScript (the route's
// .data URL) and without (a plain form POST answered with the page). Afterwards the rows stored are
// counted against the 2xx answers: every accepted sign-up must be a row.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export const description = "early-access sign-ups (POST /career-ai), a new e-mail each, rate limit lifted";

// On disk, as the site runs in production, so the rows can be counted once the server has stopped.
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "bench-signups-")), "data");

export const serverEnv = { SIGNUP_RATE_LIMIT_PER_MINUTE: "1000000", DATA_DIR: dataDir };

const RUN = Date.now().toString(36);

const MODES = [
  { key: "js", label: "with JavaScript: POST /career-ai.data", path: "/career-ai.data" },
  { key: "html", label: "without: form POST /career-ai, page answered", path: "/career-ai" },
];

/** Requests for autocannon that each post a new early-access sign-up to `path`, from `<prefix>-<n>@example.com`. */
export function signupRequests(path, prefix) {
  let n = 0;
  return [
    {
      method: "POST",
      path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      setupRequest(request) {
        n += 1;
        const body = new URLSearchParams({
          firstName: "Bench",
          lastName: `Visitor ${n}`,
          email: `${prefix}-${n}@example.com`,
          learningInterest: "Using AI to prepare for interviews",
        });
        return { ...request, body: body.toString() };
      },
    },
  ];
}

function load(autocannon, options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function run({ base, duration, connections, autocannon }) {
  const rows = [];
  for (const mode of MODES) {
    // Warm-up (JIT, pools), with addresses of its own so the count below is only the measured run's.
    await load(autocannon, { url: base, connections, duration: 1, requests: signupRequests(mode.path, `bench-${RUN}-warm${mode.key}`) });
    const result = await load(autocannon, {
      url: base,
      connections,
      duration,
      requests: signupRequests(mode.path, `bench-${RUN}-${mode.key}`),
    });
    rows.push({
      mode: mode.label,
      "signups/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      sent: result.requests.sent,
      "2xx": result["2xx"],
      "non-2xx": result.non2xx,
      errors: result.errors + result.timeouts,
      key: mode.key,
    });
  }
  return rows;
}

async function countStored(databaseKind, databaseUrl) {
  const sql = `select split_part(split_part(email, '@', 1), '-', 3) as mode, count(*)::int as n
               from landing_page_signups where email like $1 group by 1`;
  const pattern = `bench-${RUN}-%`;
  if (databaseKind === "postgres") {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, [pattern])).rows;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(dataDir);
  try {
    return (await db.query(sql, [pattern])).rows;
  } finally {
    await db.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

/**
 * Every 2xx must be a stored row. A few more rows than 2xx answers are the requests still in flight
 * when the load stopped (at most one per connection): stored, but their answers not counted.
 */
export async function afterStop({ databaseKind, rows, databaseUrl }) {
  const stored = await countStored(databaseKind, databaseUrl);
  return rows.map(({ key, ...row }) => ({ ...row, "rows stored": stored.find((entry) => entry.mode === key)?.n ?? 0 }));
}
