import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The production server is a second entry of the SSR build, beside React Router's own (index.js,
 * which prerendering imports). Shared modules land in shared chunks, so the router contexts the
 * server sets are the very objects the routes read. React Router names every server entry
 * index.js; this gives ours its own name.
 */
function serverEntry(): Plugin {
  return {
    name: "server-entry",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions(options) {
      return { ...options, entryFileNames: (chunk) => (chunk.name === "server" ? "server.js" : "index.js") };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverEntry()],
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: { index: "virtual:react-router/server-build", server: "./server/app.ts" } },
      },
    },
  },
});
