import { createRequire } from "node:module";
import { pino, type Logger } from "pino";
import type pinoPretty from "pino-pretty";
import { getEnv } from "~/config/env.server";

export type { Logger };

/** Standard output for a server (its journal); standard error elsewhere, where standard output is a command's own output. */
type Destination = 1 | 2;

/**
 * One line per request plus start, stop and errors. JSON lines for machines (a service manager's
 * journal, a log shipper, a pipe); coloured, readable lines when a person watches a terminal.
 * `format` "auto" tells them apart by whether the destination is a terminal.
 */
export function createLogger(level: string, format: "auto" | "json" | "pretty" = "auto", destination: Destination = 1): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  const stream = destination === 1 ? process.stdout : process.stderr;
  const readable = format === "pretty" || (format === "auto" && stream.isTTY === true);
  // Synchronous, in this thread: no worker to lose lines when the process exits.
  if (!readable) return destination === 1 ? pino(options) : pino(options, pino.destination({ dest: 2, sync: true }));
  // Loaded only for a person's terminal: a server under a service manager writes JSON (decision 065).
  const pretty = createRequire(import.meta.url)("pino-pretty") as typeof pinoPretty;
  return pino(
    options,
    pretty({
      colorize: stream.isTTY === true,
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname",
      singleLine: true,
      sync: true,
      ...(destination === 2 ? { destination: 2 } : {}),
    }),
  );
}

let current: Logger | undefined;

/**
 * The logger a server started with becomes the process's: what runs outside a request (the
 * database layer, the job queue, the AI engine, the outbox) writes through it. Loaders and actions
 * get the same one from the router context (loggerContext).
 */
export function setProcessLogger(logger: Logger): void {
  current = logger;
}

/**
 * The process's logger: the server's, else one made on first use from LOG_LEVEL and LOG_FORMAT
 * that writes to standard error (the command line prints its own output on standard output).
 */
export function processLogger(): Logger {
  if (!current) {
    const { LOG_LEVEL, LOG_FORMAT } = getEnv().server;
    current = createLogger(LOG_LEVEL, LOG_FORMAT, 2);
  }
  return current;
}
