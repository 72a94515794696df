// What the reload bench (scripts/bench/reload.mjs) and the reload tests (tests/integration/reload.test.ts)
// share: a steady stream of requests that counts what failed, a second build to reload onto, and the
// site run as `npm start` runs it (scripts/start.mjs, the supervisor) with its signals.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";

/**
 * Requests at `rps` a second, spread over `paths` in turn, on kept-alive connections as a browser or
 * a proxy keeps them, until `stop()`, which waits for the last answers and resolves with the counts:
 * sent, failed (any answer of 400 or more, or no answer), the errors by kind, the longest request,
 * and when each build /healthz named was first seen.
 * @param {{ base: string, rps: number, paths?: string[], ca?: string }} options
 */
export function steadyLoad({ base, rps, paths = ["/healthz", "/", "/events", "/about", "/blog"], ca }) {
  const secure = base.startsWith("https:");
  const agent = new (secure ? https : http).Agent({ keepAlive: true, maxSockets: 32, ...(ca ? { ca } : {}) });
  const counts = { sent: 0, failed: 0, errors: {}, longestMs: 0, builds: {} };
  const inFlight = new Set();
  const fail = (kind) => {
    counts.failed += 1;
    counts.errors[kind] = (counts.errors[kind] ?? 0) + 1;
  };
  const one = (pathname) =>
    new Promise((resolve) => {
      const started = performance.now();
      const done = () => {
        counts.longestMs = Math.max(counts.longestMs, Math.round(performance.now() - started));
        resolve();
      };
      const request = (secure ? https : http).get(`${base}${pathname}`, { agent }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("error", (error) => {
          fail(error.code ?? error.message);
          done();
        });
        response.on("end", () => {
          if ((response.statusCode ?? 0) >= 400) fail(String(response.statusCode));
          else if (pathname === "/healthz") {
            const build = JSON.parse(body).build;
            counts.builds[build] ??= Date.now();
          }
          done();
        });
      });
      request.on("error", (error) => {
        fail(error.code ?? error.message);
        done();
      });
    });
  const timer = setInterval(() => {
    const pathname = paths[counts.sent % paths.length];
    counts.sent += 1;
    const answered = one(pathname).finally(() => inFlight.delete(answered));
    inFlight.add(answered);
  }, 1000 / rps);
  return {
    counts,
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      agent.destroy();
      return counts;
    },
  };
}

/**
 * A second build to reload onto: the live one of `root`'s `linkName` (or the build directory `from`)
 * copied with hard links under a name of its own in `.builds/`, and the link swapped to it as
 * `npm run build` swaps it. `broken` makes one whose server cannot even load. Returns the new build's
 * name and directory, and a function that removes it.
 * @param {string} root
 * @param {string} linkName
 * @param {{ broken?: boolean, from?: string }} [options]
 */
export function nextBuild(root, linkName, { broken = false, from } = {}) {
  const live = from ?? realpathSync(path.join(root, linkName));
  const name = `${path.basename(live).replace(/-(next|broken)-[0-9a-f]+$/, "")}-${broken ? "broken" : "next"}-${randomBytes(3).toString("hex")}`;
  const dir = path.join(path.dirname(live), name);
  execFileSync("cp", ["-al", live, dir]);
  if (broken) {
    // A hard link shares its file with the live build: replace it, never write through it.
    rmSync(path.join(dir, "server/server.js"));
    writeFileSync(path.join(dir, "server/server.js"), 'throw new Error("this build cannot start");\n');
  }
  const swap = path.join(root, `${linkName}.swap-${process.pid}`);
  symlinkSync(path.relative(root, dir), swap);
  renameSync(swap, path.join(root, linkName));
  return { name, dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The site as `npm start` runs it in production, from `root`, until `stop()`: the supervisor's
 * process, its output, the URL once the first server listens, and `reload()` (SIGHUP).
 */
export function startSupervised(root, env) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_FORMAT: "json", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const lines = [];
  const onData = (chunk) => {
    output += chunk.toString();
    lines.push(...chunk.toString().split("\n").filter(Boolean));
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const listening = new Promise((resolve, reject) => {
    const look = () => {
      const match = /"url":"([^"]+)"[^\n]*"msg":"listening"/.exec(output);
      if (match) {
        child.stdout.off("data", look);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", look);
    exited.then(({ code, signal }) => reject(new Error(`npm start exited with ${signal ?? code} before listening:\n${output}`)));
  });
  return {
    child,
    listening,
    exited,
    output: () => output,
    /** The JSON log lines (parsed) whose `msg` matches `pattern`, in order. */
    logged: (pattern) =>
      lines.flatMap((line) => {
        try {
          const entry = JSON.parse(line);
          return pattern.test(entry.msg) ? [entry] : [];
        } catch {
          return [];
        }
      }),
    reload: () => child.kill("SIGHUP"),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const result = await exited;
      clearTimeout(force);
      return result;
    },
  };
}

/** Resolves once `check()` is true, polling every 20 ms; rejects after `timeoutMs`. */
export async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
