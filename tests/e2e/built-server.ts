import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RunningServer, startServer } from "../../server/app";

/** The production build's server entry (what `npm start` runs), loaded into this process. */
export async function importBuiltServer(): Promise<{ startServer: typeof startServer }> {
  return import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/server.js")).href);
}

/** What a test's own server runs with unless its `env` says otherwise: a free port on loopback, memory, no workers, warnings. */
const OWN_SERVER = { PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", WORKER_ENABLED: "false", LOG_LEVEL: "warn" };

/**
 * A server of the production build started in this process with `env` (over OWN_SERVER) on top of
 * the environment, which it reads at start; the environment is put back however the start ends.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const saved = { ...process.env };
  Object.assign(process.env, OWN_SERVER, env);
  try {
    return await (await importBuiltServer()).startServer();
  } finally {
    process.env = saved;
  }
}
