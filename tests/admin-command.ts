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
