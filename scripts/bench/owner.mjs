// `npm run bench -- owner`: what the owner's command line costs on a database of a real size.
// The running site is filled through its own forms with 10,000 early-access sign-ups and 1,000
// registrations, then, while it serves: an admin command's wall time (through the admin socket on
// PGlite, straight to the database on PostgreSQL) and a backup. Once it has stopped: a restore of
// that backup into an empty database with its rows counted, and on PGlite `move-to-postgres` into
// an empty PostgreSQL database (BENCH_DATABASE_URL's server) with the counts it verifies.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const description = "10,000 sign-ups and 1,000 registrations; admin command, backup, restore, move-to-postgres";

const SIGNUPS = Number(process.env.BENCH_OWNER_SIGNUPS ?? 10_000);
const REGISTRATIONS = Number(process.env.BENCH_OWNER_REGISTRATIONS ?? 1_000);
const work = mkdtempSync(path.join(tmpdir(), "bench-owner-"));
const dataDir = path.join(work, "data");
const RUN = Date.now().toString(36);

export const serverEnv = {
  DATA_DIR: dataDir,
  SIGNUP_RATE_LIMIT_PER_MINUTE: "1000000",
  REGISTRATION_RATE_LIMIT_PER_MINUTE: "10000",
};

/** `npm run admin -- …` as the owner runs it, with the server's configuration; wall time in ms. */
function admin(args, env) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ["scripts/admin.mjs", ...args], {
    env: { ...process.env, ...serverEnv, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  const ms = Math.round(performance.now() - started);
  if (result.status !== 0) throw new Error(`admin ${args.join(" ")} failed (${result.status}):\n${result.stderr}${result.stdout}`);
  return { ms, stdout: result.stdout };
}

async function post(autocannon, base, { path: target, amount, body }) {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: 20,
    amount,
    requests: [
      {
        method: "POST",
        path: target,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        setupRequest(request) {
          n += 1;
          return { ...request, body: new URLSearchParams(body(n)).toString() };
        },
      },
    ],
  });
  if (result.errors || result.non2xx) throw new Error(`${target}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
let backupFile = "";
let timings = {};

export async function run({ base, databaseKind, autocannon }) {
  const env = databaseKind === "postgres" ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
  const added = admin(
    [
      "events",
      "add",
      "--title",
      "Bench session",
      "--date",
      "2031-06-02",
      "--time",
      "10:00 AM",
      "--category",
      "Workshop",
      "--description",
      "A session without a seat limit.",
    ],
    env,
  );
  const eventId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(added.stdout)?.[0];
  if (!eventId) throw new Error(`no session id in:\n${added.stdout}`);

  await post(autocannon, base, {
    path: "/career-ai.data",
    amount: SIGNUPS,
    body: (n) => ({ firstName: "Bench", lastName: `Visitor ${n}`, email: `owner-${RUN}-${n}@example.com`, learningInterest: "Interviews" }),
  });
  await post(autocannon, base, {
    path: `/events.data?session=${eventId}`,
    amount: REGISTRATIONS,
    body: (n) => ({ eventId, email: `attendee-${RUN}-${n}@example.com`, name: "Ana" }),
  });

  const commands = [];
  for (let i = 0; i < 5; i++) commands.push(admin(["registrations", "list", eventId], env).ms);
  // The socket's own round trip, without the command line's Node start: what the server adds.
  const socket = [];
  if (databaseKind === "pglite") for (let i = 0; i < 20; i++) socket.push(await throughSocket(["registrations", "list", eventId]));
  backupFile = path.join(work, `backup-${databaseKind}`);
  const backup = admin(["backup", "--out", backupFile], env);
  timings = { commands, socket, backup: backup.ms, size: statSync(backupFile).size };
  return [];
}

export async function afterStop({ databaseKind, databaseUrl }) {
  const rows = [
    { step: "fill (through the site's forms)", result: `${SIGNUPS} sign-ups, ${REGISTRATIONS} registrations` },
    {
      step: `admin 'registrations list' while serving${databaseKind === "pglite" ? " (through the socket)" : ""}`,
      result: `median ${timings.commands.length && median(timings.commands)} ms of ${timings.commands.join(", ")} ms (whole process, Node start included)`,
    },
    ...(timings.socket.length
      ? [
          {
            step: "the same command's round trip on the admin socket alone",
            result: `median ${median(timings.socket).toFixed(1)} ms, slowest ${Math.max(...timings.socket).toFixed(1)} ms of ${timings.socket.length}`,
          },
        ]
      : []),
    { step: "backup while serving", result: `${seconds(timings.backup)}, ${(timings.size / 1024 / 1024).toFixed(1)} MB` },
  ];
  if (databaseKind === "pglite") {
    const restoredDir = path.join(work, "restored");
    const restore = admin(["restore", backupFile], { DATA_DIR: restoredDir });
    rows.push({ step: "restore into an empty DATA_DIR", result: `${seconds(restore.ms)}; ${counts(restore.stdout)}` });
    if (process.env.BENCH_DATABASE_URL) {
      const target = await emptyDatabase(process.env.BENCH_DATABASE_URL, "move");
      try {
        const move = admin(["move-to-postgres", target.url], { DATA_DIR: dataDir });
        rows.push({ step: "move-to-postgres (rows copied and counted)", result: `${seconds(move.ms)}; ${counts(move.stdout)}` });
      } finally {
        await target.drop();
      }
    }
    // The PostgreSQL run, when there is one, writes its backup here too and removes the folder.
    if (!process.env.BENCH_DATABASE_URL) rmSync(work, { recursive: true, force: true });
  } else {
    const target = await emptyDatabase(databaseUrl, "restore");
    try {
      const restore = admin(["restore", backupFile], { DATABASE_URL: target.url });
      rows.push({ step: "restore into an empty database", result: `${seconds(restore.ms)}; ${counts(restore.stdout)}` });
    } finally {
      await target.drop();
      rmSync(work, { recursive: true, force: true });
    }
  }
  return rows;
}

/** The sign-ups and registrations a restore or a move reports it counted. */
function counts(stdout) {
  const count = (table) => new RegExp(`${table}\\s+(\\d+)`).exec(stdout)?.[1] ?? "?";
  return `${count("landing_page_signups")} sign-ups, ${count("event_registrations")} registrations counted`;
}

/** One command sent on the running server's admin socket (JSON lines); its wall time in ms. */
function throughSocket(argv) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(`${dataDir}.admin.sock`);
    let buffer = "";
    socket.on("connect", () => socket.write(`${JSON.stringify({ type: "run", argv })}\n`));
    socket.on("data", (chunk) => {
      buffer += chunk;
      for (const line of buffer.split("\n").slice(0, -1)) {
        if (JSON.parse(line).type === "exit") {
          socket.end();
          resolve(performance.now() - started);
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
    });
    socket.on("error", reject);
  });
}

/** A new empty database on the bench database's server, for a restore or a move to land in. */
async function emptyDatabase(url, purpose) {
  const name = `bench_${purpose}_${RUN}`;
  const server = new URL(url);
  server.pathname = "/postgres";
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: server.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}
