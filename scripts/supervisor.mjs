// The process `npm start` and the service unit run (decision 070): it holds the site's listening
// socket and runs the server itself in a worker process (scripts/serve.mjs, with the Node flags and
// environment of scripts/server-process.mjs). SIGHUP reloads: it starts the newest good build beside
// the running one, on the same socket, and hands over without a failed request:
// - the new server starts while the old one serves; on PostgreSQL (or in memory) it opens the database,
//   starts its jobs and only then accepts, and the old one drains;
// - on PGlite, where one process at a time may open the data directory, the new server accepts at once
//   and holds the requests it gets, the old one drains and closes the database, and the new one opens
//   it and answers them;
// - a new build that cannot start leaves the old one serving and the reason in the log; if it fails
//   after the old one has let go of PGlite, the old build is started again.
// Draining: the old server stops accepting (the socket stays open: the kernel queues new connections
// for the new one), answers what it has with "Connection: close", and exits.
//
// Kept free of the app's imports: it runs whichever build is newest, and outlives each of them. So it
// has no share in the app's logger either; it writes its few lines in the same shape (JSON lines for
// a journal, plain lines in a terminal).
import cluster from "node:cluster";
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { BUILD_INFO, buildName } from "./build-state.mjs";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-process.mjs";

/** How long a new build may take to start (migrations included) before the reload gives up on it. */
const START_TIMEOUT_MS = 120_000;

const readable = process.env.LOG_FORMAT === "pretty" || (process.env.LOG_FORMAT !== "json" && process.stdout.isTTY === true);
const LEVELS = { info: 30, warn: 40, error: 50 };

function log(level, message, details = {}) {
  if (readable) {
    const extra = Object.entries(details)
      .map(([key, value]) => `${key}=${value}`)
      .join(" ");
    (level === "info" ? console.log : console.error)(`[supervisor] ${message}${extra ? ` (${extra})` : ""}`);
    return;
  }
  process.stdout.write(
    `${JSON.stringify({ level: LEVELS[level], time: new Date().toISOString(), role: "supervisor", ...details, msg: message })}\n`,
  );
}

/** The release to run now: where `root` points (a link, in a deployment's `current`), and its live build. */
function newestBuild(root) {
  const release = realpathSync(root);
  const link = path.join(release, buildName);
  const complete = existsSync(path.join(link, "server/server.js")) && existsSync(path.join(link, BUILD_INFO));
  if (!complete) throw new Error(`there is no complete build in ${link}: run npm run build there first`);
  const buildDir = realpathSync(link);
  return { release, buildDir, build: path.basename(buildDir) };
}

/**
 * Runs the server and reloads it on SIGHUP; resolves never, exits as the server does. `root` is the
 * checkout or release as it was named, not resolved, so that a reload follows a `current` link that
 * has moved on to a newer release.
 */
export function supervise({ root }) {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let serving; // { worker, release, buildDir, build, retiring }
  let started = false;
  let reloading = false;
  let stopping;

  // The build is named by its own directory, not the `build` link, which a later build moves on.
  const start = ({ release, buildDir, build }, { handover }) => {
    cluster.setupPrimary({ exec: path.join(release, "scripts/serve.mjs"), execArgv: SERVER_NODE_FLAGS, cwd: release });
    const defaults = Object.fromEntries(Object.entries(SERVER_ENV).filter(([name]) => process.env[name] === undefined));
    const worker = cluster.fork({ ...defaults, SERVE_BUILD_DIR: buildDir, SERVE_HANDOVER: handover ? "1" : "" });
    return { worker, release, buildDir, build, retiring: false };
  };

  /** Resolves with the worker's next message of one of `types`, or rejects when it exits first. */
  const next = (worker, types, timeoutMs) =>
    new Promise((resolve, reject) => {
      const timer = timeoutMs
        ? setTimeout(() => done(reject, new Error(`it did not start within ${timeoutMs / 1000} s`)), timeoutMs)
        : undefined;
      let failure;
      const onMessage = (message) => {
        if (message?.type === "failed") failure = message.message;
        if (types.includes(message?.type)) done(resolve, message);
      };
      const onExit = (code, signal) =>
        done(reject, Object.assign(new Error(failure ?? `it exited (${signal ?? `code ${code}`})`), { code, signal }));
      const done = (settle, value) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("exit", onExit);
        settle(value);
      };
      worker.on("message", onMessage);
      worker.on("exit", onExit);
    });

  const exited = (worker) => (worker.isDead() ? Promise.resolve() : new Promise((resolve) => worker.once("exit", () => resolve())));

  /** The old server's stop, bounded: one that hangs is killed rather than keep the new one waiting. */
  const retired = async (worker) => {
    const timer = setTimeout(() => {
      log("error", `the old server did not stop within ${START_TIMEOUT_MS / 1000} s: killed`);
      worker.process.kill("SIGKILL");
    }, START_TIMEOUT_MS);
    await exited(worker);
    clearTimeout(timer);
  };

  /** The serving worker ended without being asked: so does the supervisor, with its code or signal. */
  const watch = (current) => {
    current.worker.once("exit", (code, signal) => {
      if (current.retiring || stopping) return;
      log("error", "the server stopped", { code, signal });
      if (signal) process.kill(process.pid, signal);
      process.exit(code ?? 1);
    });
  };

  const reload = async () => {
    if (stopping) return;
    // Until the first server answers, it has nothing to hand over (and could not be asked to).
    if (!started) return log("warn", "the site is still starting: this reload is ignored");
    if (reloading) return log("warn", "a reload is already under way: this one is ignored");
    reloading = true;
    const began = performance.now();
    const old = serving;
    let target;
    try {
      target = newestBuild(root);
    } catch (error) {
      reloading = false;
      return log("error", `reload refused: ${error.message}; still serving ${old.build}`);
    }
    log("info", "reloading", { from: old.build, to: target.build });
    const candidate = start(target, { handover: true });
    let released = false;
    try {
      const first = await next(candidate.worker, ["hold", "ready"], START_TIMEOUT_MS);
      old.retiring = true;
      if (first.type === "hold") {
        // PGlite: the new server holds what it receives; the old one lets go of the database.
        old.worker.send({ type: "drain" });
        await retired(old.worker);
        released = true;
        candidate.worker.send({ type: "database-released" });
        await next(candidate.worker, ["ready"], START_TIMEOUT_MS);
      } else {
        old.worker.send({ type: "drain" });
        void retired(old.worker);
      }
      serving = candidate;
      watch(candidate);
      log("info", "reloaded", { from: old.build, to: candidate.build, ms: Math.round(performance.now() - began) });
    } catch (error) {
      candidate.worker.process.kill("SIGKILL");
      if (!released) {
        log("error", `reload failed: the new build did not start: ${error.message}; still serving ${old.build}`, { build: target.build });
      } else {
        // The old server has closed the database and gone: start its build again.
        log("error", `reload failed after the hand-over: ${error.message}; starting ${old.build} again`, { build: target.build });
        serving = start(old, { handover: false });
        watch(serving);
        await next(serving.worker, ["ready"], START_TIMEOUT_MS).catch((restartError) => {
          log("error", `the previous build did not start again either: ${restartError.message}`);
          process.exit(1);
        });
      }
    } finally {
      reloading = false;
    }
  };

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    // A terminal's Ctrl-C reaches the workers too; stopping twice is stopping once.
    const workers = Object.values(cluster.workers ?? {});
    for (const worker of workers) worker.process.kill(signal);
    Promise.all(workers.map(exited)).then(() => {
      const code = serving?.worker.process.exitCode;
      process.exit(code ?? 0);
    });
  };

  // Before the first server starts: a SIGHUP unhandled would end this process.
  process.on("SIGHUP", () => void reload());
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  let first;
  try {
    first = newestBuild(root);
  } catch (error) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  serving = start(first, { handover: false });
  // Until the first server answers, its failure is the start's: the same exit code, its own words.
  next(serving.worker, ["ready"]).then(
    () => {
      started = true;
      watch(serving);
    },
    (error) => {
      if (stopping) return;
      if (error.signal) process.kill(process.pid, error.signal);
      process.exit(error.code ?? 1);
    },
  );
}
