import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
// Relative, not "~/": react-router.config.ts loads this file outside Vite's alias resolution.
// eslint-disable-next-line no-restricted-imports -- relative, as the line above says
import { ConfigError } from "../content/site-config.server";

export const DEFAULT_CONFIG_FILE = ".env";

export interface ConfigFile {
  /** The file read, absolute; undefined when there was none. */
  path?: string;
  /** The variables the file set (those the environment already had are left as they were). */
  applied: string[];
}

let applied: ConfigFile | undefined;

/**
 * Reads the configuration file into the process environment, once per process: `.env` in the
 * working directory, or the file ENV_FILE names. The real environment wins over the file, so a
 * service manager or a one-off `PORT=4000 npm start` can still override a line of it. A missing
 * `.env` is fine (everything has a default); a missing ENV_FILE is a configuration error, since
 * someone asked for that file.
 */
export function applyConfigFile(): ConfigFile {
  applied ??= readConfigFile(process.env, process.cwd());
  return applied;
}

/** The same, into any environment object (tests). */
export function readConfigFile(target: Record<string, string | undefined>, cwd: string): ConfigFile {
  const named = target.ENV_FILE?.trim();
  const file = path.resolve(cwd, named || DEFAULT_CONFIG_FILE);
  if (!existsSync(file)) {
    if (named) throw new ConfigError([`ENV_FILE: ${file} does not exist`]);
    return { applied: [] };
  }
  let values: Record<string, string>;
  try {
    values = parseEnv(readFileSync(file, "utf8")) as Record<string, string>;
  } catch (error) {
    throw new ConfigError([`${named ? "ENV_FILE" : DEFAULT_CONFIG_FILE}: cannot read ${file}: ${(error as Error).message}`]);
  }
  const set: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (target[name] !== undefined) continue;
    target[name] = value;
    set.push(name);
  }
  return { path: file, applied: set };
}
