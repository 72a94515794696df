// How the server's Node process is started, alike by `npm start` and the systemd unit (both through
// the supervisor, scripts/supervisor.mjs) and the memory bench (decision 055):
// - `--liftoff-only`: PGlite's WebAssembly runs as V8's baseline compiler made it. V8 otherwise
//   recompiles PostgreSQL's hot functions with TurboFan in the background, and the largest of
//   them alone takes about 600 MB for a second or two, a few seconds after every start.
// - `--max-semi-space-size=16`: V8 sizes the space where new objects are born from the machine's
//   memory, up to 64 MB a half (128 MB resident once a burst of requests has filled it) on a large
//   one; 16 MB, V8's former default, kept about 100 MB less resident at start and after the page
//   requests, for more frequent minor collections.
// - `--heap-growing-percent=10`: after each full collection V8 lets the JavaScript heap grow to
//   1.1 times what survived before the next, instead of up to 4 times on a large machine. Under a
//   burst of page requests the heap otherwise grows far ahead of what it holds: about 80 MB less
//   after 10,000 page requests, at the same requests per second (decision 066).
// - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (compression, V8's helpers) an
//   arena of its own and keeps what they freed; two arenas hold about 110 MB less after the
//   page requests. glibc reads it once, at the start of the process.
// - MALLOC_MMAP_THRESHOLD_=131072: glibc otherwise raises the size from which a block gets its own
//   mapping (given back to the system once freed) up to 32 MB as the process frees large blocks,
//   and keeps everything below it in its arenas; fixed at its default of 128 KB it stays there.
//   About 40 MB less after the page requests on PostgreSQL, at the same throughput (decision 065).
export const SERVER_NODE_FLAGS = ["--liftoff-only", "--max-semi-space-size=16", "--heap-growing-percent=10"];
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

/** The environment of a server process: SERVER_ENV unless env sets the variable itself. */
export const serverEnv = (env) => ({ ...SERVER_ENV, ...env });
