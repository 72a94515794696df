// Loaded into the server by the memory bench (`node --import`): on SIGUSR2 it appends one JSON line
// to BENCH_MEMORY_PROBE with process.memoryUsage(): the JavaScript heap, memory held by JavaScript
// objects outside it (external: Buffers, typed arrays and PGlite's WebAssembly memory, counted at
// its full size though only the pages PostgreSQL touched are resident) and the resident total. With BENCH_MEMORY_HEAP_SNAPSHOTS=<directory> it also writes a heap snapshot there (which
// itself takes memory: for finding where it goes, not for the figures).
import { appendFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";

const out = process.env.BENCH_MEMORY_PROBE;
const snapshots = process.env.BENCH_MEMORY_HEAP_SNAPSHOTS;
let taken = 0;
if (out) {
  process.on("SIGUSR2", () => {
    const usage = process.memoryUsage();
    appendFileSync(out, JSON.stringify(usage) + "\n");
    if (snapshots) v8.writeHeapSnapshot(path.join(snapshots, `phase-${++taken}.heapsnapshot`));
  });
}
