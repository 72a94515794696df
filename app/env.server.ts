import { z } from "zod";
import type { SiteConfig } from "~/content/site-config";
import { ConfigError, resolveSiteConfig } from "~/content/site-config.server";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");
const int = (min: number, max: number) =>
  z.coerce.number({ error: "must be a whole number" }).int().min(min).max(max);

// -- AI engine (app/ai): the provider and the guards on every AI call --
export const aiEnvSchema = z.object({
  // builtin: the offline generator; openai: any OpenAI-compatible chat-completions endpoint.
  // Unset: openai when OPENAI_API_KEY is set, else builtin.
  AI_PROVIDER: z.enum(["builtin", "openai"]).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: "must be an http(s) URL" })
    .default("https://api.openai.com/v1"),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  AI_TIMEOUT_MS: int(1_000, 600_000).default(45_000),
  AI_CACHE_TTL_HOURS: z.coerce.number({ error: "must be a number" }).min(0).max(24 * 365).default(24),
  AI_CACHE_MAX_ENTRIES: int(0, 1_000_000).default(5_000),
  AI_RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(10),
  AI_DAILY_LIMIT: int(0, 10_000_000).default(500),
  AI_MAX_CONCURRENT: int(1, 1_000).default(4),
  AI_INPUT_MAX_LENGTH: int(10, 10_000).default(500),
  AI_URL_MAX_LENGTH: int(40, 10_000).default(1_000),
});
export type AiEnv = z.infer<typeof aiEnvSchema>;

const serverEnvSchema = z.object({
  ...aiEnvSchema.shape,
  PORT: int(0, 65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// connection URL" })
    .optional(),
  DB_POOL_MAX: int(1, 200).default(10),
  SEED_SAMPLE_DATA: bool.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: int(1024, 50 * 1024 * 1024).default(1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: int(100, 120_000).default(10_000),
  TRUST_PROXY: int(0, 10).default(0),
  // Background jobs (pg-boss): off for a web-only instance beside a separate worker.
  WORKER_ENABLED: bool.default(true),
  // Early-access signups: the server's limits (the browser checks the defaults in signup-schema.ts).
  // Up to a million, so a load test can lift it out of the way (`npm run bench -- signups`).
  SIGNUP_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(10),
  SIGNUP_NAME_MAX_LENGTH: int(1, 1_000).default(80),
  SIGNUP_INTEREST_MAX_LENGTH: int(1, 100_000).default(1000),
  // -- video sync (YouTube): without a channel id the sync is off; without an API key the public feed is read --
  YOUTUBE_CHANNEL_ID: z
    .string()
    .regex(/^UC[A-Za-z0-9_-]{22}$/, { error: "must be a YouTube channel id (UC followed by 22 characters)" })
    .optional(),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).default("https://www.googleapis.com/youtube/v3"),
  YOUTUBE_FEED_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).default("https://www.youtube.com/feeds/videos.xml"),
  VIDEO_SYNC_TIMEOUT_MS: int(100, 120_000).default(10_000),
  VIDEO_SYNC_COOLDOWN_MINUTES: int(0, 1_440).default(10),
  VIDEO_SYNC_CRON: z
    .string()
    .trim()
    .regex(/^(off|(\S+\s+){4}\S+)$/, { error: "must be a five-field cron expression or off" })
    .default("0 */6 * * *"),
  VIDEO_SYNC_RATE_LIMIT_PER_MINUTE: int(1, 10_000).default(5),
  // AI Use Case Finder (both dialogs): submissions per address, open status streams, parallel jobs.
  FINDER_RATE_LIMIT_PER_MINUTE: int(1, 100_000).default(10),
  FINDER_MAX_STREAMS: int(1, 1_000_000).default(10_000),
  FINDER_WORKER_CONCURRENCY: int(1, 100).default(4),
  // E-mail delivery (the outbox worker): without SMTP_URL messages stay queued, unsent and not lost.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587" }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(isMailbox, { error: 'must be an e-mail address, optionally with a name: "Name <address@example.com>"' })
    .optional(),
  // Live-session registrations: the server's limits (the browser checks the default name length).
  REGISTRATION_RATE_LIMIT_PER_MINUTE: int(1, 10_000).default(10),
  REGISTRATION_NAME_MAX_LENGTH: int(1, 1_000).default(80),
}).superRefine((env, context) => {
  // A message without a sender is refused by most servers, so say so at start rather than per e-mail.
  if (env.SMTP_URL && !env.MAIL_FROM) {
    context.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "is required when SMTP_URL is set" });
  }
});

/** "address@example.com" or "Some Name <address@example.com>". */
function isMailbox(value: string): boolean {
  const match = /^(?:[^<>]*?\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[1] ?? match?.[2];
  return address !== undefined && z.email().safeParse(address).success;
}

export type ServerEnv = z.infer<typeof serverEnvSchema>;
export interface AppEnv {
  server: ServerEnv;
  site: SiteConfig;
}

/** Reads and validates the whole configuration once; a bad value names its variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): AppEnv {
  // Empty strings count as unset, the way shells and .env files usually mean them.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = serverEnvSchema.safeParse(present);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  let site: SiteConfig | undefined;
  try {
    site = resolveSiteConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  // Every bad variable at once, so a deploy is fixed in one round.
  if (!parsed.success || !site) throw new ConfigError(problems);
  return { server: parsed.data, site };
}

let cached: AppEnv | undefined;
/** The process's configuration, validated on first use (the server calls this at start). */
export function getEnv(): AppEnv {
  cached ??= loadEnv();
  return cached;
}
