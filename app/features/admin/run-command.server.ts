import { createContext, type RouterContextProvider } from "react-router";

/** What one `npm run admin` command did when the console ran it: its exit code, what it printed, the files it wrote. */
export interface AdminCommandResult {
  code: number;
  stdout: string;
  stderr: string;
  files: Map<string, Uint8Array>;
}

/**
 * Runs an `npm run admin` command on the server's own database and queue. The console's writes
 * that the command line also makes (live sessions, exports, retries) go through it, so both obey
 * one set of rules and say the same words (decision 031).
 */
export const adminCommandContext = createContext<(argv: string[]) => Promise<AdminCommandResult>>();

export interface CommandAnswer {
  ok: boolean;
  /** What the command said: its output when it worked, its error (without the "error: " prefix and help hint) when not. */
  message: string;
}

/** Runs one of the command line's commands for the console (decision 031) and answers in the console's terms. */
export async function runConsoleCommand(
  context: Readonly<RouterContextProvider>,
  argv: string[],
): Promise<CommandAnswer & { result: AdminCommandResult }> {
  const result = await context.get(adminCommandContext)(argv);
  if (result.code === 0) return { ok: true, message: result.stdout.trim(), result };
  const error = /^error: (.*)$/m.exec(result.stderr)?.[1] ?? result.stderr.trim();
  return { ok: false, message: error || "The command failed.", result };
}

/** `--name=value` for each field given: the = form keeps a value that starts with "-" a value. */
export function commandOptions(fields: Record<string, string | undefined>): string[] {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `--${name}=${value}`);
}

/** A file the command wrote (an export), as a download; never cached. */
export function download(result: AdminCommandResult, fileName: string): Response {
  const data = result.files.values().next().value;
  if (!data) return Response.json({ error: "The export wrote nothing." }, { status: 500 });
  return new Response(new Uint8Array(data), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
