import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { build } from "esbuild";
import { defineConfig, type Plugin } from "vite";

/**
 * The production server is a second entry of the SSR build, beside React Router's own (index.js). Shared modules land in shared chunks, so the router contexts the
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
 * than one: on Home that cost about 4 KB of gzip. Also here: the router contexts, the header's and
 * footer's icons and menu, and the two section shapes many pages share (the console uses them too,
 * which otherwise splits each into a file of its own on every page that shows one): about 0.3 KB
 * less on every page with React.
 */
const SITE_CORE =
  /[\\/]app[\\/](context|lib[\\/](utils|site-config|meta|initials|disclosure-menu)|content[\\/](site-config|navigation)|components[\\/](social-links|brand-icons|titled-section|marked-item|ui[\\/](button|toast)))\.tsx?$|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](x|map-pin|menu)\.mjs$/;

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

/**
 * Scripts the server inlines with the response's nonce, each bundled with what it imports and
 * minified into one string at build time: no request of their own, and their text only in the
 * server's bundle (the entry passes them to the document through InlineScriptsContext).
 * - the page script (app/page-script/page-script.ts): what a page without React still does;
 * - the local time (app/features/events/local-time-script.ts): a session's start in the
 *   visitor's zone, written before the first paint.
 */
const INLINE_SCRIPTS: Record<string, string> = {
  "virtual:page-script": "app/page-script/page-script.ts",
  "virtual:local-time-script": "app/features/events/local-time-script.ts",
};

function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    resolveId: (source) => (source in INLINE_SCRIPTS ? `\0${source}` : undefined),
    async load(resolved) {
      const entry = resolved.startsWith("\0") ? INLINE_SCRIPTS[resolved.slice(1)] : undefined;
      if (!entry) return;
      const result = await build({
        entryPoints: [path.resolve(entry)],
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2022",
        write: false,
        metafile: true,
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input));
      return `export default ${JSON.stringify(result.outputFiles[0]!.text.trim())};`;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverEntry(), siteCoreChunk(), inlineScripts()],
  resolve: { tsconfigPaths: true },
  // Bundled into the server build, so the server loads only the icons the pages draw: left as a
  // package, lucide-react loads all of its icons at start (decision 055).
  ssr: { noExternal: ["lucide-react"] },
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: { index: "virtual:react-router/server-build", server: "./server/app.ts", admin: "./cli/admin.ts" } },
      },
    },
  },
});
