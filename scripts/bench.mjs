// `npm run bench`: a report, not a test. Builds if needed, starts the production server in its own
// process, then prints for each page the gzip bytes of JS and CSS it loads, and its throughput
// and latency under 50 connections for 10 seconds (autocannon).
import { join, resolve as resolvePath } from "node:path";
import autocannon from "autocannon";
import { ensureBuild } from "./ensure-build.mjs";
import { buildName, readBuildInfo, root } from "./build-state.mjs";
import { pageWeight } from "./bench/page-weight.mjs";
import { startBenchServer } from "./bench/bench-server.mjs";

const PAGES = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
// Named scenarios (`npm run bench -- signups`) live in scripts/bench/<name>.mjs; see runScenario.
const SCENARIOS = process.argv.slice(2).filter((arg) => /^[a-z][a-z0-9-]*$/.test(arg));
const scenarios = await Promise.all(SCENARIOS.map(async (name) => [name, await import(`./bench/${name}.mjs`)]));
// A scenario that measures pages (budgets, lighthouse) takes those of the command line for its own.
const pagesTaken = scenarios.some(([, scenario]) => scenario.pages);
const paths = pagesTaken ? [] : PAGES.length || SCENARIOS.length ? PAGES : ["/", "/contact"];
// BENCH_ROOT: another checkout whose build is served as it is (an earlier commit's, to compare with).
const serveRoot = process.env.BENCH_ROOT ? resolvePath(process.env.BENCH_ROOT) : root;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/**
 * A scenario module exports `description`, optional `serverEnv` (extra variables for the server,
 * e.g. a lifted rate limit) and `run({ base, databaseKind, duration, connections, autocannon, pages })`,
 * which returns rows for console.table, or `{ rows, failures }`: each failure is printed and the
 * bench exits non-zero (budgets). An optional `afterStop({ databaseKind, rows, databaseUrl })`
 * runs once the server has stopped and returns the rows to print (e.g. with what was stored). It runs on PGlite, and on PostgreSQL too when
 * BENCH_DATABASE_URL names a database the bench may fill, unless it exports `pgliteOnly` (its figures
 * do not depend on the database). A scenario that measures pages exports them as `pages`; pages given
 * on the command line replace them. A scenario that starts and stops servers
 * itself (restart, memory) exports `runStandalone({ root, databaseKind, databaseEnv })` instead of `run`, which
 * returns rows or `{ rows, failures }` as `run` does.
 */
async function runScenario(name, scenario) {
  const kinds = [["pglite", {}]];
  if (process.env.BENCH_DATABASE_URL && !scenario.pgliteOnly) kinds.push(["postgres", { DATABASE_URL: process.env.BENCH_DATABASE_URL }]);
  for (const [databaseKind, databaseEnv] of kinds) {
    if (scenario.runStandalone) {
      const result = await scenario.runStandalone({ root: serveRoot, databaseKind, databaseEnv });
      const { rows, failures = [] } = Array.isArray(result) ? { rows: result } : result;
      console.log(`\n${name} on ${databaseKind}: ${scenario.description} (Node ${process.version}, ${new Date().toISOString()})`);
      console.table(rows);
      for (const failure of failures) console.error(failure);
      if (failures.length) process.exitCode = 1;
      continue;
    }
    const { base, stop } = await startBenchServer(serveRoot, { ...scenario.serverEnv, ...databaseEnv });
    let rows;
    let failures = [];
    try {
      const pages = PAGES.length ? PAGES : scenario.pages;
      const result = await scenario.run({ base, databaseKind, duration: DURATION, connections: CONNECTIONS, autocannon, pages });
      if (Array.isArray(result)) rows = result;
      else ({ rows, failures = [] } = result);
    } finally {
      await stop();
    }
    // With the server stopped its database is free to read (a PGlite directory takes one process).
    if (scenario.afterStop) rows = await scenario.afterStop({ databaseKind, rows, databaseUrl: databaseEnv.DATABASE_URL });
    console.log(`\n${name} on ${databaseKind}: ${scenario.description} (Node ${process.version}, ${new Date().toISOString()})`);
    console.table(rows);
    for (const failure of failures) console.error(failure);
    if (failures.length) process.exitCode = 1;
  }
}

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

if (serveRoot === root) ensureBuild();
else if (!readBuildInfo(join(serveRoot, buildName))) {
  console.error(`No build in ${join(serveRoot, buildName)}: run npm run build there first.`);
  process.exit(1);
}
for (const [name, scenario] of scenarios) await runScenario(name, scenario);
// exit() without a code keeps the one a failed scenario set.
if (paths.length === 0) process.exit();
const { base, stop } = await startBenchServer(serveRoot);
try {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [];
  for (const path of paths) {
    const weight = await pageWeight(base, path);
    await load(base + path, 2); // warm-up: JIT and caches
    const result = await load(base + path, DURATION);
    rows.push({
      page: path,
      "JS gzip": kb(weight.js),
      "of it inline": kb(weight.inlineJs),
      "CSS gzip": kb(weight.css),
      files: weight.files,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per page, Node ${process.version}, ${new Date().toISOString()}`);
  console.table(rows);
} finally {
  await stop();
}
