/**
 * The owner's command line, `npm run admin -- <command> <sub-command> [options]`. Vite builds it
 * beside the server (build/server/admin.js, decision 007), so it runs the very modules the server
 * runs, on the same database and configuration.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { inspect, parseArgs } from "node:util";
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from "~/db/client.server";
import { applyConfigFile } from "~/config/config-file.server";
import { loadEnv, type AppEnv } from "~/config/env.server";
import type { TxtLookup } from "~/config/mail-domain-check.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { callService, type ServiceInput, type ServiceName, type ServiceOutcome } from "~/services/calls.server";
import { serviceDeps } from "~/services/service-deps.server";
import { adminSocketPath, callThroughSocket } from "./admin-socket";
import { AdminError, INVOCATION, UsageError, type AdminIo, type CommandContext, type CommandGroup, type Subcommand } from "./command";
import { COMMAND_GROUPS } from "./commands";
import { printableIo, streamIo } from "./output";

export interface RunAdminOptions {
  io?: AdminIo;
  /** The configuration; read from process.env (and the configuration file) when absent. */
  env?: AppEnv;
  /** The variables the configuration came from (for the launch check's typo finder); process.env when absent. */
  source?: Record<string, string | undefined>;
  /** An open database to use instead of opening one from env (the server, tests); left open. */
  database?: DatabaseHandle;
  /** A job queue already running beside `database`, to use instead of starting one. */
  queue?: JobQueue;
  now?: () => Date;
  /** Standard input; the process's when absent. */
  stdin?: AsyncIterable<Uint8Array | string>;
  groups?: CommandGroup[];
  /** How the launch check asks DNS (tests answer it themselves); the system's resolver when absent. */
  lookupTxt?: TxtLookup;
}

/** Exit codes: 0 done, 1 refused or failed, 2 called wrongly. */
export async function runAdmin(argv: string[], options: RunAdminOptions = {}): Promise<number> {
  // Commands print what visitors wrote (names, addresses): escape codes in them must not run.
  const io = printableIo(options.io ?? processIo);
  const groups = options.groups ?? COMMAND_GROUPS;
  let opened: DatabaseHandle | undefined;
  let queue: JobQueue | undefined;
  // `--init` may go anywhere on the line: it is about the database, not about one command.
  const init = argv.includes("--init");
  argv = argv.filter((arg) => arg !== "--init");
  try {
    const target = resolveCommand(argv, groups);
    if (target.help !== undefined) {
      io.stdout(target.help);
      return 0;
    }
    const { subcommand, input } = target;
    if (!options.env) applyConfigFile();
    const env = options.env ?? loadEnv();
    const { DATABASE_URL, DATA_DIR } = env.server;
    // While a server holds the PGlite directory, the command's calls run there, on its handle.
    let socketPath =
      !options.database && !DATABASE_URL && DATA_DIR !== "memory://" && !subcommand.local ? adminSocketPath(DATA_DIR) : undefined;
    let databasePromise: Promise<DatabaseHandle> | undefined;
    const context: CommandContext = {
      io,
      env,
      source: options.source ?? process.env,
      now: options.now ?? (() => new Date()),
      stdin: options.stdin ?? process.stdin,
      database() {
        if (options.database) return Promise.resolve(options.database);
        databasePromise ??= openFromEnv(env, io, init || subcommand.createsDatabase === true).then((handle) => (opened = handle));
        return databasePromise;
      },
      get insideServer() {
        return socketPath !== undefined || (options.database !== undefined && options.queue !== undefined);
      },
      async call<Name extends ServiceName>(name: Name, input: ServiceInput<Name>): Promise<ServiceOutcome<Name>> {
        if (socketPath) {
          const answer = await callThroughSocket(socketPath, name, input);
          if (answer.reached) return answer.outcome as ServiceOutcome<Name>;
          // No server answers there (stopped, or a file left by a crash): this process opens the database.
          socketPath = undefined;
        }
        const database = await context.database();
        return callService(
          serviceDeps({ database, env, queue: () => context.jobQueue(), now: context.now(), lookupTxt: options.lookupTxt }),
          name,
          input,
        );
      },
      async jobQueue() {
        if (options.queue) return options.queue;
        const database = await context.database();
        if (database.kind !== "postgres") return undefined;
        queue ??= await startJobQueue(database.connection, { schedule: false, poolMax: 1, onError: () => {} });
        return queue;
      },
    };
    await subcommand.run(context, input);
    return 0;
  } catch (error) {
    return report(error, io);
  } finally {
    await queue?.stop({ graceful: false, timeout: 2_000 }).catch(() => {});
    await opened?.close().catch(() => {});
  }
}

type Resolved =
  | { help: string }
  | { help?: undefined; subcommand: Subcommand; input: { options: Record<string, string | boolean | undefined>; positionals: string[] } };

function resolveCommand(argv: string[], groups: CommandGroup[]): Resolved {
  const [groupName, ...afterGroup] = argv;
  if (groupName === undefined || isHelp(groupName)) return { help: mainHelp(groups) };
  const group = groups.find((candidate) => candidate.name === groupName);
  if (!group) throw new UsageError(`unknown command "${groupName}"`, "");
  if (group.command) return parseCommand(group.name, group.command, afterGroup);
  const [subName, ...rest] = afterGroup;
  if (subName === undefined || isHelp(subName)) return { help: groupHelp(group) };
  const subcommand = group.subcommands.find((candidate) => candidate.name === subName);
  if (!subcommand) throw new UsageError(`unknown sub-command "${group.name} ${subName}"`, group.name);
  return parseCommand(`${group.name} ${subcommand.name}`, subcommand, rest);
}

function parseCommand(name: string, subcommand: Subcommand, rest: string[]): Resolved {
  // Only the flags here: a bare "help" among the arguments may be a value (a title, say).
  if (rest.some((arg) => arg === "--help" || arg === "-h")) return { help: subcommandHelp(name, subcommand) };

  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: Object.fromEntries(
        Object.entries(subcommand.options ?? {}).map(([option, spec]) => [
          option,
          { type: spec.type, ...(spec.short ? { short: spec.short } : {}) },
        ]),
      ),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    // Its own message for an unknown option goes on about positionals that start with '-'.
    const unknown = code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /'([^']+)'/.exec(message)?.[1] : undefined;
    throw new UsageError(unknown ? `unknown option ${unknown}` : message, name);
  }
  const expected = subcommand.positionals ?? [];
  const required = expected.filter((positional) => !positional.optional);
  if (parsed.positionals.length < required.length) {
    throw new UsageError(
      `missing ${required
        .slice(parsed.positionals.length)
        .map((p) => `<${p.name}>`)
        .join(" ")}`,
      name,
    );
  }
  if (parsed.positionals.length > expected.length && !subcommand.repeats) {
    throw new UsageError(`unexpected argument "${parsed.positionals[expected.length]}"`, name);
  }
  for (const [option, spec] of Object.entries(subcommand.options ?? {})) {
    const value = parsed.values[option];
    if (spec.required && (value === undefined || value === "")) throw new UsageError(`--${option} is required`, name);
  }
  return { subcommand, input: { options: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals } };
}

const isHelp = (arg: string) => arg === "--help" || arg === "-h" || arg === "help";

function mainHelp(groups: CommandGroup[]): string {
  const rows = groups.flatMap((group) =>
    group.command
      ? [[group.name, group.command.summary] as const]
      : group.subcommands.map((sub) => [`${group.name} ${sub.name}`, sub.summary] as const),
  );
  return [
    `Usage: ${INVOCATION} <command> <sub-command> [options]`,
    "",
    "The site owner's command line. It works on the site's own database with the server's",
    "configuration: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR (./data).",
    "",
    "Commands:",
    ...table(rows),
    "",
    `Run '${INVOCATION} <command> <sub-command> --help' for a command's options.`,
    "",
    "On PGlite, while the server runs, commands are sent to it over its admin socket beside DATA_DIR",
    "and run there, so the site keeps running. Without a database in DATA_DIR a command refuses;",
    "--init creates an empty one.",
    "",
  ].join("\n");
}

function groupHelp(group: CommandGroup): string {
  return [
    `Usage: ${INVOCATION} ${group.name} <sub-command> [options]`,
    "",
    ...wrap(group.summary, 100),
    "",
    "Sub-commands:",
    ...table(group.subcommands.map((sub) => [sub.name, sub.summary] as const)),
    "",
    `Run '${INVOCATION} ${group.name} <sub-command> --help' for its options.`,
    "",
  ].join("\n");
}

function subcommandHelp(name: string, subcommand: Subcommand): string {
  const options = Object.entries(subcommand.options ?? {});
  const required = options.filter(([, spec]) => spec.required).map(([option, spec]) => `--${option} ${spec.value ?? "<value>"}`);
  const usage = [
    `${INVOCATION} ${name}`,
    ...(subcommand.positionals ?? []).map((p) => (p.optional ? `[<${p.name}>]` : `<${p.name}>`)),
    ...(subcommand.repeats ? [`[${(subcommand.positionals ?? []).map((p) => `<${p.name}>`).join(" ")} …]`] : []),
    ...required,
    ...(options.length > required.length ? ["[options]"] : []),
  ].join(" ");
  const optionRows = options.map(([option, spec]) => {
    const flag = `${spec.short ? `-${spec.short}, ` : ""}--${option}${spec.type === "string" ? ` ${spec.value ?? "<value>"}` : ""}`;
    return [flag, `${spec.required ? "(required) " : ""}${spec.description}`] as const;
  });
  return [
    `Usage: ${usage}`,
    "",
    ...wrap(subcommand.description ?? subcommand.summary, 100),
    ...(subcommand.positionals?.length
      ? ["", "Arguments:", ...table(subcommand.positionals.map((p) => [`<${p.name}>`, p.description] as const))]
      : []),
    "",
    "Options:",
    ...table([...optionRows, ["-h, --help", "Show this help"]]),
    ...(subcommand.examples?.length ? ["", "Examples:", ...subcommand.examples.map((example) => `  ${INVOCATION} ${example}`)] : []),
    "",
  ].join("\n");
}

/** Two columns, the second aligned and wrapped under itself. */
function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length)) + 3;
  return rows.flatMap(([left, right]) => {
    const lines = wrap(right, Math.max(40, 100 - width));
    return lines.map((line, index) => `  ${(index === 0 ? left : "").padEnd(width)}${line}`);
  });
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

async function openFromEnv(env: AppEnv, io: AdminIo, init: boolean): Promise<DatabaseHandle> {
  const { DATABASE_URL, DATA_DIR, DB_POOL_MAX } = env.server;
  if (!DATABASE_URL && DATA_DIR === "memory://") {
    io.stderr("note: DATA_DIR is memory://, an empty database that disappears when this command ends.\n");
  }
  if (!DATABASE_URL && DATA_DIR !== "memory://" && !init && !existsSync(path.join(path.resolve(DATA_DIR), "PG_VERSION"))) {
    // Run from the wrong directory, a fresh empty database would answer "No upcoming sessions".
    throw new AdminError(
      [
        `there is no database in ${path.resolve(DATA_DIR)} (DATA_DIR, by default ./data relative to where you run the command).`,
        "Run the command where the server runs, or set DATA_DIR to the server's directory.",
        "To create an empty database there, run it again with --init.",
      ].join("\n"),
    );
  }
  return openDatabase({
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR === "memory://" ? DATA_DIR : path.resolve(DATA_DIR),
    poolMax: Math.min(DB_POOL_MAX, 2),
    fsync: env.server.PGLITE_FSYNC,
  });
}

function report(error: unknown, io: AdminIo): number {
  if (error instanceof UsageError) {
    io.stderr(`error: ${error.message}\nRun '${INVOCATION} ${error.helpFor ? `${error.helpFor} ` : ""}--help' for usage.\n`);
    return 2;
  }
  if (error instanceof DatabaseLockedError) {
    io.stderr(
      [
        `error: the database in ${error.dataDir} is in use by another process, most likely the running server.`,
        "PGlite lets only one process open its data directory (two would corrupt it), so this command did not open it.",
        "Stop the server (Ctrl-C, or SIGTERM to its process) and run the command again, or run the site on",
        "PostgreSQL (DATABASE_URL), where the command line works beside the running server.",
        "",
      ].join("\n"),
    );
    return 1;
  }
  if (error instanceof AdminError || (error instanceof Error && error.name === "ConfigError")) {
    io.stderr(`error: ${(error as Error).message}\n`);
    return 1;
  }
  // Anything else is a bug or an outage: the stack is what someone will need to fix it.
  io.stderr(`error: ${error instanceof Error ? (error.stack ?? error.message) : inspect(error)}\n`);
  return 1;
}

const processIo: AdminIo = streamIo(process.stdout, process.stderr);

/** The process entry (scripts/admin.mjs): runs argv and sets the exit code. */
export async function main(argv: string[]): Promise<number> {
  // Commands take a moment; a Ctrl-C in the middle would leave PGlite unclosed (and its next
  // open in crash recovery), so the first one lets the command finish and close. A second one
  // stops at once.
  process.once("SIGINT", () => processIo.stderr("\nFinishing and closing the database; Ctrl-C again to stop at once.\n"));
  return runAdmin(argv);
}
