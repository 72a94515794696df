import path from "node:path";
import { pathToFileURL } from "node:url";
import type { startServer } from "../../server/app";

/** The production build's server entry (what `npm start` runs), loaded into this process. */
export async function importBuiltServer(): Promise<{ startServer: typeof startServer }> {
  return import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/server.js")).href);
}
