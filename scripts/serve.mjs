// Serves the existing production build until SIGTERM or SIGINT (`npm start` builds first if needed).
//
// Run by the supervisor of `npm start` and the service unit (scripts/supervisor.mjs), it is one of
// its workers and tells it how the start goes: "hold" (taking over on PGlite: listening, waiting for
// the running server to let go of the database), "ready" (serving), "failed" (why not). It serves the
// build the supervisor names (SERVE_BUILD_DIR), and stops on "drain" as on SIGTERM, without
// SHUTDOWN_DRAIN_MS: the newer server already accepts on the same socket. Run on its own
// (`node scripts/serve.mjs`, as the tests and benches do), it serves `build/` and says nothing.
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serverEntry } from "./build-state.mjs";

process.env.NODE_ENV ??= "production";
const supervised = cluster.isWorker;
const tell = (message) => new Promise((resolve) => (supervised ? process.send(message, () => resolve()) : resolve()));
const entry = process.env.SERVE_BUILD_DIR ? path.join(process.env.SERVE_BUILD_DIR, "server/server.js") : serverEntry;

try {
  // Inside the try: loading the build checks the idea library, which may refuse as well.
  const { startServer } = await import(pathToFileURL(entry).href);
  let released;
  const handover =
    supervised && process.env.SERVE_HANDOVER === "1"
      ? {
          databaseReleased() {
            void tell({ type: "hold" });
            return (released ??= new Promise((resolve) => {
              const onMessage = (message) => {
                if (message?.type !== "database-released") return;
                process.off("message", onMessage);
                resolve();
              };
              process.on("message", onMessage);
            }));
          },
        }
      : undefined;
  const server = await startServer({ handleSignals: true, handover });
  if (supervised) {
    process.on("message", (message) => {
      if (message?.type !== "drain") return;
      server.logger.info({ build: server.build }, "handing over to a newer build");
      server.close({ handover: true }).then(
        () => process.exit(0),
        (error) => {
          server.logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
  await tell({ type: "ready", build: server.build, url: server.url });
} catch (error) {
  // Configuration, idea library and lock errors carry their own explanation; a stack adds nothing to them.
  const known = error && ["ConfigError", "IdeaLibraryError", "DatabaseLockedError"].includes(error.name);
  console.error(known ? `Cannot start: ${error.message}` : error);
  await tell({ type: "failed", message: known ? error.message : String(error?.message ?? error) });
  process.exit(1);
}
