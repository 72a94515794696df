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
 */
import { existsSync, statSync, unlinkSync, chmodSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { isServiceName, type ServiceName } from "~/services/calls.server";
import { fromWire, toWire } from "~/services/wire";
import { AdminError } from "./command";

/**
 * Where the server of this data directory listens: beside it, like its lock (`<DATA_DIR>.lock`),
 * not inside it. PGlite's data-directory dump (the backup) reads every file in the directory and
 * fails on a socket.
 */
export function adminSocketPath(dataDir: string): string {
  return `${path.resolve(dataDir)}.admin.sock`;
}

type ServerMessage = { type: "outcome"; outcome: unknown } | { type: "failed"; message: string };

type ClientMessage = { type: "call"; name: string; input: unknown };

const send = (socket: Socket, message: ServerMessage | ClientMessage) => {
  if (!socket.destroyed) socket.write(`${toWire(message)}\n`);
};

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
      server.listen(socketPath, () => {
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
  try {
    send(socket, { type: "outcome", outcome: await serve(message.name, message.input) });
  } catch (error) {
    send(socket, { type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
  socket.end();
}

/** What a call through the socket came to: no server reached (the caller opens the database itself), or its outcome. */
export type SocketAnswer = { reached: false } | { reached: true; outcome: unknown };

/**
 * Sends one service call to the server listening on the socket and answers its outcome, or that
 * no server answers there. A call the server could not finish rejects with its message.
 */
export function callThroughSocket(socketPath: string, name: ServiceName, input: unknown): Promise<SocketAnswer> {
  if (!existsSync(socketPath)) return Promise.resolve({ reached: false });
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let connected = false;
    let answer: ServerMessage | undefined;
    socket.once("connect", () => {
      connected = true;
      send(socket, { type: "call", name, input });
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // Nobody listening: a file left by a crash, or a server that has just stopped.
      if (!connected) resolve({ reached: false });
      else reject(new AdminError(`lost the connection to the server: ${error.message}`));
    });
    const lines = createInterface({ input: socket, crlfDelay: Infinity });
    lines.once("line", (line) => (answer = fromWire(line) as ServerMessage));
    socket.once("close", () => {
      if (!connected) return;
      if (answer?.type === "outcome") resolve({ reached: true, outcome: answer.outcome });
      else if (answer?.type === "failed") reject(new AdminError(answer.message));
      else reject(new AdminError("the server closed the connection before the call finished (was it stopped?)"));
    });
  });
}
