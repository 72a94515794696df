// `npm run bench -- memory`: what the server holds in memory on a small machine. It starts its own
// server (so it can read the process's resident memory from /proc) on a fresh database and reads
// its resident memory (RSS) at start, after 10,000 requests to ten public pages, while a backup is
// taken, while 10,000 sign-ups are exported as CSV, and over a steady load: its first minute
// against the end (a leak shows as growth). Every phase's peak is sampled every 50 ms; the kernel's
// high-water mark (VmHWM) is the peak of the whole run. It then says where the JavaScript heap goes
// by module (heap-by-module.mjs). The figures are held to the memory budget in
// budgets.mjs: a size check, which a busy machine moves far less than a timing.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS, serverEnv } from "../server-process.mjs";
import { memoryBudgets } from "./budgets.mjs";
import { startBenchServer } from "./bench-server.mjs";
import { heapByModule } from "./heap-by-module.mjs";
import { signupRequests } from "./signups.mjs";

export const description = "resident memory at start, after 10,000 page requests, during a backup and an export, under steady load";

const PAGES = [
  "/events",
  "/about",
  "/",
  "/blog",
  "/resources",
  "/courses/ai-tools-job-hunting",
  "/mini-apps",
  "/blog/three-waves-ai-transformation",
  "/ai-glossary",
  "/work-with-me",
];
const REQUESTS_PER_PAGE = 1_000;
const SIGNUPS = 10_000;
// The steady load: 5 minutes by default; the first minute's end is the reference.
const SOAK_SECONDS = Number(process.env.BENCH_MEMORY_SOAK_SECONDS ?? 300);
const MB = 1024 * 1024;

/** Resident memory and the kernel's high-water mark of a process, in bytes. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** Samples a process's resident memory until stopped; `phase()` starts a new peak. */
function sampler(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
    } catch {
      // The process has ended.
    }
  }, 50);
  return {
    phase() {
      peak = memoryOf(pid).rss;
    },
    peak: () => Math.max(peak, memoryOf(pid).rss),
    stop: () => clearInterval(timer),
  };
}

/**
 * The resident part of PGlite's WebAssembly memory, from /proc/<pid>/smaps: V8 reserves a
 * WebAssembly memory as its accessible part followed by guard pages of several GB, so it is the
 * mapping just before a mapping of 4 GB or more that cannot be accessed. 0 on PostgreSQL.
 */
function wasmResident(pid) {
  const mappings = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (head) mappings.push({ size: parseInt(head[2], 16) - parseInt(head[1], 16), perms: head[3], rss: 0 });
    else if (line.startsWith("Rss:")) mappings.at(-1).rss = Number(line.split(/\s+/)[1]) * 1024;
  }
  let resident = 0;
  for (let i = 1; i < mappings.length; i++) {
    if (mappings[i].perms === "---p" && mappings[i].size >= 4 * 1024 * MB && mappings[i - 1].perms === "rw-p")
      resident += mappings[i - 1].rss;
  }
  return resident;
}

/**
 * Where the server's resident memory is (memory-probe.mjs): V8's JavaScript heap, the resident
 * part of PGlite's WebAssembly memory, and the rest (compiled code, malloc's arenas with the
 * Buffers and compression state in them, thread stacks, the Node binary itself).
 */
async function splitOf(pid, probeFile) {
  const lines = () => (existsSync(probeFile) ? readFileSync(probeFile, "utf8").trim().split("\n").filter(Boolean) : []);
  const before = lines().length;
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 200 && lines().length === before; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  const line = lines()[before];
  if (!line) return {};
  const usage = JSON.parse(line);
  const wasm = wasmResident(pid);
  return { "JS heap MB": usage.heapTotal, "PGlite MB": wasm, "other MB": Math.max(0, usage.rss - usage.heapTotal - wasm) };
}

function load(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** The ten pages, each asked `amount` times as a browser asks (compressed), 20 connections. */
async function mixedRequests(base, amount) {
  let failed = 0;
  for (const page of PAGES) {
    const result = await load({ url: base + page, connections: 20, amount, headers: { "accept-encoding": "br, gzip" } });
    failed += result.errors + result.non2xx;
  }
  return failed;
}

/** The owner's command line against the running server (over its socket on PGlite), as the owner runs it. */
function admin(root, env, argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/admin.mjs", ...argv], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`admin ${argv.join(" ")} exited ${code}: ${stderr}`))));
  });
}

export async function runStandalone({ root, databaseKind, databaseEnv }) {
  const work = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
  // The server as `npm start` and the systemd unit run it: its Node flags and environment.
  const env = serverEnv({
    ...process.env,
    DATA_DIR: path.join(work, "data"),
    LOG_LEVEL: "warn",
    SIGNUP_RATE_LIMIT_PER_MINUTE: "1000000",
    ...databaseEnv,
  });
  const probeFile = path.join(work, "memory-probe.jsonl");
  const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), "memory-probe.mjs");
  const { base, child, stop } = await startBenchServer(
    root,
    { ...env, BENCH_MEMORY_PROBE: probeFile },
    { nodeFlags: [...SERVER_NODE_FLAGS, "--import", probe] },
  );
  const rows = [];
  const figures = {};
  const row = (phase, values) => {
    rows.push({
      phase,
      ...Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, typeof value === "number" ? Math.round(value / MB) : value]),
      ),
    });
  };
  try {
    const samples = sampler(child.pid);
    try {
      // Settled: the start's own work (migrations, the job queue) is done and collected.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      figures.start = memoryOf(child.pid).rss;
      row("start", { "RSS MB": figures.start, "peak MB": memoryOf(child.pid).hwm, ...(await splitOf(child.pid, probeFile)) });

      samples.phase();
      const failed = await mixedRequests(base, REQUESTS_PER_PAGE);
      figures.afterRequests = memoryOf(child.pid).rss;
      row(`${PAGES.length * REQUESTS_PER_PAGE} page requests`, {
        "RSS MB": figures.afterRequests,
        "peak MB": samples.peak(),
        failed,
        ...(await splitOf(child.pid, probeFile)),
      });

      samples.phase();
      await admin(root, env, ["backup", "--out", path.join(work, `backup.${databaseKind}`)]);
      row("backup", { "RSS MB": memoryOf(child.pid).rss, "peak MB": samples.peak(), ...(await splitOf(child.pid, probeFile)) });

      const posted = await load({ url: base, connections: 10, amount: SIGNUPS, requests: signupRequests("/career-ai.data", "memory") });
      samples.phase();
      await admin(root, env, ["signups", "export", "--out", path.join(work, "signups.csv")]);
      row(`CSV export of ${SIGNUPS} sign-ups`, {
        "RSS MB": memoryOf(child.pid).rss,
        "peak MB": samples.peak(),
        failed: posted.errors + posted.non2xx,
        ...(await splitOf(child.pid, probeFile)),
      });

      samples.phase();
      const soakStarted = Date.now();
      let firstMinute;
      while (Date.now() - soakStarted < SOAK_SECONDS * 1000) {
        await mixedRequests(base, 200);
        if (firstMinute === undefined && Date.now() - soakStarted >= Math.min(60, SOAK_SECONDS / 2) * 1000)
          firstMinute = memoryOf(child.pid).rss;
      }
      const end = memoryOf(child.pid).rss;
      figures.growth = firstMinute ? end / firstMinute - 1 : 0;
      row(`steady load, ${SOAK_SECONDS} s`, {
        "RSS MB": end,
        "peak MB": samples.peak(),
        "after 1st minute MB": firstMinute,
        growth: `${(figures.growth * 100).toFixed(1)} %`,
        ...(await splitOf(child.pid, probeFile)),
      });
      figures.peak = memoryOf(child.pid).hwm;
      row("whole run (VmHWM)", { "peak MB": figures.peak });
    } finally {
      samples.stop();
    }
  } finally {
    await stop();
    rmSync(work, { recursive: true, force: true });
  }

  const budget = memoryBudgets[databaseKind];
  const failures = [];
  if (figures.afterRequests > budget.afterRequests)
    failures.push(
      `${databaseKind}: ${Math.round(figures.afterRequests / MB)} MB after the requests, over its budget of ${budget.afterRequests / MB} MB`,
    );
  if (figures.peak > budget.peak)
    failures.push(`${databaseKind}: a peak of ${Math.round(figures.peak / MB)} MB, over its budget of ${budget.peak / MB} MB`);
  if (figures.growth > budget.growth)
    failures.push(`${databaseKind}: grew ${(figures.growth * 100).toFixed(1)} % under steady load, over ${budget.growth * 100} %`);
  // The same on either database: printed once.
  if (databaseKind === "pglite") {
    console.log("\nThe JavaScript heap by module: each package the server bundle imports, loaded alone in a fresh process");
    console.table(heapByModule(root));
  }
  return { rows, failures };
}
