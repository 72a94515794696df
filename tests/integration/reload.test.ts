import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { freePort } from "../../scripts/free-port.mjs";
import { nextBuild, startSupervised, steadyLoad, until } from "../../scripts/bench/reload-harness.mjs";

/**
 * A reload (SIGHUP to the process `npm start` and the service unit run, decision 070) under a steady
 * stream of requests: no request fails, and the new build answers after it. Each test runs the site on
 * a link of its own (BUILD_DIR), so the builds it swaps in touch nothing else.
 */

const repo = path.resolve(import.meta.dirname, "../..");
const linkName = `build-reload-test-${process.pid}`;
const made: Array<() => void> = [];

let live = "";
beforeAll(() => {
  ensureBuild({ quiet: true });
  live = realpathSync(path.join(repo, "build"));
}, 600_000);
// Every test starts on the live build, whatever the one before it swapped in.
beforeEach(() => {
  rmSync(path.join(repo, linkName), { force: true });
  symlinkSync(path.relative(repo, live), path.join(repo, linkName));
});
afterAll(() => {
  rmSync(path.join(repo, linkName), { force: true });
  for (const remove of made) remove();
});

const healthz = async (url: string) => (await fetch(`${url}/healthz`)).json() as Promise<{ status: string; build: string }>;

/** The site as `npm start` runs it, on its own port and this file's build link; stopped when the test ends. */
async function supervised(env: NodeJS.ProcessEnv) {
  // A port of its own, as a deployment has: a server started again listens where the last one did.
  const server = startSupervised(repo, {
    PORT: String(await freePort()),
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    BUILD_DIR: linkName,
    SEED_SAMPLE_DATA: "true",
    ...env,
  });
  onTestFinished(async () => {
    await server.stop();
  });
  return server;
}

async function site(env: NodeJS.ProcessEnv) {
  const server = await supervised(env);
  return { server, url: await server.listening };
}

async function reloadUnderLoad(env: NodeJS.ProcessEnv) {
  const { server, url } = await site(env);
  const before = (await healthz(url)).build;
  const load = steadyLoad({ base: url, rps: 50 });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const next = nextBuild(repo, linkName);
  made.push(next.remove);
  server.reload();
  await until(async () => (await healthz(url)).build === next.name, 90_000, "the new build answering");
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const counts = await load.stop();
  return { server, url, before, next, counts };
}

/**
 * A build whose migrations fail: it loads and listens, and fails only once it has the database. The
 * migrations are found beside the build, walking up from its server; this one gets its own.
 */
function buildWithFailingMigration(good: string) {
  const next = nextBuild(repo, linkName, { from: good });
  made.push(next.remove);
  const migrations = path.join(next.dir, "drizzle");
  cpSync(path.join(repo, "drizzle"), migrations, { recursive: true });
  const journalFile = path.join(migrations, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ idx: number; when: number; tag: string }> };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: "9999_fails" });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(path.join(migrations, "9999_fails.sql"), "select * from a_table_no_build_has;\n");
  return next;
}

describe("a reload under a steady stream of requests", () => {
  test("on PGlite: the new server holds what it gets until the old one has let go of the database", { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "reload-pglite-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const { server, url, before, next, counts } = await reloadUnderLoad({ DATA_DIR: dataDir, DATABASE_URL: "" });

    expect(counts.errors).toEqual({});
    expect(counts.failed).toBe(0);
    expect(counts.sent).toBeGreaterThan(50);
    expect(Object.keys(counts.builds)).toEqual([before, next.name]);
    expect(server.logged(/^reloaded$/)).toEqual([expect.objectContaining({ from: before, to: next.name })]);
    // The new server took over the data directory and serves from it: the sample sessions are there.
    expect(await (await fetch(`${url}/events`)).text()).toContain("Prompting Workshop");
    // A stop after the reload still stops cleanly.
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });

  test.runIf(process.env.TEST_DATABASE_URL)(
    "on PostgreSQL: the new server starts in full beside the old one, which then drains",
    { timeout: 180_000 },
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `reload_${process.pid}_${Date.now().toString(36)}`;
      await admin.query(`create database ${name}`);
      onTestFinished(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
      databaseUrl.pathname = `/${name}`;
      const { server, before, next, counts } = await reloadUnderLoad({ DATABASE_URL: databaseUrl.toString() });

      expect(counts.errors).toEqual({});
      expect(counts.failed).toBe(0);
      expect(Object.keys(counts.builds)).toEqual([before, next.name]);
      expect(server.logged(/^reloaded$/)).toHaveLength(1);
    },
  );
});

test("a new build that cannot start leaves the old one serving, and says why", { timeout: 180_000 }, async () => {
  const { server, url } = await site({ DATA_DIR: "memory://", DATABASE_URL: "" });
  const before = (await healthz(url)).build;
  const good = realpathSync(path.join(repo, linkName));
  const load = steadyLoad({ base: url, rps: 20, paths: ["/healthz", "/contact"] });
  const broken = nextBuild(repo, linkName, { broken: true });
  made.push(broken.remove);
  server.reload();
  await until(() => server.logged(/^reload failed/).length > 0, 90_000, "the failure logged");
  const counts = await load.stop();

  expect(counts.failed).toBe(0);
  expect(Object.keys(counts.builds)).toEqual([before]);
  expect((await healthz(url)).build).toBe(before);
  expect(server.logged(/^reload failed/)[0].msg).toBe(
    `reload failed: the new build did not start: this build cannot start; still serving ${before}`,
  );
  expect(server.child.exitCode).toBeNull();

  // Once a good build is in place, the next reload takes it.
  const fixed = nextBuild(repo, linkName, { from: good });
  made.push(fixed.remove);
  server.reload();
  await until(async () => (await healthz(url)).build === fixed.name, 90_000, "the good build answering");
});

test(
  "on PGlite, a new build that fails once it has the database hands it back: the previous build is started again",
  { timeout: 180_000 },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "reload-fails-late-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const { server, url } = await site({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const before = (await healthz(url)).build;
    const good = realpathSync(path.join(repo, linkName));
    const failing = buildWithFailingMigration(good);
    server.reload();
    await until(() => server.logged(/^reload failed after the hand-over/).length > 0, 90_000, "the failure logged");
    await until(
      async () => (await healthz(url).catch(() => ({ build: "" }))).build === before,
      90_000,
      "the previous build answering again",
    );
    expect(server.logged(/^reload failed/)[0]).toMatchObject({ build: failing.name });
    expect(server.logged(/^reload failed/)[0].msg).toContain(`starting ${before} again`);
    expect(server.child.exitCode).toBeNull();
    // The database is as the previous build left it: its pages read it.
    expect(await (await fetch(`${url}/events`)).text()).toContain("Prompting Workshop");
  },
);

test(
  "a stopping instance says so: /healthz answers 503 draining for SHUTDOWN_DRAIN_MS while pages are still served",
  { timeout: 120_000 },
  async () => {
    const { server, url } = await site({ DATA_DIR: "memory://", DATABASE_URL: "", SHUTDOWN_DRAIN_MS: "3000" });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    server.child.kill("SIGTERM");
    await until(async () => (await fetch(`${url}/healthz`)).status === 503, 10_000, "/healthz turning 503");
    const health = await fetch(`${url}/healthz`);
    expect(health.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await health.json()).toMatchObject({ status: "draining" });
    expect((await fetch(`${url}/contact`)).status).toBe(200);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  },
);

test("a reload asked for while the site is still starting is ignored, and the start goes on", { timeout: 120_000 }, async () => {
  const server = await supervised({ DATA_DIR: "memory://", DATABASE_URL: "" });
  // Once the supervisor has forked its server (its signal handlers are in place by then), before
  // that server, which loads the build and opens a database first, answers.
  const children = () => readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, "utf8").trim();
  await until(() => children() !== "", 30_000, "the server forked");
  server.reload();
  const url = await server.listening;
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  expect(server.logged(/still starting/)).toHaveLength(1);
});
