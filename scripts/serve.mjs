// Serves the existing production build until SIGTERM or SIGINT (`npm start` builds first if needed).
import { pathToFileURL } from "node:url";
import { serverEntry } from "./build-state.mjs";

process.env.NODE_ENV ??= "production";
// Started by `npm start` (scripts/start.mjs), the server stops as its parent would have it when the
// parent is gone without a word (killed with SIGKILL): left running, it would hold the port and the
// database's lock against the next start.
const parent = Number(process.env.SERVER_PARENT_PID);
if (parent > 0) {
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
  }, 1000).unref();
}
try {
  // Inside the try: loading the build checks the idea library, which may refuse as well.
  const { startServer } = await import(pathToFileURL(serverEntry).href);
  await startServer({ handleSignals: true });
} catch (error) {
  // Configuration, idea library and lock errors carry their own explanation; a stack adds nothing to them.
  const known = error && ["ConfigError", "IdeaLibraryError", "DatabaseLockedError"].includes(error.name);
  console.error(known ? `Cannot start: ${error.message}` : error);
  process.exit(1);
}
