/**
 * The production server's entry, built by Vite as the SSR bundle. It re-exports React Router's
 * server build (so prerendering at build time still finds it) and adds `startServer`.
 */
import { createServer as createHttpServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedSampleData } from "~/db/seed.server";
import { loadEnv, type AppEnv } from "~/env.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { createApp } from "./create-app";
import { createLogger, type Logger } from "./logger";
import { loadPrerenderedPages } from "./prerendered";
import { registerWorkers } from "./workers";

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  queue: JobQueue;
  logger: Logger;
  /** Stops accepting, finishes in-flight requests, then closes the database. */
  close(): Promise<void>;
}

const buildDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export async function startServer(options: { env?: AppEnv; handleSignals?: boolean } = {}): Promise<RunningServer> {
  const env = options.env ?? loadEnv();
  const logger = createLogger(env.server.LOG_LEVEL);
  const projectRoot = path.dirname(buildDir);
  const clientDir = path.resolve(projectRoot, (build as ServerBuild).assetsBuildDirectory);

  const database = await openDatabase({
    databaseUrl: env.server.DATABASE_URL,
    dataDir: env.server.DATA_DIR === "memory://" ? "memory://" : path.resolve(env.server.DATA_DIR),
    poolMax: env.server.DB_POOL_MAX,
  });
  let queue: JobQueue;
  try {
    if (env.server.SEED_SAMPLE_DATA) {
      const { seeded } = await seedSampleData(database.db, { now: new Date() });
      if (seeded) logger.info("seeded sample events and videos into the new database");
    }
    queue = await startJobQueue(database.connection, {
      onError: (error) => logger.error({ err: error }, "job queue error"),
      schedule: env.server.WORKER_ENABLED,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  try {
    if (env.server.WORKER_ENABLED) await registerWorkers({ database, queue, env, logger });
  } catch (error) {
    await queue.stop({ graceful: false }).catch(() => {});
    await database.close();
    throw error;
  }

  const { pages: prerendered, skipped } = await loadPrerenderedPages(clientDir, buildDir, env.site);
  if (skipped) logger.warn(`prerendered pages not used: ${skipped}`);

  const app = createApp({ build: build as ServerBuild, env, database, queue, logger, clientDir, prerendered });
  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve(
      { fetch: app.fetch, port: env.server.PORT, hostname: env.server.HOST, createServer: createHttpServer },
      () => resolve(started as Server),
    ) as Server;
    started.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.server.PORT;
  const url = `http://${env.server.HOST === "0.0.0.0" ? "localhost" : env.server.HOST}:${port}`;
  logger.info({ url, database: database.kind, prerendered: prerendered.size }, "listening");

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive sockets would hold close() open; busy ones finish their response first.
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), env.server.SHUTDOWN_TIMEOUT_MS);
      force.unref();
      await closed;
      clearTimeout(force);
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
      logger.info({ signal }, "shutting down");
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    };
    process.once("SIGTERM", onSignal);
    process.once("SIGINT", onSignal);
  }

  return { url, port, database, queue, logger, close };
}
