import type { AdminCommandResult } from "~/features/admin/run-command.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { runAdmin } from "../cli/admin";

/** Runs a command of the owner's command line in this process, keeping what it prints and writes (the console's runner). */
export function adminCommandRunner(deps: { env: AppEnv; database: DatabaseHandle; queue?: JobQueue }) {
  return async (argv: string[]): Promise<AdminCommandResult> => {
    let stdout = "";
    let stderr = "";
    const files = new Map<string, Uint8Array>();
    const code = await runAdmin(argv, {
      ...deps,
      io: {
        stdout: (text) => (stdout += text),
        stderr: (text) => (stderr += text),
        writeFile: async (target, data) => {
          files.set(target, data);
          return target;
        },
      },
    });
    return { code, stdout, stderr, files };
  };
}
