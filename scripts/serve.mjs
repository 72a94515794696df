// Serves the existing production build until SIGTERM or SIGINT (`npm start` builds first if needed).
import { pathToFileURL } from "node:url";
import { serverEntry } from "./build-state.mjs";

process.env.NODE_ENV ??= "production";
const { startServer } = await import(pathToFileURL(serverEntry).href);
try {
  await startServer({ handleSignals: true });
} catch (error) {
  // Configuration and lock errors carry their own explanation; a stack adds nothing to them.
  const known = error && (error.name === "ConfigError" || error.name === "DatabaseLockedError");
  console.error(known ? `Cannot start: ${error.message}` : error);
  process.exit(1);
}
