// `npm start`: serve the site. In production it runs the last good build and never builds; in
// development it builds first when the sources changed (scripts/build-state.mjs), and runs the
// previous build when that build fails.
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild({ keepPrevious: true });
await import("./serve.mjs");
