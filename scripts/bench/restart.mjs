// `npm run bench -- restart`: how long a server killed with SIGKILL while it takes sign-ups is
// away, the way a process manager restarting it at once sees it. Each round kills the running
// server and starts it again on the same data: the time from the kill until /healthz answers 200,
// and the starts refused on the way (a start refused because the database is locked is tried again
// at once, as `Restart=always` would). It starts its own servers, so it runs standalone.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../free-port.mjs";

export const description = "SIGKILL under sign-ups, then an immediate start: kill to healthy, refused starts";

const ROUNDS = Number(process.env.BENCH_RESTART_ROUNDS ?? 10);
// Sign-ups before each kill, so that PGlite has WAL to recover.
const WRITES_BEFORE_KILL = 50;

function start(root, env) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/** Until /healthz answers 200: "healthy", or "refused" when the start exits on a locked database. */
async function outcome(base, server) {
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      if (/locked/i.test(server.stderr())) return "refused";
      throw new Error(`the server exited with ${server.child.exitCode ?? server.child.signalCode}:\n${server.stderr()}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return "healthy";
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sign-ups from 4 connections until `count` are sent or `until.stopped`. */
async function signUps(base, round, count, until = { stopped: false }) {
  let sent = 0;
  const worker = async () => {
    while (sent < count && !until.stopped) {
      sent += 1;
      const body = new URLSearchParams({
        firstName: "Bench",
        lastName: "Restart",
        email: `bench-restart-${Date.now().toString(36)}-${round}-${sent}@example.com`,
        learningInterest: "Using AI to prepare for interviews",
      });
      await fetch(`${base}/career-ai.data`, { method: "POST", body }).catch(() => {});
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

export async function runStandalone({ root, databaseEnv }) {
  const dataRoot = mkdtempSync(path.join(tmpdir(), "bench-restart-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: path.join(dataRoot, "data"),
    SEED_SAMPLE_DATA: "false",
    SIGNUP_RATE_LIMIT_PER_MINUTE: "1000000",
    ...databaseEnv,
  };
  let server = start(root, env);
  const rows = [];
  try {
    if ((await outcome(base, server)) !== "healthy") throw new Error(`the first start was refused:\n${server.stderr()}`);
    for (let round = 1; round <= ROUNDS; round++) {
      // Writes still in flight when the kill lands: the state a crash leaves.
      await signUps(base, round, WRITES_BEFORE_KILL);
      const writers = { stopped: false };
      const inFlight = signUps(base, round, Infinity, writers);
      await new Promise((resolve) => setTimeout(resolve, 100));
      server.child.kill("SIGKILL");
      await server.exited;
      const killedAt = performance.now();
      writers.stopped = true;
      await inFlight;
      let refused = 0;
      for (;;) {
        server = start(root, env);
        if ((await outcome(base, server)) === "healthy") break;
        refused += 1;
      }
      rows.push({ round, "kill → healthy ms": Math.round(performance.now() - killedAt), "refused starts": refused });
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataRoot, { recursive: true, force: true });
  }
  rows.push({
    round: "max",
    "kill → healthy ms": Math.max(...rows.map((row) => row["kill → healthy ms"])),
    "refused starts": rows.reduce((sum, row) => sum + row["refused starts"], 0),
  });
  return rows;
}
