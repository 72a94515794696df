// How the server's Node process is started, alike by `npm start`, the systemd unit
// (docs/deploy/work-waves.service says the same) and the memory bench (decision 055):
// - `--liftoff-only`: PGlite's WebAssembly runs as V8's baseline compiler made it. V8 otherwise
//   recompiles PostgreSQL's hot functions with TurboFan in the background, and the largest of
//   them alone takes about 600 MB for a second or two, a few seconds after every start.
// - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (compression, V8's helpers) an
//   arena of its own and keeps what they freed; two arenas hold about 110 MB less after the
//   page requests. glibc reads it once, at the start of the process.
export const SERVER_NODE_FLAGS = ["--liftoff-only"];
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

/** The environment of a server process: SERVER_ENV unless env sets the variable itself. */
export const serverEnv = (env) => ({ ...SERVER_ENV, ...env });
