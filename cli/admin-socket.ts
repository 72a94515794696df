/**
 * The admin socket: how `npm run admin` reaches a server that holds the PGlite directory. PGlite
 * lets one process open its files, so instead of opening them the command line parses its argv
 * itself and sends each service call it makes over a Unix domain socket beside DATA_DIR
 * (`<DATA_DIR>.admin.sock`, next to its lock); the server runs the call on its own open database
 * and job queue and answers the outcome, which the command line prints (and writes as files:
 * exports and backups are written by the command line, where it runs). A Unix socket with mode
 * 0600 lets only the server's own user (and root) in, and never listens on the network.
 *
 * The protocol is one JSON object per line (services/wire.ts: Dates and bytes survive it), one
 * call per connection:
 *   command line -> server: {type:"call", name, input}
 *   server -> command line: {type:"outcome", outcome}, or {type:"failed", message} when the call threw
 * An outcome that carries a byte stream (an export, a backup) is followed by its bytes as they are
 * made, {type:"chunk", bytes} lines, then {type:"end"}, or {type:"failed", message} when making
 * them failed. The server writes a chunk only once the socket has taken the one before, so neither
 * side holds more than a few chunks of it.
 */
import { existsSync, statSync, unlinkSync, chmodSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { isServiceName, type ServiceName } from "~/services/calls.server";
import type { ByteStream } from "~/lib/byte-stream";
import { fromWire, streamIn, toWire } from "~/services/wire";
import { AdminError } from "./command";

/**
 * Where the server of this data directory listens: beside it, like its lock (`<DATA_DIR>.lock`),
 * not inside it. PGlite's data-directory dump (the backup) reads every file in the directory and
 * fails on a socket.
 */
export function adminSocketPath(dataDir: string): string {
  return `${path.resolve(dataDir)}.admin.sock`;
}

type ServerMessage =
  { type: "outcome"; outcome: unknown } | { type: "chunk"; bytes: Uint8Array } | { type: "end" } | { type: "failed"; message: string };

type ClientMessage = { type: "call"; name: string; input: unknown };

/** Writes one line; answers false once the socket has no room for more until it drains. */
const send = (socket: Socket, message: ServerMessage | ClientMessage): boolean => !socket.destroyed && socket.write(`${toWire(message)}\n`);

/** Whether the socket took what was written (drained) rather than closed first. */
async function drained(socket: Socket): Promise<boolean> {
  if (socket.destroyed) return false;
  const ac = new AbortController();
  try {
    const [event] = await Promise.race([once(socket, "drain", { signal: ac.signal }), once(socket, "close", { signal: ac.signal })]);
    return event === undefined;
  } finally {
    ac.abort();
  }
}

/** Whether a server answers on the socket: "absent" (no file), "stale" (a file nobody listens on, left by a crash) or "answering". */
export function probeAdminSocket(socketPath: string): Promise<"absent" | "stale" | "answering"> {
  if (!existsSync(socketPath)) return Promise.resolve("absent");
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve("answering");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ENOENT" ? "absent" : "stale"));
  });
}

export interface AdminSocketServer {
  path: string;
  /** Stops taking calls, waits for those running (at most `timeoutMs`), then removes the socket file. */
  close(timeoutMs: number): Promise<void>;
}

/** Runs one service call on the server's database, answering its outcome. */
export type ServeCall = (name: ServiceName, input: unknown) => Promise<unknown>;

/**
 * Listens on the socket. A socket file nobody answers on (left by a crash) is replaced; one a
 * live process answers on is left alone and refused with an error.
 */
export async function listenAdminSocket(socketPath: string, serve: ServeCall): Promise<AdminSocketServer> {
  const state = await probeAdminSocket(socketPath);
  if (state === "answering") throw new Error(`another process already answers on the admin socket ${socketPath}`);
  if (state === "stale") unlinkSync(socketPath);

  const running = new Set<Promise<unknown>>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    const done = serveConnection(socket, serve).finally(() => running.delete(done));
    running.add(done);
  });
  // The socket file is created with the process's umask: narrow it for the bind, so the file is
  // never reachable by others, not even for a moment before the chmod below.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      // Exclusive: in a worker of the reloading supervisor (scripts/supervisor.mjs) a shared listen
      // would go through the supervisor, which binds with its own umask and keeps the socket open.
      server.listen({ path: socketPath, exclusive: true }, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);

  let closing: Promise<void> | undefined;
  return {
    path: socketPath,
    close(timeoutMs) {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
        clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        await closed;
        // Node removes the file when the server closes; a file still there is ours and stale.
        if (existsSync(socketPath) && statSync(socketPath).isSocket()) unlinkSync(socketPath);
      })();
      return closing;
    },
  };
}

async function serveConnection(socket: Socket, serve: ServeCall): Promise<void> {
  socket.on("error", () => {});
  const lines = createInterface({ input: socket, crlfDelay: Infinity });
  const [line] = await Promise.race([
    new Promise<string[]>((resolve) => lines.once("line", (first) => resolve([first]))),
    new Promise<string[]>((resolve) => socket.once("close", () => resolve([]))),
  ]);
  lines.close();
  if (line === undefined) return;
  let message: ClientMessage;
  try {
    message = fromWire(line) as ClientMessage;
  } catch {
    socket.destroy();
    return;
  }
  if (message?.type !== "call" || !isServiceName(message.name)) {
    socket.destroy();
    return;
  }
  // A command line that goes away mid-call (Ctrl-C): the call still finishes here, so the
  // database is never left half-way; its answer is dropped.
  const failed = (error: unknown) =>
    send(socket, { type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  let outcome: unknown;
  try {
    outcome = await serve(message.name, message.input);
  } catch (error) {
    failed(error);
    socket.end();
    return;
  }
  send(socket, { type: "outcome", outcome });
  const body = streamIn(outcome);
  if (body) {
    // Chunk by chunk, each once the last has left: a command line that reads slowly slows the
    // reading here; one that goes away ends it (the stream's own clean-up runs).
    try {
      let open = true;
      for await (const bytes of body) {
        if (!send(socket, { type: "chunk", bytes })) open = await drained(socket);
        if (!open) break;
      }
      if (open) send(socket, { type: "end" });
    } catch (error) {
      failed(error);
    }
  }
  socket.end();
}

/** What a call through the socket came to: no server reached (the caller opens the database itself), or its outcome. */
export type SocketAnswer = { reached: false } | { reached: true; outcome: unknown };

/**
 * Sends one service call to the server listening on the socket and answers its outcome, or that
 * no server answers there. A call the server could not finish rejects with its message. An
 * outcome with a byte stream is answered as soon as its line comes; the stream then yields the
 * bytes as they arrive and throws if the server failed or went away before their end.
 */
export function callThroughSocket(socketPath: string, name: ServiceName, input: unknown): Promise<SocketAnswer> {
  if (!existsSync(socketPath)) return Promise.resolve({ reached: false });
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    const notReached = () => resolve({ reached: false });
    // Nobody listening: a file left by a crash, or a server that has just stopped.
    socket.once("error", notReached);
    socket.once("connect", () => {
      socket.off("error", notReached);
      send(socket, { type: "call", name, input });
      readAnswer(socket).then(resolve, reject);
    });
  });
}

const closedEarly = () => new AdminError("the server closed the connection before the call finished (was it stopped?)");

/** The socket's lines one by one; its failure as the command line says it. */
async function* linesOf(socket: Socket): AsyncGenerator<string> {
  try {
    yield* createInterface({ input: socket, crlfDelay: Infinity });
  } catch (error) {
    throw new AdminError(`lost the connection to the server: ${(error as Error).message}`);
  }
}

async function readAnswer(socket: Socket): Promise<SocketAnswer> {
  const lines = linesOf(socket);
  async function* bytes(): ByteStream {
    try {
      for (;;) {
        const line = await lines.next();
        if (line.done) throw closedEarly();
        const message = fromWire(line.value) as ServerMessage;
        if (message.type === "end") return;
        if (message.type === "failed") throw new AdminError(message.message);
        if (message.type === "chunk") yield message.bytes;
      }
    } finally {
      socket.destroy();
    }
  }
  const first = await lines.next();
  if (first.done) throw closedEarly();
  const body = bytes();
  const answer = fromWire(first.value, body) as ServerMessage;
  if (answer.type === "failed") throw new AdminError(answer.message);
  if (answer.type !== "outcome") throw closedEarly();
  // Without a stream the answer is whole: the connection is done with.
  if (streamIn(answer.outcome) !== body) socket.destroy();
  return { reached: true, outcome: answer.outcome };
}
