import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RunningServer, startServer } from "../../server/app";

/** The production build's server entry (what `npm start` runs), loaded into this process. */
export async function importBuiltServer(): Promise<{ startServer: typeof startServer }> {
  return import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/server.js")).href);
}

/**
 * A server of the production build started in this process with `env` on top of the environment,
 * which it reads at start; the environment is put back however the start ends.
 */
export async function startBuiltServer(env: Record<string, string>): Promise<RunningServer> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return await (await importBuiltServer()).startServer();
  } finally {
    process.env = saved;
  }
}
