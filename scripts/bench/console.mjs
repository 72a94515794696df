// `npm run bench -- console`: the server time of the owner's console overview on a database of a
// real size. The running site is filled through its own form with 10,000 early-access sign-ups
// (three pages), then the owner signs in with `npm run admin -- login-link` and /admin is asked for
// 50 times in a row: the time to its whole answer, p50 and p95, beside the sign-ups page and the
// sign-ups CSV of all 10,000.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const description = "10,000 sign-ups; the console's overview, sign-ups page and CSV";

const SIGNUPS = Number(process.env.BENCH_CONSOLE_SIGNUPS ?? 10_000);
const work = mkdtempSync(path.join(tmpdir(), "bench-console-"));
const RUN = Date.now().toString(36);
const PAGES = ["/career-ai", "/business-building-ai", "/ai-coaches-leaders"];

export const serverEnv = { DATA_DIR: path.join(work, "data"), SIGNUP_RATE_LIMIT_PER_MINUTE: "1000000" };

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

export async function run({ base, databaseKind, autocannon }) {
  const env = databaseKind === "postgres" ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
  let n = 0;
  const filled = await autocannon({
    url: base,
    connections: 20,
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

  const link = spawnSync(process.execPath, ["scripts/admin.mjs", "login-link"], {
    env: { ...process.env, ...serverEnv, NODE_ENV: "production", LOG_LEVEL: "warn", SITE_URL: base, ...env },
    encoding: "utf8",
  });
  const token = /token=([\w-]+)/.exec(link.stdout)?.[1];
  if (!token) throw new Error(`no sign-in link:\n${link.stderr}`);
  const signIn = await fetch(`${base}/admin/sign-in/link`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  const cookie = /admin_session=[\w-]+/.exec(signIn.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`signing in answered ${signIn.status}`);

  const rows = [];
  for (const [label, target] of [
    ["overview (/admin)", "/admin"],
    ["sign-ups, first page", "/admin/signups"],
    ["sign-ups CSV, all", "/admin/signups.csv"],
  ]) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      const response = await fetch(`${base}${target}`, { headers: { cookie, accept: "text/html" } });
      bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
      times.push(performance.now() - started);
    }
    rows.push({
      step: label,
      result: `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${bytes} bytes)`,
    });
  }
  return rows;
}

export function afterStop({ rows }) {
  rmSync(work, { recursive: true, force: true });
  return rows;
}
