import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { expect, onTestFinished, test } from "vitest";
import { currentOwner, DatabaseLockedError, lockDataDir, lockPathOf, type LockOwner } from "~/db/data-dir-lock.server";

const lockModule = pathToFileURL(fileURLToPath(new URL("../../app/db/data-dir-lock.server.ts", import.meta.url))).href;

function tempDataDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), "data-dir-lock-"));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return path.join(root, "data");
}

/**
 * A Node process that tries to take the lock (at `startAt`, to race others) and prints "held" or
 * the error's name; it keeps the lock until its stdin closes, then exits without releasing it.
 */
function lockInChild(dataDir: string, startAt = 0): { child: ChildProcess; outcome: Promise<string> } {
  const code = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ${startAt} - Date.now())));
    try {
      await lockDataDir(${JSON.stringify(dataDir)});
      console.log("held");
    } catch (error) {
      console.log(error.name);
    }
    process.stdin.resume();
    process.stdin.on("end", () => process.exit(0));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["pipe", "pipe", "inherit"] });
  onTestFinished(() => void child.kill("SIGKILL"));
  const outcome = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(out.trim());
    });
    child.once("exit", (exitCode) => reject(new Error(`lock child exited with ${exitCode} before answering`)));
  });
  return { child, outcome };
}

async function killed(child: ChildProcess) {
  child.kill("SIGKILL");
  if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once("exit", resolve));
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

/** Writes a lock as a process described by `owner` would have left it. */
function leaveLock(dataDir: string, owner: Partial<LockOwner>, touchedAt = new Date()) {
  const lockPath = lockPathOf(dataDir);
  rmSync(lockPath, { recursive: true, force: true });
  const file = path.join(lockPath, `owner-${randomUUID()}.json`);
  mkdirSync(lockPath, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...currentOwner(), process: randomUUID(), ...owner }));
  utimesSync(file, touchedAt, touchedAt);
}

test("a live owner refuses, in this process and from another; released, the lock is free", async () => {
  const dataDir = tempDataDir();
  const release = await lockDataDir(dataDir);

  const again = lockDataDir(dataDir);
  await expect(again).rejects.toBeInstanceOf(DatabaseLockedError);
  await expect(again).rejects.toMatchObject({ dataDir, ownerPid: process.pid });
  expect(await lockInChild(dataDir).outcome).toBe("DatabaseLockedError");
  await release();
  expect(readdirSync(path.dirname(dataDir))).toEqual(["data"]);

  const holder = lockInChild(dataDir);
  expect(await holder.outcome).toBe("held");
  await expect(lockDataDir(dataDir)).rejects.toMatchObject({ name: "DatabaseLockedError", ownerPid: holder.child.pid });
}, 30_000);

test("a lock whose process was killed is taken at once", async () => {
  const dataDir = tempDataDir();
  const holder = lockInChild(dataDir);
  expect(await holder.outcome).toBe("held");
  await killed(holder.child);

  const started = performance.now();
  const release = await lockDataDir(dataDir);

  expect(performance.now() - started).toBeLessThan(1_000);
  const [owner] = readdirSync(lockPathOf(dataDir));
  expect(JSON.parse(readFileSync(path.join(lockPathOf(dataDir), owner!), "utf8"))).toMatchObject({ pid: process.pid });
  await release();
}, 30_000);

test("a recorded pid that now names another process, or belongs to an earlier boot, is taken", async () => {
  const dataDir = tempDataDir();
  const here = currentOwner();
  // Pid 1 always runs: only its recorded boot or start time can say that it is not the owner.
  leaveLock(dataDir, { pid: 1, startTime: null });
  await expect(lockDataDir(dataDir)).rejects.toMatchObject({ ownerPid: 1 });

  leaveLock(dataDir, { pid: 1, startTime: null, bootId: randomUUID() });
  await (
    await lockDataDir(dataDir)
  )();

  leaveLock(dataDir, { pid: 1, startTime: "1" + (here.startTime ?? "0") });
  await (
    await lockDataDir(dataDir)
  )();

  leaveLock(dataDir, { pid: await deadPid() });
  await (
    await lockDataDir(dataDir)
  )();

  // Our own pid, recorded by an earlier process (a restarted container's pid 1).
  leaveLock(dataDir, { pid: process.pid });
  await (
    await lockDataDir(dataDir)
  )();
});

test("a lock we cannot judge by its pid (another container, another host, unreadable) goes stale by its heartbeat", async () => {
  const dataDir = tempDataDir();
  const old = new Date(Date.now() - 11_000);
  for (const owner of [{ pidNamespace: "pid:[1]" }, { hostname: "elsewhere" }]) {
    leaveLock(dataDir, { pid: 1, ...owner });
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DatabaseLockedError);
    leaveLock(dataDir, { pid: 1, ...owner }, old);
    await (
      await lockDataDir(dataDir)
    )();
  }
  leaveLock(dataDir, {});
  const [file] = readdirSync(lockPathOf(dataDir));
  writeFileSync(path.join(lockPathOf(dataDir), file!), '{"pid": 4');
  await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DatabaseLockedError);
  utimesSync(path.join(lockPathOf(dataDir), file!), old, old);
  await (
    await lockDataDir(dataDir)
  )();
});

test("takers racing for an abandoned lock: exactly one wins, in one process", async () => {
  const dataDir = tempDataDir();
  for (let round = 0; round < 20; round++) {
    leaveLock(dataDir, { pid: await deadPid() });

    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => lockDataDir(dataDir)));

    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(DatabaseLockedError);
    expect(readdirSync(lockPathOf(dataDir))).toHaveLength(1);
    await won[0]!.value();
  }
});

test("processes racing for an abandoned lock: exactly one wins", async () => {
  const dataDir = tempDataDir();
  for (let round = 0; round < 3; round++) {
    leaveLock(dataDir, { pid: await deadPid() });
    // Started together once every child has loaded the module.
    const startAt = Date.now() + 1_500;

    const takers = Array.from({ length: 4 }, () => lockInChild(dataDir, startAt));
    const outcomes = await Promise.all(takers.map((taker) => taker.outcome));

    expect(outcomes.filter((outcome) => outcome === "held")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "DatabaseLockedError")).toHaveLength(3);
    for (const taker of takers) await killed(taker.child);
  }
}, 60_000);
