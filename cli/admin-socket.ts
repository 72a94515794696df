/**
 * The admin socket: how `npm run admin` reaches a server that holds the PGlite directory. PGlite
 * lets one process open its files, so instead of opening them the command line sends its argv
 * over a Unix domain socket beside DATA_DIR (`<DATA_DIR>.admin.sock`, next to its lock), and
 * the server runs the very same command code on its own open database, streaming back what the
 * command prints, the files it writes and its exit code. A Unix socket with mode 0600 lets only the server's own user (and root) in, and never
 * listens on the network.
 *
 * The protocol is one JSON object per line each way:
 *   command line -> server: {type:"run", argv}, then {type:"written", id, path} or
 *                           {type:"write-failed", id, message} for each file
 *   server -> command line: {type:"stdout"|"stderr", text}, {type:"file", id, path, data (base64)},
 *                           finally {type:"exit", code}
 */
import { existsSync, statSync, unlinkSync, chmodSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { AdminError, type AdminIo } from "./command";
import { writeLocalFile } from "./output";

/**
 * Where the server of this data directory listens: beside it, like its lock (`<DATA_DIR>.lock`),
 * not inside it. PGlite's data-directory dump (the backup) reads every file in the directory and
 * fails on a socket.
 */
export function adminSocketPath(dataDir: string): string {
  return `${path.resolve(dataDir)}.admin.sock`;
}

type ServerMessage =
  { type: "stdout" | "stderr"; text: string } | { type: "file"; id: number; path: string; data: string } | { type: "exit"; code: number };

type ClientMessage =
  { type: "run"; argv: string[] } | { type: "written"; id: number; path: string } | { type: "write-failed"; id: number; message: string };

const send = (socket: Socket, message: ServerMessage | ClientMessage) => {
  if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
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
  /** Stops taking commands, waits for those running (at most `timeoutMs`), then removes the socket file. */
  close(timeoutMs: number): Promise<void>;
}

/** Runs one command line's argv with the given io, answering its exit code. */
export type RunCommand = (argv: string[], io: AdminIo) => Promise<number>;

/**
 * Listens on the socket. A socket file nobody answers on (left by a crash) is replaced; one a
 * live process answers on is left alone and refused with an error.
 */
export async function listenAdminSocket(socketPath: string, run: RunCommand): Promise<AdminSocketServer> {
  const state = await probeAdminSocket(socketPath);
  if (state === "answering") throw new Error(`another process already answers on the admin socket ${socketPath}`);
  if (state === "stale") unlinkSync(socketPath);

  const running = new Set<Promise<unknown>>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    const done = serveConnection(socket, run).finally(() => running.delete(done));
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

async function serveConnection(socket: Socket, run: RunCommand): Promise<void> {
  socket.on("error", () => {});
  const writes = new Map<number, { resolve(path: string): void; reject(error: Error): void }>();
  let nextId = 0;
  let started = false;
  const lines = createInterface({ input: socket, crlfDelay: Infinity });
  const finished = new Promise<void>((resolve) => {
    lines.on("line", (line) => {
      let message: ClientMessage;
      try {
        message = JSON.parse(line) as ClientMessage;
      } catch {
        socket.destroy();
        return;
      }
      if (message.type === "run" && !started && Array.isArray(message.argv) && message.argv.every((arg) => typeof arg === "string")) {
        started = true;
        const io: AdminIo = {
          stdout: (text) => send(socket, { type: "stdout", text }),
          stderr: (text) => send(socket, { type: "stderr", text }),
          writeFile: (target, data) =>
            new Promise<string>((resolveWrite, rejectWrite) => {
              const id = ++nextId;
              writes.set(id, { resolve: resolveWrite, reject: rejectWrite });
              send(socket, { type: "file", id, path: target, data: Buffer.from(data).toString("base64") });
            }),
        };
        void run(message.argv, io).then((code) => {
          send(socket, { type: "exit", code });
          socket.end();
          resolve();
        });
      } else if (message.type === "written" || message.type === "write-failed") {
        const pending = writes.get(message.id);
        writes.delete(message.id);
        if (message.type === "written") pending?.resolve(message.path);
        else pending?.reject(new AdminError(message.message));
      } else {
        socket.destroy();
      }
    });
    // A command line that goes away mid-command (Ctrl-C): the command still finishes here, so the
    // database is never left half-way; what it would have written is dropped.
    socket.once("close", () => {
      for (const pending of writes.values()) pending.reject(new AdminError("the command line went away"));
      writes.clear();
      if (!started) resolve();
    });
  });
  await finished;
}

/**
 * Sends argv to the server listening on the socket and relays what it answers to io. Answers
 * the command's exit code, or undefined when no server answers there (then the caller opens
 * the database itself).
 */
export function runThroughSocket(socketPath: string, argv: string[], io: AdminIo): Promise<number | undefined> {
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    let connected = false;
    let exitCode: number | undefined;
    socket.once("connect", () => {
      connected = true;
      send(socket, { type: "run", argv });
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // Nobody listening: a file left by a crash, or a server that has just stopped.
      if (!connected) resolve(undefined);
      else io.stderr(`error: lost the connection to the server: ${error.message}\n`);
    });
    const lines = createInterface({ input: socket, crlfDelay: Infinity });
    lines.on("line", (line) => {
      const message = JSON.parse(line) as ServerMessage;
      if (message.type === "stdout") io.stdout(message.text);
      else if (message.type === "stderr") io.stderr(message.text);
      else if (message.type === "exit") exitCode = message.code;
      else if (message.type === "file") {
        const data = Buffer.from(message.data, "base64");
        (io.writeFile ?? writeLocalFile)(message.path, data).then(
          (written) => send(socket, { type: "written", id: message.id, path: written }),
          (error: Error) => send(socket, { type: "write-failed", id: message.id, message: error.message }),
        );
      }
    });
    socket.once("close", () => {
      if (!connected) return;
      if (exitCode === undefined) io.stderr("error: the server closed the connection before the command finished (was it stopped?)\n");
      resolve(exitCode ?? 1);
    });
  });
}
