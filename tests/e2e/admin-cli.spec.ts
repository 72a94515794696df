import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { freePort } from "../../scripts/free-port.mjs";
import { runProcess } from "./console-server";

// `npm run admin` as the owner runs it: a separate Node process on the built CLI
// (build/server/admin.js, or BUILD_DIR's), with the server's environment variables.

/** The process's environment: the caller's, minus what the e2e server set up for itself. */
function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", SEED_SAMPLE_DATA: "false", ...extra };
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

const run = runProcess;

const admin = (args: string[], env: NodeJS.ProcessEnv) => run(process.execPath, ["scripts/admin.mjs", ...args], env);

function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "admin-e2e-"));
  return { dataDir: path.join(dir, "data"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const ADD_WORKSHOP = [
  "events",
  "add",
  "--title",
  "Build an AI meeting assistant",
  "--date",
  "2031-03-04",
  "--time",
  "10:00 AM",
  "--category",
  "Build with me",
  "--description",
  "We build it live, step by step.",
  "--max-attendees",
  "40",
];

test("npm run admin -- --help, and --help on a sub-command", async () => {
  // Each answer is a fresh Node process through npm: seconds apiece on a loaded machine.
  test.setTimeout(120_000);
  const env = baseEnv({ DATA_DIR: "memory://" });
  const main = await run("npm", ["run", "-s", "admin", "--", "--help"], env);
  expect(main.code).toBe(0);
  expect(main.stdout).toContain("Usage: npm run admin -- <command> <sub-command> [options]");
  expect(main.stdout).toContain("registrations export");
  const sub = await admin(["signups", "export", "--help"], env);
  expect(sub.code).toBe(0);
  expect(sub.stdout).toContain("--page-source <page>");
  const wrong = await admin(["events", "add", "--date", "soon"], env);
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain("error: --title is required");
});

test("on PGlite every command works beside the running server, through its admin socket", async () => {
  test.setTimeout(240_000);
  const { dataDir, remove } = tempDataDir();
  try {
    const env = baseEnv({ DATA_DIR: dataDir });
    // No database there yet: the command line says so rather than creating an empty one.
    const refused = await admin(["events", "list"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`there is no database in ${dataDir}`);
    expect(refused.stderr).toContain("--init");
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(false);
    const added = await admin([...ADD_WORKSHOP, "--init"], env);
    expect(added.stderr).toBe("");
    expect(added.code).toBe(0);
    const id = /id:\s+([0-9a-f-]{36})/.exec(added.stdout)![1]!;

    const port = await freePort();
    const server = spawn(process.execPath, ["scripts/serve.mjs"], {
      env: { ...env, LOG_LEVEL: "info", PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    server.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const socketPath = `${dataDir}.admin.sock`;
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status, {
          timeout: 120_000,
          intervals: [250],
        })
        .toBe(200);
      expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      // Not a terminal: JSON lines, one of them saying where the socket is.
      expect(log.split("\n").find((line) => line.includes("admin socket listening"))).toMatch(/^\{.*"msg":"admin socket listening"/);

      const timings: number[] = [];
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        const listed = await admin(["events", "list"], env);
        timings.push(performance.now() - started);
        expect(listed).toMatchObject({ code: 0, stderr: "" });
        expect(listed.stdout).toMatch(/2031-03-04 10:00 PST\s+Build an AI meeting assistant\s+Build with me\s+0\/40\s+upcoming/);
      }
      console.log(`admin events list through the socket, wall time per process (ms): ${timings.map((ms) => Math.round(ms)).join(", ")}`);

      const out = path.join(path.dirname(dataDir), "registrations.csv");
      const exported = await admin(["registrations", "export", id, "--out", out], env);
      expect(exported).toMatchObject({ code: 0, stdout: "" });
      expect(exported.stderr).toContain(`to ${out}`);
      expect(readFileSync(out, "utf8")).toMatch(/^\uFEFFemail,name,status,waitlist_position,registered_at,cancelled_at,event_id/);
      const piped = await run("npm", ["run", "-s", "admin", "--", "registrations", "export", id], env);
      expect(piped.stdout).toMatch(/^email,name,status,waitlist_position,registered_at/);

      const backupFile = path.join(path.dirname(dataDir), "live.pglite.tar.gz");
      const backup = await admin(["backup", "--out", backupFile], env);
      expect(backup).toMatchObject({ code: 0, stderr: "" });
      console.log(backup.stdout.trim());
      expect(existsSync(backupFile)).toBe(true);
      // The site kept serving throughout.
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      server.kill("SIGTERM");
      await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
    }
    // Removed on shutdown; the command line then opens the directory itself.
    expect(existsSync(socketPath)).toBe(false);
    const listed = await admin(["events", "list"], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain("Build an AI meeting assistant");
  } finally {
    remove();
  }
});

test("on PostgreSQL it works beside the server's database (TEST_DATABASE_URL)", async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  test.skip(!serverUrl, "TEST_DATABASE_URL is not set");
  test.setTimeout(120_000);
  const name = `admin_e2e_${randomUUID().replaceAll("-", "")}`;
  const adminClient = new pg.Client({ connectionString: serverUrl });
  await adminClient.connect();
  await adminClient.query(`create database "${name}"`);
  try {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const env = baseEnv({ DATA_DIR: "memory://", DATABASE_URL: url.toString() });
    const added = await admin(ADD_WORKSHOP, env);
    expect(added.code).toBe(0);
    const id = /id:\s+([0-9a-f-]{36})/.exec(added.stdout)![1]!;
    const exported = await admin(["registrations", "export", id], env);
    expect(exported).toMatchObject({
      code: 0,
      stdout: "email,name,status,waitlist_position,registered_at,cancelled_at,event_id,event_title,event_date,event_time\r\n",
    });
    const outbox = await admin(["outbox", "list"], env);
    expect(outbox.stdout).toContain("0 pending, 0 sent, 0 failed");
  } finally {
    await adminClient.query(`drop database if exists "${name}" with (force)`);
    await adminClient.end();
  }
});
