import { spawn } from "node:child_process";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { sampleEvents } from "~/db/sample-data";
import { listeningUrl } from "../listening";

const repo = path.resolve(import.meta.dirname, "../..");

test("npm run dev serves pages that read the database, on a free port, with the seeded sessions", { timeout: 600_000 }, async () => {
  const child = spawn("npm", ["run", "dev"], {
    cwd: repo,
    // Its own process group, so that stopping it stops the node process npm started too.
    detached: true,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  onTestFinished(async () => {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
  });

  const url = await listeningUrl(child);

  const response = await fetch(`${url}/events`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(sampleEvents(new Date())[0]!.title);
});
