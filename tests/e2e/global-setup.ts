import { importBuiltServer } from "./built-server";

/**
 * Starts the production build once for the whole run, on a free port and an in-memory database,
 * and hands its address to the tests through the environment.
 */
export default async function globalSetup() {
  // Every test comes from 127.0.0.1: a per-visitor AI quota of 10 an hour (or 30 requests a minute) would make specs depend
  // on each other. ai.spec.ts tests the quota on a server of its own.
  Object.assign(process.env, {
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    LOG_LEVEL: "warn",
    AI_RATE_LIMIT_PER_HOUR: "10000",
    AI_REQUEST_RATE_LIMIT_PER_MINUTE: "100000",
  });
  const { startServer } = await importBuiltServer();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.close();
  };
}
