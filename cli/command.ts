import type { DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/config/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import type { CallService } from "~/services/calls.server";
import type { Refusal } from "~/services/outcome";

/** Where a command prints: the terminal in real use, buffers in tests. */
export interface AdminIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** What every command gets. The database and the job queue open on first use, and close after the command. */
export interface CommandContext {
  io: AdminIo;
  env: AppEnv;
  /** The raw variables the configuration was read from. */
  source: Record<string, string | undefined>;
  now(): Date;
  /** Standard input, for a command that reads its text there (`posts create --body -`). */
  stdin: AsyncIterable<Uint8Array | string>;
  database(): Promise<DatabaseHandle>;
  /**
   * pg-boss on the same database, to enqueue jobs the server's workers run: the queue given
   * (a caller that holds one), a small one of its own on PostgreSQL. (Through the admin socket
   * the server's calls use the server's own.)
   * On PGlite with the server stopped there is none: starting pg-boss there costs seconds for a
   * job the next start's own sweep would find anyway.
   */
  jobQueue(): Promise<JobQueue | undefined>;
  /**
   * Makes a service call: on this process's database, or through the admin socket on the server
   * that holds the PGlite directory. A command parses its options, calls, and prints the outcome.
   */
  call: CallService;
  /** True when the command's calls run in the server (over its admin socket, or the server's own process). */
  insideServer: boolean;
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
  /** The positional arguments may be given again, in the same order (`set <key> <value> <key> <value>`). */
  repeats?: boolean;
  options?: Record<string, OptionSpec>;
  examples?: string[];
  /**
   * Runs in the command line's own process even while a server holds the PGlite directory
   * (restore must refuse then, and decides that itself). Everything else is sent to the server.
   */
  local?: boolean;
  /**
   * Creates (and migrates) the database when there is none yet, as --init does: a command meant
   * for before the first start (doctor).
   */
  createsDatabase?: boolean;
  run(context: CommandContext, input: { options: OptionValues; positionals: string[] }): Promise<void>;
}

/**
 * A command with its sub-commands (`events add`, `events list`, ...), or a command that takes
 * none (`backup`), given as `command`. One module exports one or more.
 */
export interface CommandGroup {
  name: string;
  summary: string;
  subcommands: Subcommand[];
  command?: Subcommand;
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

/**
 * A service's refusal as the command line says it: one about an input field names its option
 * (`--date "someday" is not a date…`) and is a usage error; any other is the data's refusal.
 */
function refusalError(refusal: Refusal, helpFor: string): Error {
  if (refusal.field === undefined) return new AdminError(refusal.message);
  const option = refusal.field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return new UsageError(`--${option} ${refusal.message}`, helpFor);
}

/** The result of a service's outcome, or its refusal thrown as the command's error. */
export function resultOf<Result>(outcome: { ok: true; value: Result } | Refusal, helpFor: string): Result {
  if (outcome.ok) return outcome.value;
  throw refusalError(outcome, helpFor);
}

export const INVOCATION = "npm run admin --";
