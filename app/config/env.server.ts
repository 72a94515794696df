import { createPrivateKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { CronExpressionParser } from "cron-parser";
import { distance } from "fastest-levenshtein";
import { z } from "zod";
import { applyConfigFile } from "~/config/config-file.server";
import { DEFAULT_AI_RETENTION_DAYS, siteConfigEnv, type SiteConfig } from "~/content/site-config";
import { ConfigError, resolveSiteConfig, siteConfigVariables } from "~/content/site-config.server";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");
const int = (min: number, max: number) => z.coerce.number({ error: "must be a whole number" }).int().min(min).max(max);

// -- AI engine (app/ai): the provider and the guards on every AI call --
export const aiEnvSchema = z.object({
  // builtin: the offline generator; openai: any OpenAI-compatible chat-completions endpoint.
  // Unset: openai when OPENAI_API_KEY is set, else builtin.
  AI_PROVIDER: z
    .enum(["builtin", "openai"])
    .optional()
    .describe(
      "builtin (the offline generator) or openai (an OpenAI-compatible endpoint); unset: openai when OPENAI_API_KEY is set, else builtin",
    ),
  OPENAI_API_KEY: z.string().min(1).optional().describe("the model endpoint's key, sent as Authorization: Bearer"),
  OPENAI_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: "must be an http(s) URL" })
    .default("https://api.openai.com/v1")
    .describe("the OpenAI-compatible endpoint's base; the server POSTs to {base}/chat/completions"),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini").describe("the model name sent with every request (it must support structured output)"),
  AI_TIMEOUT_MS: int(1_000, 600_000).default(45_000).describe("how long one model request may take before the built-in generator answers"),
  AI_CACHE_TTL_HOURS: z.coerce
    .number({ error: "must be a number" })
    .min(0)
    .max(24 * 365)
    .default(24)
    .describe("how long an answer is reused for the same input; 0 turns the cache off"),
  AI_CACHE_MAX_ENTRIES: int(0, 1_000_000).default(5_000).describe("answers kept in the cache at most, least recently used first out"),
  AI_RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(10).describe("AI requests per visitor address per hour"),
  // Requests per address and minute to the idea tool and the beginner-ideas dialog, counted before
  // the body is read (the hourly quota above counts only answers not yet cached).
  AI_REQUEST_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000)
    .default(30)
    .describe("idea tool and beginner-ideas requests per visitor address per minute, counted before the body is read"),
  AI_DAILY_LIMIT: int(0, 10_000_000)
    .default(500)
    .describe("model requests per UTC day, across every instance on one database; then the built-in generator answers"),
  AI_MAX_CONCURRENT: int(1, 1_000).default(4).describe("model requests in flight at once per process"),
  AI_INPUT_MAX_LENGTH: int(10, 10_000).default(500).describe("longest idea-tool text accepted (characters)"),
  AI_URL_MAX_LENGTH: int(40, 10_000).default(1_000).describe("longest profile link accepted (characters)"),
  // Reasoning models take a reasoning effort; some other models refuse a request that names one, so it is sent only when set.
  AI_REASONING_EFFORT: z
    .string()
    .regex(/^[a-z_-]{1,20}$/, { error: "must be a word such as minimal, low, medium or high" })
    .optional()
    .describe("reasoning_effort sent with every model request (minimal, low, medium, high); unset: not sent"),
  // A profile provider looks a visitor's public profile up by its link; off unless chosen, and then only with a key.
  PROFILE_PROVIDER: z
    .enum(["none", "enrichlayer"])
    .default("none")
    .describe("none (profile links are only read for their words) or enrichlayer (look the public profile up; needs ENRICHLAYER_API_KEY)"),
  ENRICHLAYER_API_KEY: z.string().min(1).optional().describe("Enrich Layer's API key, sent as Authorization: Bearer"),
  ENRICHLAYER_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: "must be an http(s) URL" })
    .default("https://enrichlayer.com")
    .describe("Enrich Layer's API base; the server GETs {base}/api/v2/profile"),
  PROFILE_TIMEOUT_MS: int(500, 60_000).default(8_000).describe("how long a profile look-up may take before the ideas are made without it"),
  AI_RETENTION_DAYS: int(1, 3_650)
    .default(DEFAULT_AI_RETENTION_DAYS)
    .describe("days a use-case request and a cached AI answer that hold a profile link or the visitor's text are kept"),
});
export type AiEnv = z.infer<typeof aiEnvSchema>;

const serverEnvShape = {
  ...aiEnvSchema.shape,
  PORT: int(0, 65_535).default(3000).describe("HTTP port (0 picks a free one)"),
  HOST: z.string().min(1).default("0.0.0.0").describe("interface to listen on"),
  DATA_DIR: z
    .string()
    .min(1)
    .default("./data")
    .describe("where the embedded PGlite database keeps its files; memory:// keeps it in memory"),
  PGLITE_FSYNC: bool
    .default(true)
    .describe(
      "on PGlite, sync every commit to disk before it is answered, so an OS crash or power cut loses no acknowledged write; false is faster and survives only a crash of the server process",
    ),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// connection URL" })
    .optional()
    .describe("a postgres:// connection URL; when set, PostgreSQL is used instead of PGlite"),
  DB_POOL_MAX: int(1, 200).default(10).describe("PostgreSQL connection pool size"),
  DB_POOL_WAIT_MS: int(100, 60_000)
    .default(5_000)
    .describe("how long a request waits for a free PostgreSQL connection before it is answered 503 with Retry-After"),
  DB_LOCK_TIMEOUT_MS: int(50, 60_000)
    .default(2_000)
    .describe(
      "how long a statement waits for a row lock (a session's seats) before it is answered 503 with Retry-After; keep it below DB_POOL_WAIT_MS",
    ),
  SEED_SAMPLE_DATA: bool.default(true).describe("seed sample sessions and videos into an empty database, once"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info")
    .describe("log level: fatal, error, warn, info, debug, trace or silent"),
  // auto: readable lines in a terminal, JSON lines otherwise (a service's journal, a pipe).
  LOG_FORMAT: z
    .enum(["auto", "json", "pretty"])
    .default("auto")
    .describe("auto (readable lines in a terminal, JSON lines otherwise), json or pretty"),
  BODY_LIMIT_BYTES: int(1024, 50 * 1024 * 1024)
    .default(1024 * 1024)
    .describe("largest request body accepted; bigger ones get 413"),
  SHUTDOWN_TIMEOUT_MS: int(100, 120_000).default(10_000).describe("how long shutdown waits for requests and jobs in flight"),
  // A proxy that checks /healthz on an interval learns of a stop from it: the instance answers it
  // 503 "draining" and goes on serving for this long before it stops accepting (decision 070).
  SHUTDOWN_DRAIN_MS: int(0, 60_000)
    .default(0)
    .describe(
      "on a stop, how long /healthz answers 503 while the server still serves, before it stops accepting; set it above a proxy's health-check interval",
    ),
  TRUST_PROXY: int(0, 10)
    .default(0)
    .describe("how many proxies stand in front of the server; only then are X-Forwarded-For/-Proto/-Host believed"),
  // /metrics (decision 071): answered from this machine itself (loopback, not through a proxy), or
  // to a scraper sending this token. A secret: no log line, start line or check prints it.
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~+/-]{32,512}=*$/, {
      error: "must be 32 or more letters, digits or -._~+/ (a random string, e.g. openssl rand -hex 32)",
    })
    .optional()
    .describe(
      "a secret a scraper sends as Authorization: Bearer to read /metrics from another machine; unset: /metrics answers this machine only",
    ),
  // Slow clients: how long the server waits for a request's headers, and for the whole request
  // (headers and body). A response, such as a status stream, may last as long as it needs.
  HTTP_HEADERS_TIMEOUT_MS: int(100, 600_000).default(15_000).describe("how long a client may take to send a request's headers (then 408)"),
  HTTP_REQUEST_TIMEOUT_MS: int(100, 3_600_000)
    .default(30_000)
    .describe("how long a client may take to send a whole request, headers and body (then 408)"),
  // A reverse proxy reuses its idle connections to the app; the app must not close one first, or a
  // request the proxy sends on it in that moment is lost (a form post answers 502). So this is
  // longer than the proxies' own idle timeouts (60 s in docs/deploy/nginx.conf and the Caddyfile).
  HTTP_KEEP_ALIVE_TIMEOUT_MS: int(1_000, 600_000)
    .default(65_000)
    .describe("how long an idle keep-alive connection stays open; longer than the reverse proxy's own idle timeout"),
  // Background jobs (pg-boss): off for a web-only instance beside a separate worker.
  WORKER_ENABLED: bool.default(true).describe("run the background jobs in this process; false for a web-only instance"),
  // Daily backups by the worker into BACKUP_DIR (off without it), keeping the newest BACKUP_KEEP.
  BACKUP_DIR: z
    .string()
    .min(1)
    .optional()
    .describe("directory the worker writes a daily backup into (03:15 UTC); unset: no scheduled backups"),
  BACKUP_KEEP: int(1, 1_000).default(7).describe("how many daily backups BACKUP_DIR keeps"),
  // Early-access signups: the server's limits (the browser checks the defaults in signup-schema.ts).
  // Up to a million, so a load test can lift it out of the way (`npm run bench -- signups`).
  SIGNUP_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(10).describe("early-access sign-ups accepted per visitor address per minute"),
  SIGNUP_NAME_MAX_LENGTH: int(1, 1_000).default(80).describe("longest first or last name a sign-up may carry"),
  SIGNUP_INTEREST_MAX_LENGTH: int(1, 100_000).default(1000).describe("longest learning interest a sign-up may carry"),
  // -- video sync (YouTube): without a channel id the sync is off; without an API key the public feed is read --
  YOUTUBE_CHANNEL_ID: z
    .string()
    .regex(/^UC[A-Za-z0-9_-]{22}$/, { error: "must be a YouTube channel id (UC followed by 22 characters)" })
    .optional()
    .describe("the YouTube channel whose videos are synced (UC...); unset: the sync is off"),
  YOUTUBE_API_KEY: z.string().min(1).optional().describe("a YouTube Data API v3 key; unset: the public feed is read"),
  YOUTUBE_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://www.googleapis.com/youtube/v3")
    .describe("where the YouTube Data API is asked"),
  YOUTUBE_FEED_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://www.youtube.com/feeds/videos.xml")
    .describe("where the public YouTube feed is read"),
  VIDEO_SYNC_TIMEOUT_MS: int(100, 120_000).default(10_000).describe("how long each request to YouTube may take"),
  VIDEO_SYNC_COOLDOWN_MINUTES: int(0, 1_440)
    .default(10)
    .describe("after a sync, further requests within this many minutes are answered as up to date"),
  VIDEO_SYNC_CRON: z
    .string()
    .trim()
    .refine(isCronOrOff, { error: 'must be a five-field cron expression (minute hour day month weekday, e.g. "0 */6 * * *") or off' })
    .default("0 */6 * * *")
    .describe("when the worker syncs videos (five-field cron, UTC); off turns the schedule off"),
  VIDEO_SYNC_RATE_LIMIT_PER_MINUTE: int(1, 10_000).default(5).describe("Sync Videos presses accepted per visitor address per minute"),
  // AI Use Case Finder (both dialogs): submissions per address, open status streams (per process, per
  // session and per address, the last two shared by every instance on PostgreSQL), parallel jobs.
  FINDER_RATE_LIMIT_PER_MINUTE: int(1, 100_000)
    .default(10)
    .describe("AI Use Case Finder submissions accepted per visitor address per minute"),
  FINDER_MAX_STREAMS: int(1, 1_000_000).default(10_000).describe("open finder status streams one server process holds"),
  FINDER_STREAMS_PER_SESSION: int(1, 1_000)
    .default(3)
    .describe("open finder status streams one visitor session may hold (shared by every instance on PostgreSQL)"),
  FINDER_STREAMS_PER_ADDRESS: int(1, 100_000)
    .default(20)
    .describe("open finder status streams one visitor address may hold (shared by every instance on PostgreSQL)"),
  FINDER_WORKER_CONCURRENCY: int(1, 100).default(4).describe("finder requests one worker process works on at once"),
  // E-mail delivery (the outbox worker): without SMTP_URL messages stay queued, unsent and not lost.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587" })
    .optional()
    .describe(
      "the SMTP server that sends the site's e-mails (smtp://user:pass@host:587 or smtps://...); unset: e-mails wait unsent in the outbox",
    ),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(isMailbox, { error: 'must be an e-mail address, optionally with a name: "Name <address@example.com>"' })
    .optional()
    .describe('the sender of those e-mails, address@example.com or "Name <address@example.com>"; required with SMTP_URL'),
  // DKIM: every message the site sends is signed with this key, so a mailbox provider can check it
  // comes from the domain and was not changed on the way (docs/deploy.md, "Sending e-mail from your domain").
  // A file rather than the key itself: it stays out of the process's environment, and a key made
  // with openssl is used as it is, without escaping its lines.
  DKIM_PRIVATE_KEY_FILE: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe(
      "a file holding the RSA private key (PEM) every e-mail is signed with (DKIM), read once at start; unset: e-mails are not signed",
    ),
  DKIM_SELECTOR: z
    .string()
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i, {
      error: 'must be a DNS name such as "mail2026" (letters, digits and hyphens)',
    })
    .optional()
    .describe(
      "the DKIM key's selector: its public key is published at {selector}._domainkey.{domain}; required with DKIM_PRIVATE_KEY_FILE",
    ),
  DKIM_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/, {
      error: "must be a domain name such as example.com",
    })
    .optional()
    .describe("the domain the DKIM signature is made for (d=); unset: MAIL_FROM's domain"),
  // Live-session registrations: the server's limits (the browser checks the default name length).
  REGISTRATION_RATE_LIMIT_PER_MINUTE: int(1, 10_000)
    .default(10)
    .describe("live-session registrations accepted per visitor address per minute"),
  REGISTRATION_NAME_MAX_LENGTH: int(1, 1_000).default(80).describe("longest first name a registration may carry"),
  // First-party page views and conversions, counted by the server without cookies (decision 033).
  ANALYTICS_ENABLED: bool
    .default(true)
    .describe("count page views and conversions on the server (no cookie, no address stored); false: nothing is counted"),
  // The owner's daily digest (sign-ups, registrations, failed e-mails, AI use, top pages) to SITE_OWNER_EMAIL.
  OWNER_DIGEST_HOUR: z
    .union([z.literal("off"), int(0, 23)], { error: "must be an hour from 0 to 23, or off" })
    .default(8)
    .describe(
      "the hour (0-23, in OWNER_TIME_ZONE) the owner's daily digest is sent at; off: no digest (until the owner saves the digest's setting in the console, which then holds)",
    ),
  OWNER_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, { error: 'must be an IANA time zone, e.g. "America/Los_Angeles"' })
    .default("America/Los_Angeles")
    .describe("the owner's time zone: the digest's hour and the day it covers, a blog post's date and the time a post is scheduled for"),
  // The newsletter's own form (shown where the provider's embed does not load): the server's limit,
  // and Kit, which receives each address from a retried job when KIT_API_KEY is set.
  NEWSLETTER_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000)
    .default(10)
    .describe("newsletter sign-ups through the site's own form accepted per visitor address per minute"),
  KIT_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe("a Kit v4 API key; sign-ups are added to KIT_FORM_ID through Kit's API; unset: they are kept on this site only"),
  KIT_FORM_ID: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, { error: "must be a Kit form's number (in the form's URL in Kit)" })
    .optional()
    .describe("the Kit form sign-ups are added to (its number); required with KIT_API_KEY"),
  KIT_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://api.kit.com")
    .describe("where Kit's API is asked"),
  // Payments through Stripe (decision 072): both keys are secrets, and no log line, start line or
  // check prints them. Without STRIPE_WEBHOOK_SECRET the webhook's address answers 404.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, { error: "must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_...)" })
    .optional()
    .describe("Stripe's secret key, for the checkout the site starts and reads back; unset: payments are not configured"),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=-]+$/, { error: "must be a webhook endpoint's signing secret (whsec_...)" })
    .optional()
    .describe("the signing secret of the Stripe webhook endpoint POST /webhooks/stripe; unset: that address answers 404"),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://api.stripe.com")
    .describe("where Stripe's API is asked (its protocol, host and port; a local stand-in in tests)"),
  EVENT_REMINDER_HOURS: z
    .string()
    .trim()
    .regex(/^(\d{1,3}(\s*,\s*\d{1,3})*)?$/, {
      error: 'must be whole numbers of hours separated by commas, e.g. "24,1" (empty: no reminders)',
    })
    .default("24,1")
    .transform((text) =>
      [
        ...new Set(
          text
            .split(",")
            .filter((part) => part.trim() !== "")
            .map(Number),
        ),
      ]
        .filter((hours) => hours > 0)
        .sort((a, b) => b - a),
    )
    .describe('hours before a live session its registrants are e-mailed a reminder, e.g. "24,1"; empty sends none'),
};

const serverEnvSchema = z.object(serverEnvShape).superRefine((env, context) => {
  // A message without a sender is refused by most servers, so say so at start rather than per e-mail.
  if (env.SMTP_URL && !env.MAIL_FROM) {
    context.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "is required when SMTP_URL is set" });
  }
  // A signature names its key by selector: without one no receiver could find the public key.
  if (env.DKIM_PRIVATE_KEY_FILE && !env.DKIM_SELECTOR) {
    context.addIssue({ code: "custom", path: ["DKIM_SELECTOR"], message: "is required when DKIM_PRIVATE_KEY_FILE is set" });
  }
  if (env.DKIM_PRIVATE_KEY_FILE && !env.DKIM_DOMAIN && !env.MAIL_FROM) {
    context.addIssue({ code: "custom", path: ["DKIM_DOMAIN"], message: "is required when DKIM_PRIVATE_KEY_FILE is set without MAIL_FROM" });
  }
  // Kit adds a subscriber to a form (which sends its confirmation e-mail); without one it would only be stored there.
  if (env.KIT_API_KEY && !env.KIT_FORM_ID) {
    context.addIssue({ code: "custom", path: ["KIT_FORM_ID"], message: "is required when KIT_API_KEY is set" });
  }
  // Node refuses a headers timeout longer than the request's.
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
    context.addIssue({ code: "custom", path: ["HTTP_HEADERS_TIMEOUT_MS"], message: "must not be longer than HTTP_REQUEST_TIMEOUT_MS" });
  }
});

/** "address@example.com" or "Some Name <address@example.com>". */
function isMailbox(value: string): boolean {
  const match = /^(?:[^<>]*?\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[1] ?? match?.[2];
  return address !== undefined && z.email().safeParse(address).success;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Five fields that cron-parser (the parser pg-boss schedules with) accepts, or off. */
function isCronOrOff(value: string): boolean {
  if (value === "off") return true;
  if (value.split(/\s+/).length !== 5) return false;
  try {
    CronExpressionParser.parse(value, { tz: "UTC" });
    return true;
  } catch {
    return false;
  }
}

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** How every e-mail is signed (DKIM), as nodemailer takes it. */
export interface DkimSigning {
  domainName: string;
  keySelector: string;
  /** The private key, PEM. */
  privateKey: string;
}

export interface AppEnv {
  server: ServerEnv;
  site: SiteConfig;
  /** Set when DKIM_PRIVATE_KEY_FILE is: the key read at start, checked to be an RSA private key. */
  dkim?: DkimSigning;
  /** SITE_URL's origin when SITE_URL is set: the one public address requests are made to. */
  siteOrigin?: string;
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
  if (parsed.success && parsed.data.PROFILE_PROVIDER === "enrichlayer" && !parsed.data.ENRICHLAYER_API_KEY)
    problems.push("ENRICHLAYER_API_KEY: is needed when PROFILE_PROVIDER is enrichlayer");
  const dkim = parsed.success ? readDkimKey(parsed.data, problems) : undefined;
  // Every bad variable at once, so a deploy is fixed in one round.
  if (!parsed.success || !site || problems.length > 0) throw new ConfigError(problems);
  return {
    server: parsed.data,
    site,
    siteOrigin: source.SITE_URL?.trim() ? new URL(site.siteUrl).origin : undefined,
    ...(dkim ? { dkim } : {}),
  };
}

/** The address part of MAIL_FROM ("Name <a@b>" or "a@b"), lower-cased: what its domain is read from. */
export function mailFromDomain(mailFrom: string): string {
  const address = mailFrom.replace(/^.*<|>$/g, "").trim();
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * The DKIM key, read once here so a missing file or a key that is not one stops the start with a
 * sentence, rather than every e-mail failing later. Problems are added to `problems`.
 */
function readDkimKey(env: ServerEnv, problems: string[]): DkimSigning | undefined {
  const file = env.DKIM_PRIVATE_KEY_FILE;
  if (!file || !env.DKIM_SELECTOR || !(env.DKIM_DOMAIN ?? env.MAIL_FROM)) return undefined;
  const where = path.resolve(file);
  let pem: string;
  try {
    pem = readFileSync(where, "utf8");
  } catch (error) {
    problems.push(`DKIM_PRIVATE_KEY_FILE: cannot read ${where} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    return undefined;
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    problems.push(`DKIM_PRIVATE_KEY_FILE: ${where} does not hold a private key in PEM form (${(error as Error).message})`);
    return undefined;
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== "rsa" || bits < 1024) {
    problems.push(
      `DKIM_PRIVATE_KEY_FILE: ${where} holds ${key.asymmetricKeyType === "rsa" ? `a ${bits}-bit RSA key` : `an ${key.asymmetricKeyType ?? "unknown"} key`}; DKIM needs an RSA key of 1024 bits or more (2048 recommended)`,
    );
    return undefined;
  }
  return {
    domainName: env.DKIM_DOMAIN ?? mailFromDomain(env.MAIL_FROM!),
    keySelector: env.DKIM_SELECTOR,
    privateKey: key.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

let cached: AppEnv | undefined;

/**
 * The configuration a server started with becomes the process's: every module reads that one,
 * also where one process starts several servers with other settings (the tests).
 */
export function setProcessEnv(env: AppEnv): void {
  cached = env;
}

/** The process's configuration: the one the server started with, else validated on first use. */
export function getEnv(): AppEnv {
  if (!cached) {
    applyConfigFile();
    cached = loadEnv();
  }
  return cached;
}

/** The engine that answers AI requests: AI_PROVIDER, or openai when a key is set. */
export function aiProvider(env: Pick<AiEnv, "AI_PROVIDER" | "OPENAI_API_KEY">): "builtin" | "openai" {
  return env.AI_PROVIDER ?? (env.OPENAI_API_KEY ? "openai" : "builtin");
}

export interface ConfigVariable {
  name: string;
  /** As it would be written in the file; undefined when unset by default. */
  default?: string;
  description: string;
}

/** The default as it would be written in the file, also of a default a transform reads (EVENT_REMINDER_HOURS's "24,1"). */
function defaultOf(schema: z.ZodType): string | undefined {
  if (schema instanceof z.ZodDefault) return String(schema.def.defaultValue);
  if (schema instanceof z.ZodPipe) return defaultOf(schema.def.in as z.ZodType);
  return undefined;
}

/** Every variable the site reads, in schema order, with its default and what it does (for .env.example). */
export function configVariables(): ConfigVariable[] {
  const server = Object.entries(serverEnvShape).map(([name, schema]: [string, z.ZodType]) => ({
    name,
    default: defaultOf(schema),
    description: schema.description ?? "",
  }));
  return [...server, ...siteConfigVariables()];
}

/** Read outside the schemas: the configuration file's own name, Node's mode, the build's directory. */
const OTHER_VARIABLES = ["ENV_FILE", "NODE_ENV", "BUILD_DIR"];

/**
 * Variables that look like ours (they share a prefix with one: SITE_, SOCIAL_, SMTP_, AI_ ...) but
 * that nothing reads, each with the closest known name. A typo would otherwise leave the default
 * in place without a word.
 */
export function likelyTypos(source: Record<string, string | undefined>): string[] {
  const known = [...Object.keys(serverEnvShape), ...Object.values(siteConfigEnv)];
  const prefixes = [...new Set(known.filter((name) => name.includes("_")).map((name) => name.slice(0, name.indexOf("_") + 1)))];
  const all = [...known, ...OTHER_VARIABLES];
  return Object.keys(source)
    .filter((name) => !all.includes(name) && prefixes.some((prefix) => name.startsWith(prefix)))
    .sort()
    .map((name) => `${name} is not a setting this site reads; did you mean ${closestName(name, known)}?`);
}

/** A known name that extends the unknown one (SITE_OWNER: SITE_OWNER_NAME) first, else the fewest edits away. */
function closestName(name: string, known: string[]): string {
  const extending = known.filter((candidate) => candidate.startsWith(name) || name.startsWith(candidate));
  const pool = extending.length > 0 ? extending : known;
  return pool.reduce((best, candidate) => (distance(name, candidate) < distance(name, best) ? candidate : best));
}

/** In words, for the start's log line and the launch check: which AI engine, which database, whether e-mail goes out, who may read /metrics. */
export function describeSetup(env: ServerEnv): { ai: string; database: string; email: string; metrics: string; payments: string } {
  const engine = aiProvider(env) === "openai" ? `model ${env.AI_MODEL} at ${env.OPENAI_BASE_URL}` : "built-in generator (no model)";
  // A profile look-up is an outside service that receives visitors' links: the start says so.
  const ai = env.PROFILE_PROVIDER === "enrichlayer" ? `${engine}; profiles looked up at ${env.ENRICHLAYER_BASE_URL}` : engine;
  let database: string;
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    database = `PostgreSQL at ${url.host}${url.pathname}`;
  } else {
    database = env.DATA_DIR === "memory://" ? "PGlite in memory (memory://)" : `PGlite in ${path.resolve(env.DATA_DIR)}`;
  }
  const signed = env.DKIM_PRIVATE_KEY_FILE ? `, signed with the DKIM key ${env.DKIM_SELECTOR}` : ", not signed (no DKIM key)";
  const email = env.SMTP_URL
    ? `sent through ${new URL(env.SMTP_URL).host}${signed}`
    : "not sent (SMTP_URL unset; e-mails wait in the outbox)";
  // Whether a token is set, never the token.
  const metrics = env.METRICS_TOKEN ? "/metrics from this machine, or with METRICS_TOKEN" : "/metrics from this machine only";
  // Which mode the key is for, and whether the webhook's secret is set; never either key.
  const payments = !env.STRIPE_SECRET_KEY
    ? "not configured (STRIPE_SECRET_KEY unset; the full guide unlocks as before)"
    : `Stripe, ${isStripeTestKey(env.STRIPE_SECRET_KEY) ? "test mode" : "live"}; ${env.STRIPE_WEBHOOK_SECRET ? "its webhook verified" : "no webhook secret (STRIPE_WEBHOOK_SECRET unset)"}`;
  return { ai, database, email, metrics, payments };
}

/** A key of Stripe's test mode (sk_test_..., rk_test_...): nobody can pay with a real card. */
export const isStripeTestKey = (key: string) => /^(sk|rk)_test_/.test(key);

/**
 * The text of .env.example: every variable, commented out at its default, under its one-line
 * description. Generated from the schemas (`npm run env:example`); a test keeps the file in step.
 */
export function renderEnvExample(): string {
  const lines = [
    "# The site's configuration. Copy this file to .env (or name another file with ENV_FILE) and",
    "# uncomment what you change; the real environment wins over the file. Every line shows the default.",
    "# Generated from app/config/env.server.ts and app/content/site-config.server.ts: npm run env:example",
    "# Check before launch: npm run admin -- doctor",
    "",
  ];
  for (const variable of configVariables()) {
    const value = variable.default ?? "";
    const written = /[\s#"'\\]/.test(value) ? JSON.stringify(value) : value;
    lines.push(`# ${variable.description}`, `# ${variable.name}=${written}`, "");
  }
  return lines.join("\n");
}
