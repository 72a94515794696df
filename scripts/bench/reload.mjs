// `npm run bench -- reload`: a reload (SIGHUP, decision 070) under a steady stream of requests, as an
// upgrade does it. On PGlite one site, asked directly; on PostgreSQL two instances behind nginx
// (docs/deploy/nginx.conf, over TLS), reloaded one after the other. For each: the requests sent and
// failed while it ran, the longest request, and the time from the signal to the new build answering
// /healthz. The build reloaded onto is the live one copied under a new name (scripts/bench/reload-harness.mjs).
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../free-port.mjs";
import { hasNginx, startNginx } from "./nginx-proxy.mjs";
import { nextBuild, startSupervised, steadyLoad, until } from "./reload-harness.mjs";

export const description = "a reload under 100 requests a second: sent, failed, longest request, signal → new build answering";

const RPS = Number(process.env.BENCH_RELOAD_RPS ?? 100);
// Requests before the first signal and after the last new build answers.
const SETTLE_MS = 3_000;

async function healthzBuild(url) {
  try {
    return (await (await fetch(`${url}/healthz`)).json()).build;
  } catch {
    return undefined;
  }
}

/** SIGHUP to `site` after swapping in a new build; resolves with the ms until that build answers. */
async function reload(root, linkName, site, url, made) {
  const next = nextBuild(root, linkName);
  made.push(next.remove);
  const signalled = performance.now();
  site.reload();
  await until(async () => (await healthzBuild(url)) === next.name, 120_000, "the new build answering");
  return Math.round(performance.now() - signalled);
}

export async function runStandalone({ root, databaseKind, databaseEnv }) {
  const linkName = `build-bench-reload-${process.pid}`;
  symlinkSync(path.relative(root, realpathSync(path.join(root, "build"))), path.join(root, linkName));
  const dir = mkdtempSync(path.join(tmpdir(), "bench-reload-"));
  const made = [];
  const sites = [];
  let proxy;
  try {
    const env = { HOST: "127.0.0.1", LOG_LEVEL: "info", BUILD_DIR: linkName, ...databaseEnv };
    const behindNginx = databaseKind === "postgres" && hasNginx();
    const count = behindNginx ? 2 : 1;
    for (let n = 0; n < count; n++) {
      const port = await freePort();
      const site = startSupervised(root, {
        ...env,
        PORT: String(port),
        DATA_DIR: path.join(dir, "data"),
        TRUST_PROXY: behindNginx ? "1" : "0",
      });
      sites.push({ site, url: await site.listening });
    }
    let base = sites[0].url;
    let ca;
    if (behindNginx) {
      proxy = await startNginx({ root, dir, port: await freePort(), upstreams: sites.map(({ url }) => new URL(url).host) });
      ({ base, ca } = proxy);
      await until(async () => (await fetch(`${sites[0].url}/healthz`)).ok, 30_000, "the sites answering");
    }
    const load = steadyLoad({ base, rps: RPS, ca });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const signalToAnswering = [];
    for (const { site, url } of sites) signalToAnswering.push(await reload(root, linkName, site, url, made));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const counts = await load.stop();
    return [
      {
        served: behindNginx ? "2 instances behind nginx (TLS)" : "1 instance, directly",
        "requests/s": RPS,
        sent: counts.sent,
        failed: counts.failed,
        errors: JSON.stringify(counts.errors),
        "longest ms": counts.longestMs,
        "signal → new build answering ms": signalToAnswering.join(", "),
      },
    ];
  } finally {
    await proxy?.stop();
    await Promise.all(sites.map(({ site }) => site.stop()));
    for (const remove of made) remove();
    rmSync(path.join(root, linkName), { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}
