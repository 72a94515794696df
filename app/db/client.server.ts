import { existsSync, fsyncSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { processLogger, type Logger } from "~/config/logger.server";
import { lockDataDir } from "./data-dir-lock.server";
import { createNotifier, type NotificationSource } from "./notifier.server";
import * as schema from "./schema";

export { DatabaseLockedError, lockDataDir } from "./data-dir-lock.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a second client of the same database (the job queue) needs to reach it; on disk, PGlite's directory too. */
export type DatabaseConnection = { kind: "pglite"; client: PGlite; dataDir?: string } | { kind: "postgres"; url: string };

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  connection: DatabaseConnection;
  /** SELECT 1 within PING_TIMEOUT_MS; false on any failure, never throws. */
  ping(): Promise<boolean>;
  /**
   * LISTEN on channel; resolves once listening, with a function that stops this subscription
   * (idempotent). Any number of subscribers share one LISTEN per channel (createNotifier).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * The connections as they stand, for /metrics: on PostgreSQL the pool's (open, idle, and the
   * queries waiting for one); PGlite is one connection whose queue it does not show.
   */
  connections(): ConnectionUse;
  /** Idempotent; releases the PGlite directory lock. */
  close(): Promise<void>;
  /** Where the database layer, and what runs on this handle outside a request, logs. */
  logger: Logger;
}

export interface ConnectionUse {
  total: number;
  idle?: number;
  waiting?: number;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the app runs on PGlite in dataDir. */
  databaseUrl?: string;
  /** 'memory://' for an in-memory PGlite, otherwise a directory persisted across runs. */
  dataDir: string;
  migrationsFolder?: string;
  poolMax?: number;
  /** How long a query waits for a pooled connection before pg gives up (PostgreSQL only). */
  poolWaitMs?: number;
  /**
   * PostgreSQL's lock_timeout on every pooled connection; unset, a statement waits for a lock as
   * long as it takes. The server sets it below poolWaitMs, so a queue on one locked row ends as a
   * refusal (isDatabaseBusy) before the requests behind it time out waiting for a connection.
   */
  lockTimeoutMs?: number;
  /**
   * PGlite on disk: sync each commit to disk before it is acknowledged (default), so that an OS
   * crash or a power cut loses no acknowledged write. false: faster, and only a crash of this
   * process is survived.
   */
  fsync?: boolean;
  /** The server's logger; the process's (app/config/logger.server.ts) when absent. */
  logger?: Logger;
  /**
   * A new, empty database the build made (createPgliteTemplate): a PGlite directory that holds no
   * database yet is copied from it instead of PGlite creating one in this process (decision 065).
   */
  pgliteTemplate?: string;
}

const PING_TIMEOUT_MS = 2_000;
// PostgreSQL's buffer cache defaults to 128 MB, which PGlite's WebAssembly memory holds for good
// once touched. This site's whole database is a few megabytes: 16 MB keeps it cached and, measured
// on a restarted server, took about 120 MB off its resident memory at start.
const SMALL_SITE_SETTINGS = ["-c", "shared_buffers=16MB"];
// initdb's own PostgreSQL runs with the same buffers (and writes them into postgresql.conf): a
// first start on an empty directory peaked 64 MB lower, 514 MB against 578 for PGlite alone.
const INITDB_SETTINGS = ["-c", "shared_buffers=16MB"];
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 30_000;
// Any constant shared by every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_311_042;
const LISTENER_APPLICATION_NAME = "db-listener";
// Channels are interpolated into LISTEN (PGlite does no quoting), so only plain identifiers pass.
const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  const logger = options.logger ?? processLogger();
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrationsFolder, options, logger)
    : openPglite(options.dataDir, migrationsFolder, options.fsync ?? true, logger, options.pgliteTemplate);
}

/** In a PGlite template: the new database's directory, and which PGlite made it. */
const TEMPLATE_DATA = "pgdata";
const TEMPLATE_MADE_BY = "made-by.json";

/** The installed PGlite's version: a template made by another cannot be opened by this one. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (;;) {
    const file = join(dir, "package.json");
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "@electric-sql/pglite") return pkg.version ?? "";
    }
    if (dirname(dir) === dir) return "";
    dir = dirname(dir);
  }
}

/**
 * Makes a new, empty PGlite database in `dir` (the build runs it, in a process of its own): what a
 * first start would otherwise create in the server. PGlite creates a database with a second
 * PostgreSQL instance, a copy of that instance's whole memory and the initdb program: about 450 MB
 * more than opening one, held until V8's next full collection (decision 065).
 */
export async function createPgliteTemplate(dir: string): Promise<void> {
  const data = join(dir, TEMPLATE_DATA);
  await rm(dir, { recursive: true, force: true });
  await mkdir(data, { recursive: true });
  const client = await PGlite.create(durablePgliteOptions(data));
  await client.close();
  await writeFile(join(dir, TEMPLATE_MADE_BY), `${JSON.stringify({ pglite: pgliteVersion() })}\n`);
}

/**
 * Puts the template's database into `location` when that holds no database yet and the template
 * was made by this PGlite; copied beside it and renamed into place, so a copy cut short is never
 * taken for a database. Returns whether it did.
 */
async function copyPgliteTemplate(template: string, location: string, logger: Logger): Promise<boolean> {
  if (existsSync(location) && readdirSync(location).length > 0) return false;
  let madeBy: string | undefined;
  try {
    madeBy = (JSON.parse(readFileSync(join(template, TEMPLATE_MADE_BY), "utf8")) as { pglite?: string }).pglite;
  } catch {
    return false;
  }
  if (madeBy !== pgliteVersion()) {
    logger.warn(`the build's empty database was made by PGlite ${madeBy}, not ${pgliteVersion()}: creating one here instead`);
    return false;
  }
  const copy = `${location}.template-${process.pid}`;
  await rm(copy, { recursive: true, force: true });
  try {
    await cp(join(template, TEMPLATE_DATA), copy, { recursive: true });
    if (existsSync(location)) await rmdir(location);
    await rename(copy, location);
  } catch (error) {
    await rm(copy, { recursive: true, force: true });
    throw error;
  }
  return true;
}

// PGlite is a single connection: queries, transactions and LISTEN all queue on one mutex, so a
// long transaction delays every request, and a notification reaches the session that caused it.
async function openPglite(
  dataDir: string,
  migrationsFolder: string,
  fsync: boolean,
  logger: Logger,
  template: string | undefined,
): Promise<DatabaseHandle> {
  const logError = errorLog(logger);
  const inMemory = dataDir.startsWith("memory://");
  const location = inMemory ? dataDir : resolve(dataDir);
  // The lock must be held before PGlite touches the files: opening alone can start crash recovery.
  const releaseLock = inMemory ? undefined : await lockDataDir(location, logger);
  let client: PGlite | undefined;
  try {
    if (!inMemory && template && (await copyPgliteTemplate(template, location, logger)))
      logger.info(`copied the build's empty database into ${location}`);
    client = await PGlite.create(
      inMemory || !fsync
        ? { dataDir: location, startParams: [...PGlite.defaultStartParams, ...SMALL_SITE_SETTINGS], initDbStartParams: INITDB_SETTINGS }
        : durablePgliteOptions(location),
    );
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const pglite = client;
    return createHandle(
      "pglite",
      db,
      { kind: "pglite", client: pglite, dataDir: inMemory ? undefined : location },
      {
        async listen(channel, onPayload) {
          const unlisten = await pglite.listen(channel, onPayload);
          return () => unlisten();
        },
        connections: () => ({ total: 1 }),
        async close() {
          try {
            await pglite.close();
          } finally {
            await releaseLock?.().catch((error: unknown) => logError(`could not release the lock on ${location}`, error));
          }
        },
      },
      logger,
    );
  } catch (error) {
    await client?.close().catch(() => {});
    await releaseLock?.().catch(() => {});
    throw error;
  }
}

/**
 * PGlite starts PostgreSQL with fsync off (`-F`), and its Node file system has no fsync at all:
 * a commit is acknowledged once written to the OS, not to the disk. Here PostgreSQL runs with
 * fsync on and syncs the WAL with fsync() (its default, fdatasync(), is a no-op in PGlite), and
 * the file system's missing fsync is supplied, so commits and checkpoints reach the disk as on a
 * PostgreSQL server.
 */
function durablePgliteOptions(dataDir: string) {
  class SyncingNodeFS extends NodeFS {
    override async init(...[pg, opts]: Parameters<NodeFS["init"]>) {
      const { emscriptenOpts } = await super.init(pg, opts);
      const preRun = [
        ...(emscriptenOpts.preRun ?? []),
        (module: { NODEFS: unknown }) => {
          const { stream_ops } = module.NODEFS as { stream_ops: Record<string, unknown> };
          stream_ops.fsync = (stream: { nfd: number }) => {
            fsyncSync(stream.nfd);
            return 0;
          };
        },
      ];
      return { emscriptenOpts: { ...emscriptenOpts, preRun } };
    }
  }
  return {
    fs: new SyncingNodeFS(dataDir),
    startParams: [...PGlite.defaultStartParams.filter((param) => param !== "-F"), "-c", "wal_sync_method=fsync", ...SMALL_SITE_SETTINGS],
    initDbStartParams: INITDB_SETTINGS,
  };
}

async function openPostgres(
  databaseUrl: string,
  migrationsFolder: string,
  { poolMax = 10, poolWaitMs = 5_000, lockTimeoutMs }: OpenDatabaseOptions,
  logger: Logger,
): Promise<DatabaseHandle> {
  const logError = errorLog(logger);
  await migratePostgresExclusively(databaseUrl, migrationsFolder, logError);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    connectionTimeoutMillis: poolWaitMs,
    // Sent with the connection's startup, so every pooled session has it before its first query.
    options: lockTimeoutMs === undefined ? undefined : `-c lock_timeout=${lockTimeoutMs}`,
  });
  // A connection PostgreSQL ends (a restart, a failover, an administrator) emits an error on its
  // client; unheard, that crashes the process. The pool listens only while a client is idle, so
  // every client gets a listener of its own for the time it is lent out: the statement or the
  // transaction that used it fails, and the pool drops the client when it comes back.
  pool.on("connect", (client) => client.on("error", (error) => logError("a PostgreSQL connection failed", error)));
  // Idle clients report through the pool as well: their own listener above has logged it.
  pool.on("error", () => {});
  const db = drizzlePostgres({ client: pool, schema });
  const listener = createPostgresListener(databaseUrl, logError);
  return createHandle(
    "postgres",
    db,
    { kind: "postgres", url: databaseUrl },
    {
      listen: listener.listen,
      connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await listener.close();
        await pool.end();
      },
    },
    logger,
  );
}

async function migratePostgresExclusively(databaseUrl: string, migrationsFolder: string, logError: ErrorLog): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", (error) => logError("the migration connection failed", error));
  await client.connect();
  try {
    // The migrator takes no lock itself, so two processes starting together (server and worker,
    // or two replicas) could both apply the same migration.
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
  } finally {
    // Ending the session releases the advisory lock.
    await client.end();
  }
}

type Deliver = (payload: string) => void;

/**
 * One dedicated connection for LISTEN, outside the pool: a pooled client would be handed to
 * queries and could drop its LISTENs when recycled. It reconnects with backoff and re-issues every
 * LISTEN; notifications sent while it is down are lost, so consumers re-read state on subscribe.
 * Each channel has one recipient here, the handle's notifier, which fans it out.
 */
function createPostgresListener(connectionString: string, logError: ErrorLog) {
  const channels = new Map<string, { deliver: Deliver }>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = RECONNECT_MIN_MS;
  let closed = false;

  function scheduleReconnect() {
    if (closed || retryTimer || channels.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (channels.size > 0) ensureClient().catch(() => {});
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  }

  function onLost(lost: pg.Client, error?: Error) {
    if (client !== lost) return;
    client = undefined;
    logError("the LISTEN connection was lost; reconnecting", error ?? new Error("connection ended"));
    lost.end().catch(() => {});
    scheduleReconnect();
  }

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    next.on("error", (error) => onLost(next, error));
    next.on("end", () => onLost(next));
    next.on("notification", ({ channel, payload }) => channels.get(channel)?.deliver(payload ?? ""));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      return next;
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
  }

  function ensureClient(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (next) => {
        connecting = undefined;
        if (closed) {
          next.end().catch(() => {});
          throw new Error("the database handle is closed");
        }
        client = next;
        retryDelay = RECONNECT_MIN_MS;
        return next;
      },
      (error: unknown) => {
        connecting = undefined;
        logError("could not open the LISTEN connection", error);
        scheduleReconnect();
        throw error;
      },
    );
    return connecting;
  }

  async function listen(channel: string, deliver: Deliver): Promise<() => Promise<void>> {
    // The notifier may open a channel again while its previous LISTEN is still being let go: the
    // newer recipient replaces the older, whose release then leaves the channel alone.
    const own = { deliver };
    channels.set(channel, own);
    try {
      // A connection opened meanwhile may already LISTEN here; a repeated LISTEN is a no-op.
      const c = await ensureClient();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (error) {
      if (channels.get(channel) === own) channels.delete(channel);
      throw error;
    }
    return async () => {
      if (channels.get(channel) !== own) return;
      channels.delete(channel);
      // Queued on the same client before any later LISTEN, so a quick re-subscribe is not undone.
      await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch((error: unknown) => {
        logError(`UNLISTEN ${channel} failed`, error);
      });
    };
  }

  async function close() {
    closed = true;
    clearTimeout(retryTimer);
    channels.clear();
    const current = client;
    client = undefined;
    await connecting?.catch(() => {});
    await current?.end().catch(() => {});
  }

  return { listen, close };
}

interface DriverParts extends NotificationSource {
  close(): Promise<void>;
  connections(): ConnectionUse;
}

function createHandle(
  kind: DatabaseHandle["kind"],
  db: Database,
  connection: DatabaseConnection,
  driver: DriverParts,
  logger: Logger,
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  const isClosed = () => closing !== undefined;
  const notifier = createNotifier(
    {
      async listen(channel, onPayload) {
        const unlisten = await driver.listen(channel, onPayload);
        let done: Promise<void> | undefined;
        // Once closed, the driver has let go of every LISTEN already.
        return () => (done ??= isClosed() ? Promise.resolve() : unlisten());
      },
    },
    logger,
  );

  return {
    kind,
    db,
    connection,
    logger,
    async ping() {
      if (isClosed()) return false;
      try {
        // On PGlite this waits behind any running transaction (one connection), so a long
        // transaction reads as unhealthy; that is what a health check should report.
        await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS);
        return true;
      } catch {
        return false;
      }
    },
    async listen(channel, onPayload) {
      assertChannel(channel);
      if (isClosed()) throw new Error("the database handle is closed");
      return notifier.subscribe(channel, onPayload);
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    connections: () => driver.connections(),
    close() {
      closing ??= driver.close();
      return closing;
    },
  };
}

function assertChannel(channel: string) {
  if (!CHANNEL_PATTERN.test(channel)) {
    throw new Error(`Invalid channel name "${channel}": use lower-case letters, digits and underscores`);
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Walks up from this module: it runs from app/db in tests and from build/server/index.js once
 * bundled, so no fixed relative depth is right for both.
 */
function findMigrationsFolder(): string {
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    if (dirname(dir) === dir) {
      throw new Error(`No drizzle/meta/_journal.json in ${start} or above it: pass migrationsFolder to openDatabase`);
    }
  }
}

type ErrorLog = (message: string, error: unknown) => void;

function errorLog(logger: Logger): ErrorLog {
  return (message, error) => logger.error({ err: error }, `db: ${message}`);
}
