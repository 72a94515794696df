import { mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { nextBuild, startSupervised, steadyLoad, until } from "../../scripts/bench/reload-harness.mjs";

/**
 * A reload (SIGHUP to the process `npm start` and the service unit run, decision 070) under a steady
 * stream of requests: no request fails, and the new build answers after it. Each test runs the site on
 * a link of its own (BUILD_DIR), so the builds it swaps in touch nothing else.
 */

const repo = path.resolve(import.meta.dirname, "../..");
const linkName = `build-reload-test-${process.pid}`;
const made: Array<() => void> = [];

beforeAll(() => {
  ensureBuild({ quiet: true });
  symlinkSync(path.relative(repo, realpathSync(path.join(repo, "build"))), path.join(repo, linkName));
}, 600_000);
afterAll(() => {
  rmSync(path.join(repo, linkName), { force: true });
  for (const remove of made) remove();
});

const healthz = async (url: string) => (await fetch(`${url}/healthz`)).json() as Promise<{ status: string; build: string }>;

async function site(env: NodeJS.ProcessEnv) {
  const server = startSupervised(repo, {
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    BUILD_DIR: linkName,
    SEED_SAMPLE_DATA: "true",
    ...env,
  });
  onTestFinished(async () => {
    await server.stop();
  });
  const url = await server.listening;
  return { server, url };
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
