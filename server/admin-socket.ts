import path from "node:path";
import type { DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/config/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import type { Logger } from "~/config/logger.server";
import { callService, type ServiceInput } from "~/services/calls.server";
import { serviceDeps } from "~/services/service-deps.server";
import { adminSocketPath, listenAdminSocket, type AdminSocketServer, type ServeCall } from "../cli/admin-socket";

/** Runs the calls that come over the socket on this process's database and queue, one log line each. */
export function serveCalls({
  env,
  database,
  queue,
  logger,
}: {
  env: AppEnv;
  database: DatabaseHandle;
  queue?: JobQueue;
  logger?: Pick<Logger, "info" | "error">;
}): ServeCall {
  return async (name, input) => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const outcome = await callService(serviceDeps({ database, env, queue: async () => queue }), name, input as ServiceInput<typeof name>);
      logger?.info({ call: name, ok: outcome.ok, ms: ms() }, "admin call");
      return outcome;
    } catch (error) {
      logger?.error({ call: name, err: error, ms: ms() }, "admin call failed");
      throw error;
    }
  };
}

/**
 * On PGlite the server holds the data directory, so it opens the admin socket beside it and runs
 * the service calls of `npm run admin` on its own database handle and job queue. On PostgreSQL (and in
 * memory) the command line opens the database itself, so there is no socket.
 */
export async function startAdminSocket(deps: {
  env: AppEnv;
  database: DatabaseHandle;
  queue: JobQueue;
  logger: Logger;
}): Promise<AdminSocketServer | undefined> {
  const { env, database, queue, logger } = deps;
  if (database.kind !== "pglite" || env.server.DATA_DIR === "memory://") return undefined;
  const socketPath = adminSocketPath(env.server.DATA_DIR);
  try {
    const socket = await listenAdminSocket(socketPath, serveCalls({ env, database, queue, logger }));
    logger.info({ socket: path.relative(process.cwd(), socketPath) || socketPath }, "admin socket listening");
    return socket;
  } catch (error) {
    // The site itself still works; only `npm run admin` would have to wait for a stop.
    logger.error({ err: error, socket: socketPath }, "admin socket not available");
    return undefined;
  }
}
