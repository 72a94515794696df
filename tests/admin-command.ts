import { onTestFinished } from "vitest";
import { loadEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { adminSocketPath, listenAdminSocket } from "../cli/admin-socket";
import { serveCalls } from "../server/admin-socket";
import { runAdmin, type RunAdminOptions } from "../cli/admin";

/** What one `npm run admin -- …` printed, and its exit code. */
export interface AdminCommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command as `npm run admin -- …` would, with `options` (the configuration, an open database, the time), and keeps what it printed. */
export async function runAdminCommand(argv: string[], options: Omit<RunAdminOptions, "io"> = {}): Promise<AdminCommandRun> {
  let stdout = "";
  let stderr = "";
  const code = await runAdmin(argv, {
    ...options,
    io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) },
  });
  return { code, stdout, stderr };
}

/**
 * A "server" on dataDir in this process: the open handle and the admin socket in front of it, as
 * the server opens them; both closed when the test ends.
 */
export async function serveOn(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const env = loadEnv({ DATA_DIR: dataDir });
  const socket = await listenAdminSocket(adminSocketPath(dataDir), serveCalls({ env, database }));
  onTestFinished(async () => {
    await socket.close(5_000);
    await database.close();
  });
  return { database, env, socket };
}
