import { pathToFileURL } from "node:url";
import path from "node:path";

/**
 * Starts the production build once for the whole run, on a free port and an in-memory database,
 * and hands its address to the tests through the environment.
 */
export default async function globalSetup() {
  Object.assign(process.env, { PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", LOG_LEVEL: "warn" });
  const entry = pathToFileURL(path.resolve("build/server/server.js")).href;
  const { startServer } = (await import(entry)) as typeof import("../../server/app");
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.close();
  };
}
