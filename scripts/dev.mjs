// `npm run dev`: the site's own server (database, job queue, workers) with Vite in front of it for
// hot reload. Vite runs in middleware mode on the server's HTTP port, loads server/app.ts through
// its module runner, and hands every request that is not its own to the server (decision 018).
import { createServer as createHttpServer } from "node:http";
import path from "node:path";
import { createServer as createViteServer } from "vite";
import { root } from "./build-state.mjs";

process.env.NODE_ENV ??= "development";

const httpServer = createHttpServer();
const vite = await createViteServer({
  root,
  appType: "custom",
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
try {
  const { startServer } = await vite.ssrLoadModule("/server/app.ts");
  await startServer({
    handleSignals: true,
    dev: {
      middlewares: vite.middlewares,
      httpServer,
      loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build"),
      publicDir: path.join(root, "public"),
      close: () => vite.close(),
    },
  });
} catch (error) {
  await vite.close();
  const known = error && ["ConfigError", "IdeaLibraryError", "DatabaseLockedError"].includes(error.name);
  console.error(known ? `Cannot start: ${error.message}` : error);
  process.exit(1);
}
