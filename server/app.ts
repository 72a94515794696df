/**
 * The production server's entry, built by Vite as the SSR bundle. It re-exports React Router's
 * server build and adds `startServer`.
 */
import { createServer as createHttpServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import * as routerBuild from "virtual:react-router/server-build";
import { createPgliteTemplate, openDatabase, type DatabaseHandle } from "~/db/client.server";
import { createLimitStore, setProcessLimitStore } from "~/db/limits.server";
import { seedSampleData } from "~/db/seed.server";
import { fillSessionStarts } from "~/db/session-starts.server";
import { applyConfigFile } from "~/config/config-file.server";
import { describeSetup, likelyTypos, loadEnv, setProcessEnv, type AppEnv } from "~/config/env.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { findingLine, findLaunchProblems } from "~/config/launch-check.server";
import { createAnalytics, type Analytics } from "~/owner/analytics.server";
import { sitePages } from "~/owner/site-pages";
import { startAdminSocket } from "./admin-socket";
import { createApp } from "./create-app";
import { createLogger, setProcessLogger, type Logger } from "~/config/logger.server";
import { PGLITE_TEMPLATE_DIR } from "./build-artifacts";
import { retryLater } from "~/lib/retry-later";
import { BUSY_RETRY_AFTER_SECONDS } from "~/db/busy.server";
import { ALLOW, METHOD_REFUSAL } from "./request-edge";
import { registerWorkers } from "./workers";

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  queue: JobQueue;
  logger: Logger;
  /** The page views and conversions this instance counts (flush() writes what it holds); none with ANALYTICS_ENABLED=false. */
  analytics: Analytics | undefined;
  /** The build this process runs (its directory's name), as /healthz reports it. */
  build: string;
  /**
   * Stops accepting, finishes in-flight requests, then closes the database. `handover`: a newer
   * build already accepts on the same socket, so the stop needs no SHUTDOWN_DRAIN_MS.
   */
  close(options?: { handover?: boolean }): Promise<void>;
}

/**
 * A start that takes over from a running server of the same site (a reload, decision 070): the
 * new server listens on the socket they share while the old one still serves.
 */
export interface Handover {
  /**
   * On PGlite the data directory is one process's at a time: the new server listens first and holds
   * the requests it gets, calls this, and opens the database once it resolves (the old server has
   * closed it). Rejecting ends the start.
   */
  databaseReleased(): Promise<void>;
}

/**
 * `npm run dev` (scripts/dev.mjs) runs this same server with Vite in front of it: Vite answers its
 * own requests (modules, hot updates, public files) and passes the rest on.
 */
export interface DevServer {
  /** Vite's middlewares: they call `next` for every request that is not Vite's. */
  middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The HTTP server Vite's hot-update WebSocket shares. */
  httpServer: Server;
  /** The router's build, loaded again for each request so that edits apply without a restart. */
  loadBuild: () => Promise<ServerBuild>;
  /** The project's public/ directory. */
  publicDir: string;
  close: () => Promise<void>;
}

const buildDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/**
 * The build's name: the directory scripts/build.mjs wrote it into (`.builds/build.<time>-<random>`),
 * which this file's own location names, however the `build` link was followed to load it.
 */
const buildName = path.basename(buildDir);

// What a stopping server does with the keep-alive connections it has (decision 070). It stops
// accepting at once, answers every further request with "Connection: close", and closes the
// connections that stay idle after this long: a client that sends on a connection at the very
// moment it closes loses that request, and one busy enough to matter sends within it.
const IDLE_CONNECTION_GRACE_MS = 500;

/**
 * The build's last step (scripts/build.mjs runs it in a process of its own): the new, empty PGlite
 * database that a first start on an empty DATA_DIR copies instead of creating one (decision 065).
 */
export function createBuildDatabase(): Promise<void> {
  return createPgliteTemplate(path.join(buildDir, PGLITE_TEMPLATE_DIR));
}

export interface StartOptions {
  /** The configuration; read from the environment and the configuration file (.env) when absent. */
  env?: AppEnv;
  handleSignals?: boolean;
  dev?: DevServer;
  /** Log the launch check's findings as warnings; by default in production. */
  launchCheck?: boolean;
  /** This start takes over from a running server (a reload); see Handover. */
  handover?: Handover;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { dev, handover } = options;
  const configFile = options.env ? undefined : applyConfigFile();
  const env = options.env ?? loadEnv();
  setProcessEnv(env);
  const logger = createLogger(env.server.LOG_LEVEL, env.server.LOG_FORMAT);
  setProcessLogger(logger);
  if (!options.env) for (const typo of likelyTypos(process.env)) logger.warn(typo);
  // Beside this file's own build, not the directory the build was written to: builds are
  // written beside the live one and swapped in (decision 018).
  const clientDir = dev ? dev.publicDir : path.join(buildDir, "client");
  const build = dev ? "development" : buildName;

  // How long each step of the start took, in the "listening" line: what a restart waits for.
  const startedAt = performance.now();
  const steps: Record<string, number> = {};
  let stepStart = startedAt;
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - stepStart);
    stepStart = now;
  };

  let draining = false;
  // Taking over from a server on PGlite: listen first and hold what comes in until the database is
  // ours; everywhere else the server listens once it can answer.
  const pgliteDir = !env.server.DATABASE_URL && env.server.DATA_DIR !== "memory://";
  let held: ReturnType<typeof holdRequests> | undefined;
  let server: Server | undefined;
  if (handover && pgliteDir) {
    held = holdRequests();
    server = await listen(env, held.fetch, dev);
    step("http");
    await handover.databaseReleased();
    step("handover");
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: env.server.DATABASE_URL,
      dataDir: env.server.DATA_DIR === "memory://" ? "memory://" : path.resolve(env.server.DATA_DIR),
      poolMax: env.server.DB_POOL_MAX,
      poolWaitMs: env.server.DB_POOL_WAIT_MS,
      lockTimeoutMs: env.server.DB_LOCK_TIMEOUT_MS,
      fsync: env.server.PGLITE_FSYNC,
      logger,
      pgliteTemplate: dev ? undefined : path.join(buildDir, PGLITE_TEMPLATE_DIR),
    });
  } catch (error) {
    await held?.fail(server!);
    throw error;
  }
  // Before any request: on PostgreSQL every instance then counts the same limits.
  setProcessLimitStore(createLimitStore(database));
  let queue: JobQueue;
  try {
    if (env.server.SEED_SAMPLE_DATA) {
      const { seeded } = await seedSampleData(database.db, { now: new Date() });
      if (seeded) logger.info("seeded sample events and videos into the new database");
    }
    const starts = await fillSessionStarts(database.db);
    if (starts.filled > 0) logger.info({ filled: starts.filled, converted: starts.converted }, "gave sessions their start instants");
    step("database");
    queue = await startJobQueue(database.connection, {
      onError: (error) => logger.error({ err: error }, "job queue error"),
      schedule: env.server.WORKER_ENABLED,
    });
  } catch (error) {
    await held?.fail(server!);
    await database.close();
    throw error;
  }
  try {
    step("jobQueue");
    if (env.server.WORKER_ENABLED) await registerWorkers({ database, queue, env, logger });
    step("workers");
  } catch (error) {
    await held?.fail(server!);
    await queue.stop({ graceful: false }).catch(() => {});
    await database.close();
    throw error;
  }

  // Before HTTP: once /healthz answers, so does `npm run admin`.
  const adminSocket = await startAdminSocket({ env, database, queue, logger });
  const analytics = env.server.ANALYTICS_ENABLED
    ? createAnalytics({
        db: database.db,
        ownHosts: [new URL(env.site.siteUrl).hostname],
        pages: sitePages((routerBuild as ServerBuild).routes),
        logger,
      })
    : undefined;
  const app = createApp({
    build: routerBuild as ServerBuild,
    loadBuild: dev?.loadBuild,
    env,
    database,
    queue,
    logger,
    clientDir,
    analytics,
    health: () => ({ build, draining }),
  });
  if (held && server) held.serve(app.fetch);
  else server = await listen(env, app.fetch, dev);
  const httpServer = server;
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : env.server.PORT;
  const url = `http://${env.server.HOST === "0.0.0.0" ? "localhost" : env.server.HOST}:${port}`;
  step(held ? "serving" : "http");
  // One line that says what this instance runs on, so a wrong key or a forgotten SMTP_URL shows at once.
  logger.info(
    {
      url,
      build,
      ...describeSetup(env.server),
      configFile: configFile?.path,
      node: process.version,
      startMs: { ...steps, total: Math.round(performance.now() - startedAt) },
    },
    "listening",
  );
  if (options.launchCheck ?? process.env.NODE_ENV === "production") {
    // Only warns, and in the background: the site is up either way, and the model may take seconds to
    // answer (DNS, for the mail domain's records, at most MAIL_DNS_TIMEOUT_MS).
    void findLaunchProblems({ env, db: database.db, probeModel: true, probeMailDomain: true }).then(
      (problems) => {
        for (const problem of problems) logger.warn(`launch check: ${findingLine(problem)}`);
      },
      (error: unknown) => logger.warn({ err: error }, "launch check failed"),
    );
  }

  let closing: Promise<void> | undefined;
  // While it stops, a server answers every request with "Connection: close", so no client sends
  // another on a connection that is about to close.
  httpServer.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => {
    if (closing) response.shouldKeepAlive = false;
  });

  const close = ({ handover: handedOver = false } = {}) => {
    closing ??= (async () => {
      // A proxy that checks /healthz on an interval stops sending here before the socket closes.
      // Not on a handover: the newer server accepts on the same socket already, and the address
      // stays as ready as it was.
      draining = !handedOver;
      if (draining && env.server.SHUTDOWN_DRAIN_MS > 0) {
        logger.info({ ms: env.server.SHUTDOWN_DRAIN_MS }, "draining");
        await new Promise((resolve) => setTimeout(resolve, env.server.SHUTDOWN_DRAIN_MS));
      }
      // Vite's hot-update sockets would keep the HTTP server open.
      await dev?.close();
      // Stop accepting, but leave the idle keep-alive connections open for a moment (HTTP's own
      // close would close them now, under a request a client may be sending on one).
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(httpServer, () => resolve()));
      const idle = setTimeout(() => httpServer.closeIdleConnections(), IDLE_CONNECTION_GRACE_MS);
      const force = setTimeout(() => httpServer.closeAllConnections(), env.server.SHUTDOWN_TIMEOUT_MS);
      idle.unref();
      force.unref();
      await closed;
      clearTimeout(idle);
      clearTimeout(force);
      await adminSocket?.close(env.server.SHUTDOWN_TIMEOUT_MS);
      // The last counts, written while the database is still open.
      await analytics?.close();
      // Jobs in flight get the same grace as requests; pg-boss retries any it has to cut off.
      await queue.stop({ graceful: true, timeout: env.server.SHUTDOWN_TIMEOUT_MS }).catch((error: unknown) => {
        logger.error({ err: error }, "job queue did not stop cleanly");
      });
      await database.close();
      logger.info("stopped");
    })();
    return closing;
  };

  if (options.handleSignals) {
    const onSignal = (signal: NodeJS.Signals) => {
      if (closing) return;
      logger.info({ signal }, "shutting down");
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    };
    // Not once: a terminal's Ctrl-C reaches this process both itself and through the supervisor
    // (scripts/supervisor.mjs), and a second signal must not cut the stop short.
    process.on("SIGTERM", onSignal);
    process.on("SIGINT", onSignal);
  }

  return { url, port, database, queue, logger, analytics, build, close };
}

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * The requests a server taking over on PGlite receives before its database is open: each waits
 * for `serve`, or is answered 503 with Retry-After when the start fails (`fail`).
 */
function holdRequests() {
  let release: (fetch: Fetch) => void;
  const ready = new Promise<Fetch>((resolve) => (release = resolve));
  return {
    fetch: (async (request, env) => (await ready)(request, env)) as Fetch,
    serve: (fetch: Fetch) => release(fetch),
    async fail(server: Server) {
      const { status, headers } = retryLater(503, BUSY_RETRY_AFTER_SECONDS);
      release(() => new Response("The site is restarting. Please try again in a moment.", { status, headers }));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The HTTP server on PORT and HOST, with the site's limits on slow and unreadable requests. */
async function listen(env: AppEnv, fetch: Fetch, dev: DevServer | undefined): Promise<Server> {
  const createServer = dev
    ? (((_options: unknown, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
        dev.httpServer.on("request", (req, res) =>
          dev.middlewares(req, res, () => listener(req, res)),
        )) as unknown as typeof createHttpServer)
    : createHttpServer;
  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve(
      {
        fetch,
        port: env.server.PORT,
        hostname: env.server.HOST,
        createServer,
        // A client that trickles its headers or body is cut off instead of holding a socket for
        // Node's default 300 s. These bound receiving the request only: a status stream's
        // response lasts as long as it needs. Node checks them on an interval, so check often
        // enough that a timeout means what it says.
        serverOptions: {
          headersTimeout: env.server.HTTP_HEADERS_TIMEOUT_MS,
          requestTimeout: env.server.HTTP_REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: Math.max(100, Math.floor(env.server.HTTP_HEADERS_TIMEOUT_MS / 10)),
        },
      },
      () => resolve(started as Server),
    ) as Server;
    started.once("error", reject);
  });
  server.on("clientError", answerUnreadableRequest);
  // Node hands a CONNECT to this event, never to the app: without a listener it only closes the socket.
  server.on("connect", (_request: IncomingMessage, socket: Duplex) => answerRaw(socket, 405, METHOD_REFUSAL));
  // Longer than a reverse proxy keeps its idle connections to us, so the proxy always closes first.
  server.keepAliveTimeout = env.server.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

/**
 * Node answers a request it cannot parse (an address or headers over its 16 KB limit, broken HTTP)
 * itself, with a bare status line; this says in words what went wrong.
 */
function answerUnreadableRequest(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, text] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "The address or the headers of this request are too long."]
      : error.code === "HPE_REQUEST_TIMEOUT" || error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive. Please try again."]
        : error.code === "HPE_INVALID_METHOD"
          ? [405, METHOD_REFUSAL]
          : [400, "The request could not be read."];
  answerRaw(socket, status, text);
}

/** A whole answer written straight to the socket, which then closes. */
function answerRaw(socket: Duplex, status: number, text: string) {
  const allow = status === 405 ? `Allow: ${ALLOW}\r\n` : "";
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n${allow}` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
