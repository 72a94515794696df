import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The production server is a second entry of the SSR build, beside React Router's own (index.js,
 * which prerendering imports). Shared modules land in shared chunks, so the router contexts the
 * server sets are the very objects the routes read. React Router names every server entry
 * index.js; this gives ours their own names: server.js, and admin.js for the owner's command
 * line (decision 007).
 */
const OWN_ENTRIES = new Set(["server", "admin"]);

function serverEntry(): Plugin {
  return {
    name: "server-entry",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions(options) {
      return { ...options, entryFileNames: (chunk) => (OWN_ENTRIES.has(chunk.name) ? `${chunk.name}.js` : "index.js") };
    },
  };
}

/**
 * The site's own modules that nearly every page runs (the header's and footer's dependencies, the
 * meta helper, buttons, the toast shim) go into one chunk. Left to automatic splitting, each lands
 * in its own tiny file shared by a different set of routes, and a dozen small files compress worse
 * than one: on Home that cost about 4 KB of gzip.
 */
const SITE_CORE =
  /[\\/]app[\\/](lib[\\/](utils|site-config|meta|initials)|content[\\/](site-config|navigation)|components[\\/](social-links|brand-icons|ui[\\/](button|toast)))\.tsx?$/;

/**
 * The form kit's browser half and the input every form uses, in one chunk: a page with a form
 * (every newsletter block has one) loads them together, and one file compresses better than four
 * tiny ones.
 */
const FORM_KIT = /[\\/]app[\\/](components[\\/](form[\\/](use-checked-form|form-alert)|honeypot|ui[\\/]input)|lib[\\/]form-input)\.tsx?$/;

function siteCoreChunk(): Plugin {
  return {
    name: "site-core-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: "site-core", test: SITE_CORE },
            { name: "form-kit", test: FORM_KIT },
          ],
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverEntry(), siteCoreChunk()],
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: { index: "virtual:react-router/server-build", server: "./server/app.ts", admin: "./cli/admin.ts" } },
      },
    },
  },
});
