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
