import { and, count, eq, gt } from "drizzle-orm";
import { defaultSiteConfig, siteConfigEnv, type SiteConfig } from "~/content/site-config";
import type { Database } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { aiProvider, likelyTypos, type AppEnv, type ServerEnv } from "~/config/env.server";
import { outboundFetch, type OutboundError } from "~/lib/outbound-http";

/**
 * The launch check: what would embarrass the owner once the site is public. `npm run admin --
 * doctor` lists it and fails while anything remains; a production start logs it as warnings.
 * Each finding is one sentence that names the setting (or the row) and what to do.
 */
export interface LaunchCheckOptions {
  env: AppEnv;
  /** The raw environment, for settings that look like ours but are misspelt. */
  source?: Record<string, string | undefined>;
  /** Omitted: the database is not looked at (unless its findings are given). */
  db?: Database;
  /** The database's findings (sessionProblems), found elsewhere: the command line's come from a service call. */
  dataProblems?: string[];
  /** Ask the model endpoint whether it answers (needs the network). */
  probeModel?: boolean;
  modelTimeoutMs?: number;
  fetch?: typeof fetch;
}

export async function findLaunchProblems(options: LaunchCheckOptions): Promise<string[]> {
  const { env } = options;
  const [sessions, model] = await Promise.all([
    options.dataProblems ?? (options.db ? sessionProblems(options.db) : []),
    options.probeModel ? modelProblems(env.server, options.fetch ?? fetch, options.modelTimeoutMs ?? 5_000) : [],
  ]);
  return [...likelyTypos(options.source ?? {}), ...configurationProblems(env), ...sessions, ...model];
}

/** The reserved example domains the defaults use (example.com, and the newsletter's example.kit.com). */
const PLACEHOLDER_HOST = /(^|\.)example\.(com|org|net)$|^example\./i;
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;
/** Defaults that are a network's front page rather than the owner's own profile or video. */
const FRONT_PAGE_PATHS = [
  "social.linkedin",
  "social.x",
  "social.tiktok",
  "social.instagram",
  "social.youtube",
  "social.newsletterBlog",
  "tutorialVideoUrl",
];

export function configurationProblems(env: AppEnv): string[] {
  const problems: string[] = [];
  const { site, server } = env;

  const siteUrl = new URL(site.siteUrl);
  if (LOCAL_HOST.test(siteUrl.hostname)) {
    problems.push(
      `SITE_URL is ${site.siteUrl}: canonical links, the sitemap, feeds and e-mails would point at this machine. Set it to the public address.`,
    );
  }
  if (site.ownerName === defaultSiteConfig.ownerName) {
    problems.push(`SITE_OWNER_NAME is still the sample name "${site.ownerName}". Set it to your name.`);
  }
  for (const [configPath, name] of Object.entries(siteConfigEnv)) {
    const value = valueAt(site, configPath);
    if (typeof value !== "string") continue;
    if (isPlaceholder(value)) {
      problems.push(`${name} is ${value}, a placeholder address. Set it to yours.`);
    } else if (FRONT_PAGE_PATHS.includes(configPath) && value === valueAt(defaultSiteConfig, configPath)) {
      const fix = configPath.startsWith("social.") ? "Set it, or set it to off to remove the link." : "Set it to yours.";
      problems.push(`${name} is ${value}, the network's front page rather than yours. ${fix}`);
    }
  }
  if (server.MAIL_FROM && isPlaceholder(`mailto:${server.MAIL_FROM.replace(/^.*<|>$/g, "")}`)) {
    problems.push(`MAIL_FROM is ${server.MAIL_FROM}, a placeholder address.`);
  }
  if (!site.guideCheckoutUrl) {
    problems.push("GUIDE_CHECKOUT_URL is unset: 'Get the full guide ($5)' unlocks the guide without any payment. Set it to your checkout.");
  }
  if (!server.SMTP_URL) {
    problems.push("SMTP_URL is unset: no e-mail is sent (registration confirmations wait in the outbox). Set SMTP_URL and MAIL_FROM.");
  }
  return problems;
}

function isPlaceholder(value: string): boolean {
  if (value.startsWith("mailto:") || (!value.includes("://") && value.includes("@"))) {
    return PLACEHOLDER_HOST.test(value.slice(value.lastIndexOf("@") + 1));
  }
  try {
    return PLACEHOLDER_HOST.test(new URL(value).hostname);
  } catch {
    return false;
  }
}

function valueAt(config: SiteConfig, configPath: string): unknown {
  return configPath.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], config);
}

/**
 * Sessions that show more seats taken than they have registrations: the sample sessions a new
 * database starts with, whose seat counts are invented.
 */
export async function sessionProblems(db: Database): Promise<string[]> {
  const registered = db
    .select({ eventId: eventRegistrations.eventId, registrations: count().as("registrations") })
    .from(eventRegistrations)
    .groupBy(eventRegistrations.eventId)
    .as("registered");
  const rows = await db
    .select({ id: events.id, title: events.title, taken: events.currentAttendees, registrations: registered.registrations })
    .from(events)
    .leftJoin(registered, eq(registered.eventId, events.id))
    .where(and(eq(events.isActive, true), gt(events.currentAttendees, 0)))
    .orderBy(events.date);
  return rows
    .filter((row) => row.taken > (row.registrations ?? 0))
    .map(
      (row) =>
        `The session "${row.title}" shows ${row.taken} seats taken but has ${row.registrations ?? 0} registrations (a sample session?). ` +
        `Take it off with: npm run admin -- events deactivate ${row.id}`,
    );
}

/** One authenticated request to the endpoint's model list: does it answer, take the key, and know the model? */
async function modelProblems(server: ServerEnv, fetchImpl: typeof fetch, timeoutMs: number): Promise<string[]> {
  if (aiProvider(server) !== "openai") return [];
  const url = `${server.OPENAI_BASE_URL.replace(/\/+$/, "")}/models`;
  const fallback = "every AI request would get the built-in generator's answer instead";
  let response: Response;
  try {
    response = await outboundFetch(url, {
      what: "model list",
      timeoutMs,
      fetch: fetchImpl,
      headers: server.OPENAI_API_KEY ? { authorization: `Bearer ${server.OPENAI_API_KEY}` } : {},
    });
  } catch (error) {
    const failure = error as OutboundError;
    const cause = failure.cause as Error;
    const reason = failure.timedOut
      ? `no answer within ${timeoutMs / 1000} s`
      : ((cause.cause as Error | undefined)?.message ?? cause.message);
    return [`The model endpoint ${url} cannot be reached (${reason}): ${fallback}. Check OPENAI_BASE_URL.`];
  }
  if (response.status === 401 || response.status === 403) {
    return [`The model endpoint ${url} refused OPENAI_API_KEY (${response.status}): ${fallback}. Check the key.`];
  }
  if (!response.ok) return [`The model endpoint ${url} answered ${response.status}: ${fallback}.`];
  const body = (await response.json().catch(() => undefined)) as { data?: { id?: unknown }[] } | undefined;
  const ids = Array.isArray(body?.data) ? body.data.map((model) => model.id) : undefined;
  if (ids && !ids.includes(server.AI_MODEL)) {
    return [`The model endpoint ${url} does not list AI_MODEL ${server.AI_MODEL}: ${fallback}. Check the model's name.`];
  }
  return [];
}
