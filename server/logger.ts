import { pino, type Logger } from "pino";

export type { Logger };

/** JSON lines on stdout: one per request plus start, stop and errors. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
