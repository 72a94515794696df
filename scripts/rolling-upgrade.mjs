// Upgrades the site's instances one after the other, so the proxy in front always has one to send
// visitors to: docs/deploy.md, "Upgrading without downtime". Plain Node, no import of the app: it
// runs from any machine that reaches the instances' /healthz.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";

const USAGE = `Usage: node scripts/rolling-upgrade.mjs [options] HEALTH_URL COMMAND [HEALTH_URL COMMAND ...]

Upgrades the instances in the order given, one at a time. For each: reads the build its HEALTH_URL
(the instance's own /healthz, not the proxy's) reports, runs COMMAND (one shell command, quoted),
waits until HEALTH_URL answers 200 with another build, then waits the settle time before the next.
It stops at the first instance that does not come back, says which and why, and leaves the
instances after it on the build they run.

Options:
  --expect-build ID   wait for this build rather than any other than before (the id /healthz
                      reports: the build directory's name, such as build.20261129T030000-ab12cd)
  --settle SECONDS    wait after an instance is back before the next (default 10: more than the
                      5 s the proxies of docs/deploy keep a failed instance out)
  --timeout SECONDS   how long an instance may take to come back (default 150)
  -h, --help          this text

Example, two instances on two machines:
  node scripts/rolling-upgrade.mjs \\
    http://10.0.0.11:3000/healthz 'ssh app1 sudo systemctl reload work-waves' \\
    http://10.0.0.12:3000/healthz 'ssh app2 sudo systemctl reload work-waves'`;

const POLL_MS = 500;
const REQUEST_TIMEOUT_MS = 5_000;

/** What an instance's /healthz answers now: its status and build, or why it could not be read. */
async function readHealth(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), headers: { Accept: "application/json" } });
    const body = await response.json().catch(() => ({}));
    const build = typeof body?.build === "string" ? body.build : undefined;
    return { status: response.status, build, said: `${response.status}${build ? ` with build ${build}` : ""}` };
  } catch (error) {
    return { status: 0, build: undefined, said: error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error) };
  }
}

function runCommand(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", (error) => resolve(`it could not be started (${error.message})`));
    child.once("exit", (code, signal) => resolve(code === 0 ? undefined : `it exited with ${signal ?? `code ${code}`}`));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Upgrades `instances` ({ healthUrl, command }) in order. Resolves with { ok: true, builds } once
 * every instance is back on a new build, or { ok: false, failed, reason } at the first that is not
 * (the instances after it untouched).
 * @param {{ instances: Array<{ healthUrl: string, command: string }>, expectBuild?: string, settleMs?: number,
 *   timeoutMs?: number, pollMs?: number, log?: (line: string) => void }} options
 */
export async function rollingUpgrade({
  instances,
  expectBuild,
  settleMs = 10_000,
  timeoutMs = 150_000,
  pollMs = POLL_MS,
  log = console.log,
}) {
  const builds = [];
  for (const [index, { healthUrl, command }] of instances.entries()) {
    const name = `instance ${index + 1} of ${instances.length} (${healthUrl})`;
    const stop = (reason) => {
      const rest = instances.length - index - 1;
      log(`Stopped at ${name}: ${reason}.${rest ? ` The ${rest} after it were not touched.` : ""}`);
      return { ok: false, failed: index, reason };
    };

    const before = await readHealth(healthUrl);
    if (before.status !== 200) return stop(`before its upgrade it answers ${before.said}, not 200`);
    if (expectBuild && before.build === expectBuild) {
      log(`${name}: already runs ${expectBuild}`);
      builds.push(expectBuild);
      continue;
    }
    log(`${name}: runs ${before.build ?? "a build that /healthz does not name"}; running: ${command}`);

    const started = performance.now();
    const failed = await runCommand(command);
    if (failed) return stop(`the command failed: ${failed}`);

    let last;
    for (;;) {
      last = await readHealth(healthUrl);
      if (last.status === 200 && last.build && last.build !== before.build) {
        if (expectBuild && last.build !== expectBuild) return stop(`it came back on build ${last.build}, not ${expectBuild}`);
        break;
      }
      if (performance.now() - started > timeoutMs) {
        const still =
          last.status === 200 && last.build === before.build ? ` (still the build it ran before: did the new one fail to start?)` : "";
        return stop(`it did not come back on a new build within ${seconds(timeoutMs)}; it last answered ${last.said}${still}`);
      }
      await sleep(pollMs);
    }
    builds.push(last.build);
    log(`${name}: back on ${last.build} after ${seconds(performance.now() - started)}`);
    if (index < instances.length - 1) {
      log(`waiting ${seconds(settleMs)} before the next, so the proxy has taken it back`);
      await sleep(settleMs);
    }
  }
  log(`All ${instances.length} instances upgraded.`);
  return { ok: true, builds };
}

function parseCommandLine(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "expect-build": { type: "string" },
      settle: { type: "string", default: "10" },
      timeout: { type: "string", default: "150" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return { help: true };
  const number = (option) => {
    const value = Number(values[option]);
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${option} takes a number of seconds, not ${values[option]}`);
    return value * 1000;
  };
  if (positionals.length === 0 || positionals.length % 2 !== 0)
    throw new Error("give each instance as two arguments: its health URL, then its command");
  const instances = [];
  for (let i = 0; i < positionals.length; i += 2) {
    const healthUrl = positionals[i];
    if (!URL.canParse(healthUrl) || !/^https?:$/.test(new URL(healthUrl).protocol))
      throw new Error(`${healthUrl} is not an http(s) address: each instance is its health URL, then its command`);
    instances.push({ healthUrl, command: positionals[i + 1] });
  }
  return { instances, expectBuild: values["expect-build"], settleMs: number("settle"), timeoutMs: number("timeout") };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let options;
  try {
    options = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
  } else {
    const outcome = await rollingUpgrade(options);
    process.exitCode = outcome.ok ? 0 : 1;
  }
}
