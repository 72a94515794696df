// Loaded into the server by the memory bench (`node --import`): on SIGUSR2 it appends one JSON line
// of process.memoryUsage() to BENCH_MEMORY_PROBE, from which the bench tells the JavaScript heap
// from the rest. With BENCH_MEMORY_HEAP_SNAPSHOTS=<directory> it also writes a heap snapshot there
// (which itself takes memory: for finding where it goes, not for the figures).
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
