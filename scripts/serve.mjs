// Serves the existing production build until SIGTERM or SIGINT (`npm start` builds first if needed).
import { pathToFileURL } from "node:url";
import { serverEntry } from "./build-state.mjs";

process.env.NODE_ENV ??= "production";
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
