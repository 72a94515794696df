import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { beforeAll, expect, onTestFinished, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { landingPageSignups } from "~/db/schema";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { listeningUrl } from "../listening";

const repo = path.resolve(import.meta.dirname, "../..");

beforeAll(() => ensureBuild({ quiet: true }), 600_000);

function serve(dataDir: string) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_SAMPLE_DATA: "false",
      SIGNUP_RATE_LIMIT_PER_MINUTE: "1000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  });
  return { child, exited, output: () => output };
}

async function healthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends sign-ups from a few connections until stopped; answers the addresses the server acknowledged. */
function signUpUntilStopped(url: string) {
  const acknowledged: string[] = [];
  let stopped = false;
  let n = 0;
  const worker = async () => {
    while (!stopped) {
      const email = `restart-${(n += 1)}@example.com`;
      const body = new URLSearchParams({
        firstName: "Kill",
        lastName: "Test",
        email,
        learningInterest: "Using AI to prepare for interviews",
      });
      try {
        const response = await fetch(`${url}/career-ai.data`, { method: "POST", body });
        if (response.ok) acknowledged.push(email);
      } catch {
        // The server was killed under this request: never acknowledged.
      }
    }
  };
  const running = Promise.all(Array.from({ length: 4 }, worker));
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

test("a server killed with SIGKILL while it takes sign-ups starts again at once, with every acknowledged sign-up", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "restart-after-kill-"));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const dataDir = path.join(root, "data");

  const firstStarted = performance.now();
  const first = serve(dataDir);
  const firstUrl = await listeningUrl(first.child);
  await healthy(firstUrl, first.child, first.output);
  // Creating the database, its job queue schema and migrations: the slowest start there is.
  const coldStartMs = performance.now() - firstStarted;

  const load = signUpUntilStopped(firstUrl);
  await expect.poll(() => load.acknowledged.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(50);
  first.child.kill("SIGKILL");
  await first.exited;
  const killedAt = performance.now();
  await load.stop();

  const second = serve(dataDir);
  const secondUrl = await listeningUrl(second.child);
  await healthy(secondUrl, second.child, second.output);
  const restartMs = performance.now() - killedAt;

  console.info(
    `restart after kill: healthy ${Math.round(restartMs)} ms after the kill (cold start ${Math.round(coldStartMs)} ms), ${load.acknowledged.length} sign-ups acknowledged`,
  );
  expect(second.output()).not.toMatch(/locked/i);
  // 5 s on an idle machine; never slower than the cold start, whatever else the machine is doing.
  expect(restartMs).toBeLessThan(Math.max(5_000, coldStartMs));
  second.child.kill("SIGTERM");
  await second.exited;
  expect(second.child.exitCode).toBe(0);

  const database = await openDatabase({ dataDir });
  onTestFinished(() => database.close());
  const stored = await database.db
    .select({ email: landingPageSignups.email })
    .from(landingPageSignups)
    .where(inArray(landingPageSignups.email, load.acknowledged));
  expect(stored.map((row) => row.email).sort()).toEqual([...load.acknowledged].sort());
}, 240_000);
