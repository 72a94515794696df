import { pino, type Logger } from "pino";
import pretty from "pino-pretty";

export type { Logger };

/**
 * One line per request plus start, stop and errors. JSON lines for machines (a service manager's
 * journal, a log shipper, a pipe); coloured, readable lines when a person watches a terminal.
 * `format` "auto" tells them apart by whether stdout is a terminal.
 */
export function createLogger(level: string, format: "auto" | "json" | "pretty" = "auto"): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  const readable = format === "pretty" || (format === "auto" && process.stdout.isTTY === true);
  if (!readable) return pino(options);
  // Synchronous, in this thread: no worker to lose lines when the process exits.
  return pino(
    options,
    pretty({
      colorize: process.stdout.isTTY === true,
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname",
      singleLine: true,
      sync: true,
    }),
  );
}
