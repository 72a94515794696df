// `npm start`: serve the site. In production it runs the last good build and never builds; in
// development it builds first when the sources changed (scripts/build-state.mjs), and runs the
// previous build when that build fails.
//
// The server runs in a worker process of scripts/supervisor.mjs, started with the Node flags and
// environment of scripts/server-process.mjs, which only take effect when a process starts. For whoever
// started it (a terminal, the service manager) this process is the server: SIGTERM and SIGINT stop
// it, it ends with the server's exit code, and SIGHUP reloads it onto the newest build (decision 070).
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";
import { supervise } from "./supervisor.mjs";

ensureBuild({ keepPrevious: true });
// The checkout as this script was named, links unresolved: in a deployment `current` moves on to a
// newer release, and a reload follows it.
supervise({ root: path.dirname(path.dirname(path.resolve(process.argv[1]))) });
