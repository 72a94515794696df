// `npm run bench -- newsletter-send`: one issue sent to 10,000 confirmed subscribers through a local
// SMTP server that counts what it receives. It starts its own server (to read its resident memory
// and to kill it) on a fresh database, imports the list and writes the post with the owner's
// command line, then measures: the time from `newsletter send` until the server has taken all
// 10,000, the server's memory during the send, the home page's p99 latency at 50 connections before
// and during the send; then sends a second issue, kills the server with SIGKILL a third of the way
// through, starts it again, and counts the messages any recipient received twice.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { serverEnv } from "../server-process.mjs";
import { startBenchServer } from "./bench-server.mjs";

export const description =
  "an issue to 10,000 confirmed subscribers: time, memory, a page's p99 during the send, duplicates after a kill -9";

const SUBSCRIBERS = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 10_000);
const MB = 1024 * 1024;

/** A loopback SMTP server that takes everything and counts each recipient's messages by subject. */
async function countingSink() {
  const bySubject = new Map();
  let total = 0;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 4096) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? "";
        const counts = bySubject.get(subject) ?? new Map();
        bySubject.set(subject, counts);
        for (const rcpt of session.envelope.rcptTo) counts.set(rcpt.address, (counts.get(rcpt.address) ?? 0) + 1);
        total++;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    total: () => total,
    of: (subject) => bySubject.get(subject) ?? new Map(),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0) * 1024;
}

/** The owner's command line beside the server: its standard output. */
function admin(root, env, argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/admin.mjs", ...argv], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("exit", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`admin ${argv.join(" ")} exited ${code}: ${stderr}`))));
  });
}

const load = (url, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration, headers: { "accept-encoding": "br, gzip" } }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

async function until(check, timeoutMs, what, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A fresh PostgreSQL database on BENCH_DATABASE_URL's server, dropped at the end. */
async function freshPostgres(benchUrl) {
  const name = `bench_newsletter_${Date.now()}`;
  // Made from the server's own maintenance database: the bench's may not exist yet.
  const url = Object.assign(new URL(benchUrl), { pathname: "/postgres" }).toString();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export async function runStandalone({ root, databaseKind, databaseEnv }) {
  const work = mkdtempSync(path.join(tmpdir(), "bench-newsletter-"));
  const sink = await countingSink();
  const database = databaseEnv.DATABASE_URL ? await freshPostgres(databaseEnv.DATABASE_URL) : undefined;
  const env = serverEnv({
    ...process.env,
    DATA_DIR: path.join(work, "data"),
    LOG_LEVEL: "warn",
    SMTP_URL: sink.url,
    MAIL_FROM: "Newsletter <news@example.com>",
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  let server = await startBenchServer(root, env);
  const rows = [];
  try {
    const list = path.join(work, "list.csv");
    writeFileSync(
      list,
      ["email,status,created_at", ...Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${i}@example.org,active,2026-01-02`)].join("\n"),
    );
    await admin(root, env, ["settings", "set", "newsletter.sender", "site"]);
    await admin(root, env, ["subscribers", "import", list]);
    const body = path.join(work, "body.md");
    writeFileSync(
      body,
      "## This week\n\nOne prompt to [plan your week](/ai-tools), tested on real work.\n\n- Try it Monday\n- Keep what works\n",
    );
    await admin(root, env, [
      "posts",
      "create",
      "--title",
      "Bench issue",
      "--slug",
      "bench-issue",
      "--excerpt",
      "One prompt.",
      "--body",
      body,
    ]);

    await load(`${server.base}/`, 2);
    const before = await load(`${server.base}/`, 10);

    // The send, timed from the command until the SMTP server has all of it; a page under load meanwhile.
    let peak = memoryOf(server.child.pid);
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, memoryOf(server.child.pid));
      } catch {
        // Ended.
      }
    }, 50);
    const started = Date.now();
    await admin(root, env, ["newsletter", "send", "bench-issue", "--subject", "Issue one"]);
    const during = await load(`${server.base}/`, 10);
    await until(async () => sink.of("Issue one").size >= SUBSCRIBERS, 15 * 60_000, "the first issue's delivery");
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    rows.push(
      {
        measure: `send to ${SUBSCRIBERS} confirmed subscribers`,
        value: `${seconds.toFixed(1)} s (${Math.round(SUBSCRIBERS / seconds)}/s)`,
      },
      { measure: "server RSS during the send, peak", value: `${Math.round(peak / MB)} MB` },
      { measure: "GET / p99 at 50 connections, before", value: `${before.latency.p99} ms (${Math.round(before.requests.average)} req/s)` },
      { measure: "GET / p99 at 50 connections, during", value: `${during.latency.p99} ms (${Math.round(during.requests.average)} req/s)` },
      { measure: "errors under load", value: String(before.errors + before.non2xx + during.errors + during.non2xx) },
    );

    // The second issue: SIGKILL a third of the way, start again, count who got it twice.
    await admin(root, env, ["newsletter", "send", "bench-issue", "--subject", "Issue two"]);
    await until(async () => sink.of("Issue two").size >= SUBSCRIBERS / 3, 15 * 60_000, "a third of the second issue");
    server.child.kill("SIGKILL");
    await new Promise((resolve) =>
      server.child.exitCode !== null || server.child.signalCode !== null ? resolve() : server.child.once("exit", resolve),
    );
    const atKill = sink.of("Issue two").size;
    server = await startBenchServer(root, env);
    // What the killed server had claimed comes back when its claims end (about two minutes).
    let report = "";
    await until(
      async () => {
        report = await admin(root, env, ["newsletter", "list"]);
        return /Issue two.*\bsent\b/.test(report);
      },
      15 * 60_000,
      "the second issue's end after the restart",
      2_000,
    );
    const counts = sink.of("Issue two");
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    rows.push(
      { measure: "second issue: received before the kill -9", value: String(atKill) },
      { measure: "second issue: recipients who received it", value: String(counts.size) },
      { measure: "second issue: recipients who received it twice", value: String(duplicates) },
      { measure: "second issue: not known to have arrived (not resent)", value: String(SUBSCRIBERS - counts.size) },
    );
    if (databaseKind) rows.push({ measure: "database", value: databaseKind });
  } finally {
    await server.stop();
    await sink.close();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}
