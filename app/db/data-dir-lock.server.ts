/**
 * The lock that lets one process at a time open a PGlite data directory (two corrupt its files).
 *
 * The lock is a directory beside the data directory, `<dataDir>.lock`, holding one file named after
 * its owner (`owner-<random>.json`) that records who holds it: process id, the machine's boot id,
 * the process's start time, its PID namespace and the host name. A lock whose owner is gone is
 * taken over at once, so a server killed with SIGKILL can be started again immediately.
 *
 * Every step is one atomic file-system operation, so two processes racing never both hold it:
 * - taking: a directory holding our owner file is prepared aside and renamed onto the lock path.
 *   rename() replaces a missing or empty directory and refuses a non-empty one, so the lock appears
 *   with its owner already inside, and of several renames onto an empty lock exactly one succeeds.
 * - taking over: the gone owner's file is unlinked by its unique name (only the first of several
 *   unlinks succeeds, and it can remove that owner only, never a newer one), then we take as above.
 *
 * Where the owner's process cannot be seen from here (another host on a shared file system,
 * another container's PID namespace, an unreadable record), liveness falls back to a heartbeat:
 * the owner touches its file every few seconds and the lock goes stale after LOCK_STALE_MS.
 *
 * Kept free of the app's imports so a plain Node process can load it (the tests race real
 * processes on it).
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/** How old a heartbeat may be before a lock whose process we cannot see counts as abandoned. */
export const LOCK_STALE_MS = 10_000;
const HEARTBEAT_MS = LOCK_STALE_MS / 4;
const TAKE_ATTEMPTS = 5;
const OWNER_FILE = /^owner-[0-9a-f-]+\.json$/;

export class DatabaseLockedError extends Error {
  readonly dataDir: string;
  /** The holder's process id, when its record says. */
  readonly ownerPid: number | undefined;

  constructor(dataDir: string, options?: { cause?: unknown; ownerPid?: number }) {
    super(
      `The database directory ${dataDir} is locked by another process (for example the running server)${
        options?.ownerPid ? `: process ${options.ownerPid}` : ""
      }. ` +
        `PGlite corrupts its files when two processes open them at once, so stop that process ` +
        `(or point this one at another directory) and try again. ` +
        `A lock whose process has ended is taken over at once; one held from another host or container ` +
        `is taken over once its holder has not renewed it for ${LOCK_STALE_MS / 1000} s.`,
      options,
    );
    this.name = "DatabaseLockedError";
    this.dataDir = dataDir;
    this.ownerPid = options?.ownerPid;
  }
}

/** What an owner file records. Every field but pid may be null where the platform cannot say. */
export interface LockOwner {
  pid: number;
  /** Random per process, shared by every lock it holds: tells this process from an earlier one with the same pid. */
  process: string;
  hostname: string;
  bootId: string | null;
  pidNamespace: string | null;
  /** Clock ticks since boot when the process started (/proc/<pid>/stat), to see a reused pid. */
  startTime: string | null;
  since: string;
}

// On globalThis, so that two copies of this module in one process (bundles) agree on who "we" are.
const PROCESS_KEY = Symbol.for("work-waves.data-dir-lock.process");
const globals = globalThis as { [PROCESS_KEY]?: string };
const processToken = (globals[PROCESS_KEY] ??= randomUUID());

function readOrNull(read: () => string): string | null {
  try {
    return read().trim() || null;
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat; the command name before it may hold spaces and parentheses. */
function processStartTime(pid: number): string | null {
  const stat = readOrNull(() => readFileSync(`/proc/${pid}/stat`, "utf8"));
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
}

/** This process as an owner file records it. */
export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    process: processToken,
    hostname: hostname(),
    bootId: readOrNull(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8")),
    pidNamespace: readOrNull(() => readlinkSync("/proc/self/ns/pid")),
    startTime: processStartTime(process.pid),
    since: new Date().toISOString(),
  };
}

/**
 * "gone" only when we know: the machine restarted since, or the process has ended (or its pid now
 * belongs to another process). Anything we cannot see is judged by the heartbeat.
 */
export function ownerState(owner: LockOwner | null, touchedAt: number, here: LockOwner, now = Date.now()): "alive" | "gone" {
  const heartbeat = () => (now - touchedAt < LOCK_STALE_MS ? "alive" : "gone");
  if (!owner || typeof owner.pid !== "number" || owner.hostname !== here.hostname) return heartbeat();
  // This machine has restarted since: every process of that boot has ended.
  if (owner.bootId && here.bootId && owner.bootId !== here.bootId) return "gone";
  // Another container's pids are not ours to look up.
  if (owner.pidNamespace !== here.pidNamespace) return heartbeat();
  // Our own pid: either this very process, or an earlier one that had it (a container's pid 1).
  if (owner.pid === here.pid) return owner.process === here.process ? "alive" : "gone";
  return pidAlive(owner) ? "alive" : "gone";
}

function pidAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists, as another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const startTime = processStartTime(owner.pid);
  return !(owner.startTime && startTime && owner.startTime !== startTime);
}

interface Holder {
  file: string;
  owner: LockOwner | null;
  touchedAt: number;
}

/** The lock's current holder; undefined when there is no lock or it is an empty directory. */
async function readHolder(lockPath: string): Promise<Holder | undefined> {
  let names: string[];
  try {
    names = (await readdir(lockPath)).filter((name) => OWNER_FILE.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const name = names[0];
  if (!name) return undefined;
  const file = path.join(lockPath, name);
  try {
    const [content, info] = await Promise.all([readFile(file, "utf8"), stat(file)]);
    let owner: LockOwner | null = null;
    try {
      owner = JSON.parse(content) as LockOwner;
    } catch {
      // Unreadable (a crash of the machine while it was written): judged by its age alone.
    }
    return { file, owner, touchedAt: info.mtimeMs };
  } catch (error) {
    // Taken over meanwhile: look again.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return readHolder(lockPath);
    throw error;
  }
}

/**
 * An empty lock directory touched within LOCK_STALE_MS is an earlier version of this code holding
 * it (it kept an empty directory and renewed its time), or a start killed halfway through a
 * takeover; either way it is not ours to take yet.
 */
async function recentEmptyLock(lockPath: string): Promise<boolean> {
  try {
    const info = await stat(lockPath);
    return info.isDirectory() && Date.now() - info.mtimeMs < LOCK_STALE_MS && (await readdir(lockPath)).length === 0;
  } catch {
    return false;
  }
}

/** Beside the data directory, not inside: PGlite's dump (the backup) reads every file in it. */
export function lockPathOf(dataDir: string): string {
  return `${dataDir}.lock`;
}

const notEmpty = (error: unknown) => ["ENOTEMPTY", "EEXIST"].includes((error as NodeJS.ErrnoException).code ?? "");

/**
 * Takes the lock on dataDir (creating the directory and its parents) or throws DatabaseLockedError
 * while a live process holds it. Resolves with the function that releases it. A lock lost later is
 * reported to `logger` (the app passes the server's; this module imports none of the app).
 */
export async function lockDataDir(dataDir: string, logger?: LockLogger): Promise<() => Promise<void>> {
  // PGlite creates the data directory itself but not its parents.
  await mkdir(dataDir, { recursive: true });
  const lockPath = lockPathOf(dataDir);
  const here = currentOwner();
  const name = `owner-${randomUUID()}.json`;
  const prepared = `${lockPath}.${randomUUID()}.tmp`;
  await mkdir(prepared);
  try {
    await writeFile(path.join(prepared, name), `${JSON.stringify(here)}\n`);
    if (await recentEmptyLock(lockPath)) throw new DatabaseLockedError(dataDir);
    for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
      try {
        await rename(prepared, lockPath);
        await removeAbandonedPreparations(lockPath, here);
        return holdLock(dataDir, path.join(lockPath, name), logger);
      } catch (error) {
        if (!notEmpty(error)) throw error;
      }
      const holder = await readHolder(lockPath);
      if (!holder) continue;
      if (ownerState(holder.owner, holder.touchedAt, here) === "alive") {
        throw new DatabaseLockedError(dataDir, { ownerPid: holder.owner?.pid });
      }
      // Unlinking by the owner's unique name removes that owner only; a racer that got there
      // first makes ours fail with ENOENT, and the rename above then decides between us.
      await unlink(holder.file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    }
    throw new DatabaseLockedError(dataDir);
  } finally {
    await rm(prepared, { recursive: true, force: true });
  }
}

/** Where a lost lock is reported: a pino logger fits. */
export interface LockLogger {
  error(details: object, message: string): void;
}

/** The heartbeat, and the release. */
function holdLock(dataDir: string, ownerFile: string, logger: LockLogger | undefined): () => Promise<void> {
  let lost = false;
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(ownerFile, now, now).catch((error: unknown) => {
      if (lost) return;
      lost = true;
      // The data is not at risk until a second process actually opens the directory, so say it
      // loudly and carry on rather than take the server down.
      logger?.error({ err: error, dataDir }, "db: lost the lock on the data directory; another process may open it");
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released: Promise<void> | undefined;
  return () => {
    released ??= (async () => {
      clearInterval(heartbeat);
      await unlink(ownerFile).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
      // Another process may already have renamed its lock onto the emptied directory.
      await rmdir(path.dirname(ownerFile)).catch(() => {});
    })();
    return released;
  };
}

/** Prepared lock directories left by a process killed before its rename, whose owner is gone. */
async function removeAbandonedPreparations(lockPath: string, here: LockOwner): Promise<void> {
  const parent = path.dirname(lockPath);
  const prefix = `${path.basename(lockPath)}.`;
  try {
    for (const entry of await readdir(parent)) {
      if (!entry.startsWith(prefix) || !entry.endsWith(".tmp")) continue;
      const holder = await readHolder(path.join(parent, entry));
      if (holder && ownerState(holder.owner, holder.touchedAt, here) === "gone") {
        await rm(path.join(parent, entry), { recursive: true, force: true });
      }
    }
  } catch {
    // Tidying only.
  }
}
