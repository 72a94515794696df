import path from "node:path";
import type { DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { runAdmin } from "../cli/admin";
import { adminSocketPath, listenAdminSocket, type AdminSocketServer } from "../cli/admin-socket";
import type { Logger } from "~/logger.server";

/**
 * On PGlite the server holds the data directory, so it opens the admin socket beside it and runs
 * `npm run admin` commands on its own database handle and job queue. On PostgreSQL (and in
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
    const socket = await listenAdminSocket(socketPath, async (argv, io) => {
      const started = performance.now();
      const code = await runAdmin(argv, { io, env, database, queue });
      logger.info({ command: argv.slice(0, 2).join(" "), code, ms: Math.round(performance.now() - started) }, "admin command");
      return code;
    });
    logger.info({ socket: path.relative(process.cwd(), socketPath) || socketPath }, "admin socket listening");
    return socket;
  } catch (error) {
    // The site itself still works; only `npm run admin` would have to wait for a stop.
    logger.error({ err: error, socket: socketPath }, "admin socket not available");
    return undefined;
  }
}
