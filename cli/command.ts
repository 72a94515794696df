import type { DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";

/** Where a command writes: the terminal in real use, buffers in tests. */
export interface AdminIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** What every command gets. The database and the job queue open on first use, and close after the command. */
export interface CommandContext {
  io: AdminIo;
  env: AppEnv;
  now(): Date;
  database(): Promise<DatabaseHandle>;
  /**
   * pg-boss on the same database, to enqueue jobs the server's workers run. Only on PostgreSQL:
   * on PGlite the server is stopped while a command runs (one process per data directory), and
   * starting pg-boss there costs seconds for a job the next start's own sweep would find anyway.
   */
  jobQueue(): Promise<JobQueue | undefined>;
}

export interface OptionSpec {
  type: "string" | "boolean";
  short?: string;
  /** The value's placeholder in help, e.g. "<date>". */
  value?: string;
  description: string;
  required?: boolean;
}

export interface PositionalSpec {
  name: string;
  description: string;
  /** Optional ones come last. */
  optional?: boolean;
}

export type OptionValues = Record<string, string | boolean | undefined>;

export interface Subcommand {
  name: string;
  /** One line, for the lists in --help. */
  summary: string;
  /** More, for this sub-command's own --help. */
  description?: string;
  /** Positional arguments, in order. */
  positionals?: PositionalSpec[];
  options?: Record<string, OptionSpec>;
  examples?: string[];
  run(context: CommandContext, input: { options: OptionValues; positionals: string[] }): Promise<void>;
}

/** A command with its sub-commands: `events add`, `events list`, ... One module exports one. */
export interface CommandGroup {
  name: string;
  summary: string;
  subcommands: Subcommand[];
}

/** A mistake in how the command was called: answered with the message and a pointer to --help. */
export class UsageError extends Error {
  override name = "UsageError";
  constructor(
    message: string,
    readonly helpFor: string,
  ) {
    super(message);
  }
}

/** A request the data refuses (no such event, already sent): the message says it all. */
export class AdminError extends Error {
  override name = "AdminError";
}

export const INVOCATION = "npm run admin --";
