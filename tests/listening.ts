import type { ChildProcess } from "node:child_process";

/**
 * The URL a server child process says it listens on (its JSON "listening" log line), or a rejection
 * with everything it printed when it exits first.
 */
export function listeningUrl(child: ChildProcess): Promise<string> {
  let output = "";
  return new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"([^"]+)"[^\n]*"msg":"listening"/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
  });
}

/**
 * The environment of a built server a test starts in a process of its own: production, a free port
 * on loopback, JSON log lines from info up, an in-memory database and no workers; `extra` adds to it.
 */
export function serverProcessEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    LOG_FORMAT: "json",
    DATA_DIR: "memory://",
    DATABASE_URL: "",
    WORKER_ENABLED: "false",
    ...extra,
  };
}
