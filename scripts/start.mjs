// `npm start`: serve the site. In production it runs the last good build and never builds; in
// development it builds first when the sources changed (scripts/build-state.mjs), and runs the
// previous build when that build fails.
//
// The server runs in a process of its own, started with the Node flags and environment of
// scripts/server-process.mjs, which only take effect when a process starts. This one passes on
// SIGTERM, SIGINT and SIGHUP and ends as the server ends (its exit code, or the same signal).
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./build-state.mjs";
import { ensureBuild } from "./ensure-build.mjs";
import { SERVER_NODE_FLAGS, serverEnv } from "./server-process.mjs";

ensureBuild({ keepPrevious: true });
// Its own process group, so Ctrl-C in a terminal reaches the server once, through here, not twice.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts/serve.mjs")], {
  env: { ...serverEnv(process.env), SERVER_PARENT_PID: String(process.pid) },
  stdio: "inherit",
  detached: true,
});
const signals = ["SIGTERM", "SIGINT", "SIGHUP"];
const pass = (signal) => server.kill(signal);
for (const signal of signals) process.on(signal, pass);
server.once("exit", (code, signal) => {
  if (signal === null) process.exit(code ?? 1);
  for (const name of signals) process.off(name, pass);
  process.kill(process.pid, signal);
});
