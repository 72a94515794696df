// `npm run bench -- lighthouse`: Lighthouse's performance audit of the key pages in Debian's
// Chromium, mobile (its default form factor, with simulated throttling: the figures come from the
// trace, not the wall clock, so a busy machine changes them little), the median of
// BENCH_LIGHTHOUSE_RUNS runs (3) per page, with every host but the bench's own server unresolvable.
// `npm run bench -- lighthouse /about` audits other pages.
import { createRequire } from "node:module";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.mjs";
import { pageWeight } from "./page-weight.mjs";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const { version } = createRequire(import.meta.url)("lighthouse/package.json");

export const description = `Lighthouse ${version} performance, mobile with simulated throttling, the median of ${RUNS} runs per page (JS gzip: scripts/bench/page-weight.mjs)`;

// The audit is of the pages the browser gets; the database behind them does not change it.
export const pgliteOnly = true;

export const pages = [
  "/",
  "/watch-me-ai",
  "/blog/three-waves-ai-transformation",
  "/courses",
  "/courses/ai-tools-job-hunting",
  "/courses/business-building-ai",
  "/courses/executive-coach",
  "/events",
  "/mini-apps",
  "/smart-prompt-sheet",
  "/about",
];

const chromeFlags = [
  "--headless=new",
  ...CHROMIUM_ARGS,
  // Only the bench's server resolves: no request leaves the loopback interface (third parties, such
  // as the newsletter provider's script, fail at once instead of waiting for a network that is not there).
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

const value = (lhr, audit) => lhr.audits[audit]?.numericValue;

/** The hosts besides `origin` the page asked for (each refused by the host rules), named once each. */
function refusedHosts(lhr, origin) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const urls = items.map(({ url }) => url).filter((url) => /^(?:https?|wss?):/.test(url) && new URL(url).origin !== origin);
  return [...new Set(urls.map((url) => new URL(url).host))].join(" ");
}

const whyInvalid = (lhr) =>
  lhr.runtimeError?.code ?? lhr.audits.interactive?.errorMessage ?? lhr.audits["first-contentful-paint"]?.errorMessage ?? "no FCP or TTI";

export async function run({ base, pages }) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags, logLevel: "silent" });
  const rows = [];
  try {
    for (const page of pages) {
      const weight = await pageWeight(base, page);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(base + page, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
        if (result) runs.push(result.lhr);
      }
      // A run without FCP or TTI (Lighthouse's error, or a page that never went quiet) is left out of the median.
      const valid = filterToValidRuns(runs);
      const invalid = runs.filter((lhr) => !valid.includes(lhr)).map(whyInvalid);
      if (valid.length === 0) {
        rows.push({ page, runs: `0/${RUNS}: ${invalid.join("; ") || "no result"}` });
        continue;
      }
      const median = computeMedianRun(valid);
      rows.push({
        page,
        "JS gzip (KB)": +(weight.js / 1024).toFixed(1),
        score: Math.round((median.categories.performance.score ?? 0) * 100),
        "LCP (s)": +(value(median, "largest-contentful-paint") / 1000).toFixed(2),
        "TBT (ms)": Math.round(value(median, "total-blocking-time")),
        CLS: +value(median, "cumulative-layout-shift").toFixed(3),
        "FCP (s)": +(value(median, "first-contentful-paint") / 1000).toFixed(2),
        "server (ms)": Math.round(value(median, "server-response-time")),
        "refused hosts": refusedHosts(median, new URL(base).origin),
        runs: [`${valid.length}/${RUNS}`, ...invalid].join(": "),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
