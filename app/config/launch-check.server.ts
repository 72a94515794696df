import { and, count, eq, gt, inArray } from "drizzle-orm";
import { defaultSiteConfig, siteConfigEnv, type SiteConfig } from "~/content/site-config";
import { siteValueField, type SiteValueArea } from "~/content/site-values";
import { readSiteValues } from "~/content/site-values.server";
import type { Database } from "~/db/client.server";
import { SAMPLE_VIDEO_IDS } from "~/db/sample-data";
import { eventRegistrations, events, youtubeVideos } from "~/db/schema";
import { aiProvider, isStripeTestKey, likelyTypos, type AppEnv, type ServerEnv } from "~/config/env.server";
import { outboundFetch, type OutboundError } from "~/lib/outbound-http";
import { CONSOLE_PAGES, SETTING_WORDS, WHO_SETS, WHO_SETS_FIRST } from "./launch-check-words";
import { mailDomainFindings, systemTxtLookup, unsignedFinding, type TxtLookup } from "./mail-domain-check.server";

/**
 * The launch check: what would embarrass the owner once the site is public. One list, read by
 * three adapters: the console's Setup page renders it, `npm run admin -- doctor` prints it (and
 * fails while anything remains), a production start logs it as warnings. A finding says in words
 * what is wrong and what to do, names the settings whoever hosts the site changes apart from the
 * words (the command line prints them, the page does not), and the way to fix it in the console
 * where there is one. What the owner edits in the console (decision 068) is read as saved there,
 * and its finding points to the console's Settings or Offers page instead of to a setting.
 */
export interface LaunchFinding {
  /** What it is about, stable across runs: "site-url", "smtp", "sample-session:<id>". */
  key: string;
  /** In the owner's words, without a setting's name. */
  text: string;
  /** The settings whoever hosts the site changes, by their names in the configuration (none for what the owner edits in the console). */
  settings: string[];
  fix?: SetupFix;
}

/** A finding's fix in the console. */
export type SetupFix =
  | { kind: "test-email" }
  | { kind: "test-newsletter-key" }
  /** A sample session nobody registered for: removed with the others. */
  | { kind: "remove-sample-session"; sessionId: string }
  /** A sample session real people registered for: never removed from here; its page says what taking it off does. */
  | { kind: "open-session"; sessionId: string; registrations: number }
  | { kind: "remove-sample-videos"; count: number }
  /** Values the owner changes on the console's Settings or Offers page, by their keys there. */
  | { kind: "site-value"; area: SiteValueArea; keys: string[] };

export interface LaunchCheckOptions {
  env: AppEnv;
  /** Omitted: the database is not looked at, and the configuration's values are read without what the owner saved. */
  db?: Database;
  /** Ask the model endpoint whether it answers (needs the network). */
  probeModel?: boolean;
  modelTimeoutMs?: number;
  fetch?: typeof fetch;
  /** Ask DNS for MAIL_FROM's domain's SPF, DKIM and DMARC records (needs the network). */
  probeMailDomain?: boolean;
  /** How DNS is asked: the system's resolver with a short timeout when absent; tests answer it themselves. */
  lookupTxt?: TxtLookup;
}

/**
 * The findings the configuration, the values the owner saved over it, the database and (when
 * asked) the model endpoint give. The saved values are read from the table itself, not an
 * instance's kept read: the check is rare, and reads them with the configuration it was given.
 */
export async function findLaunchProblems(options: LaunchCheckOptions): Promise<LaunchFinding[]> {
  const { env } = options;
  const [site, data, model, mailDomain] = await Promise.all([
    options.db ? readSiteValues(options.db, env.site).then((values) => values.site) : env.site,
    options.db ? dataFindings(options.db) : [],
    options.probeModel ? modelProblems(env.server, options.fetch ?? fetch, options.modelTimeoutMs ?? 5_000) : [],
    options.probeMailDomain ? mailDomainFindings(env, options.lookupTxt ?? systemTxtLookup()) : [],
  ]);
  return [...configurationProblems(env, site), ...unsignedFinding(env), ...mailDomain, ...data, ...model];
}

/** Settings that look like the site's but are misspelt: the command line's list, read from the variables it was given. */
export function typoFindings(source: Record<string, string | undefined>): LaunchFinding[] {
  return likelyTypos(source).map((typo) => ({
    key: `typo:${typo.slice(0, typo.indexOf(" "))}`,
    text: `A setting is misspelt, so the site keeps its default there: ${WHO_SETS} corrects its name.`,
    settings: [typo],
  }));
}

/** A finding as one printed line: the words, then the settings by name. */
export function findingLine(finding: LaunchFinding): string {
  return finding.settings.length > 0 ? `${finding.text} [${finding.settings.join(", ")}]` : finding.text;
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

/** The newsletter forms that are still the sample's, by config path. */
const FORM_PATHS = Object.keys(defaultSiteConfig.newsletter.forms).map((name) => `newsletter.forms.${name}` as keyof typeof siteConfigEnv);

/** The findings of the site's values in force, `site` (the configuration's, with what the owner saved over it), and of the server's settings. */
function configurationProblems(env: AppEnv, site: SiteConfig): LaunchFinding[] {
  const problems: LaunchFinding[] = [];
  const add = (key: string, text: string, settings: string[], fix?: SetupFix) =>
    problems.push({ key, text, settings, ...(fix ? { fix } : {}) });
  /**
   * A finding about values of `site`, its last sentence saying who changes them: the owner, on the
   * console's page, what the console edits (the page is the finding's fix, and it names no
   * setting); whoever hosts the site the rest, by the settings' names.
   */
  const addValue = (key: string, text: string, keys: string[], hosted: string, owner: (page: string) => string) => {
    const field = siteValueField(keys[0]!);
    if (field) add(key, `${text} ${owner(CONSOLE_PAGES[field.area])}`, [], { kind: "site-value", area: field.area, keys });
    else
      add(
        key,
        `${text} ${WHO_SETS_FIRST} ${hosted}`,
        keys.map((configPath) => siteConfigEnv[configPath as keyof typeof siteConfigEnv]),
      );
  };
  const { server } = env;

  const siteUrl = new URL(site.siteUrl);
  if (LOCAL_HOST.test(siteUrl.hostname)) {
    add(
      "site-url",
      `The site's public address is ${site.siteUrl}, this machine: links in e-mails, the sitemap and the feeds would point here. ${WHO_SETS_FIRST} sets it to the site's public address.`,
      [siteConfigEnv.siteUrl],
    );
  }
  if (site.ownerName === defaultSiteConfig.ownerName) {
    addValue(
      "owner-name",
      `Your name is still the sample name "${site.ownerName}".`,
      ["ownerName"],
      "sets it to yours.",
      (page) => `Set yours on ${page}.`,
    );
  }
  for (const configPath of Object.keys(siteConfigEnv) as (keyof typeof siteConfigEnv)[]) {
    const value = valueAt(site, configPath);
    if (typeof value !== "string" || configPath.startsWith("newsletter.forms.")) continue;
    const label = SETTING_WORDS[configPath];
    if (isPlaceholder(value)) {
      addValue(
        `placeholder:${configPath}`,
        `${label} is ${value}, a placeholder address.`,
        [configPath],
        "sets it to yours.",
        (page) => `Set yours on ${page}.`,
      );
    } else if (FRONT_PAGE_PATHS.includes(configPath) && value === valueAt(defaultSiteConfig, configPath)) {
      const social = configPath.startsWith("social.");
      addValue(
        `front-page:${configPath}`,
        `${label} is ${value}, the network's front page rather than yours.`,
        [configPath],
        social ? "sets it to yours, or turns it off to remove the link." : "sets it to yours.",
        (page) => (social ? `Set yours on ${page}, or turn it off there to remove the link.` : `Set yours on ${page}.`),
      );
    }
  }
  const sampleForms = FORM_PATHS.filter((configPath) => valueAt(site, configPath) === valueAt(defaultSiteConfig, configPath));
  if (sampleForms.length > 0) {
    addValue(
      "newsletter-forms",
      `The newsletter form on ${listed(sampleForms.map((configPath) => SETTING_WORDS[configPath]))} is still the sample's, not one of your newsletter provider's forms: ` +
        `sign-ups there would not reach your list.`,
      sampleForms,
      "sets each to the form you made for it.",
      (page) => `Set each to the form you made for it on ${page}.`,
    );
  }
  if (!site.ownerPhoto) {
    addValue(
      "owner-photo",
      "There is no photo of you: the home and about pages show an illustrated portrait instead.",
      ["ownerPhoto"],
      "sets your photo: a picture file on the site, or a link to one.",
      (page) => `Upload yours on ${page}.`,
    );
  }
  if (server.MAIL_FROM && isPlaceholder(`mailto:${server.MAIL_FROM.replace(/^.*<|>$/g, "")}`)) {
    add("mail-from", `The site's e-mails are sent from ${server.MAIL_FROM}, a placeholder address. ${WHO_SETS_FIRST} sets your own.`, [
      "MAIL_FROM",
    ]);
  }
  if (server.STRIPE_SECRET_KEY) {
    // The site's own checkout sells the guide; the checkout link is not used.
    if (isStripeTestKey(server.STRIPE_SECRET_KEY)) {
      add(
        "stripe-test-mode",
        `Payments are in Stripe's test mode: checkout takes only Stripe's test cards, so nobody can buy for real. ${WHO_SETS_FIRST} sets the live secret key (sk_live_...) and the live webhook's secret.`,
        ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
      );
    }
    if (!server.STRIPE_WEBHOOK_SECRET) {
      add(
        "stripe-webhook",
        `Payments are set up without the webhook's signing secret, so Stripe's events are refused: a course sold through a payment link and a buyer who closes the tab before coming back are never recorded, and refunds never end access. ${WHO_SETS_FIRST} adds the endpoint /webhooks/stripe in Stripe and sets its secret.`,
        ["STRIPE_WEBHOOK_SECRET"],
      );
    }
  } else if (!site.guideCheckoutUrl) {
    addValue(
      "guide-checkout",
      "The full guide's checkout is not set: 'Get the full guide' unlocks the guide without any payment.",
      ["guideCheckoutUrl"],
      "sets it to your checkout page.",
      (page) => `Set it to your checkout page on ${page}.`,
    );
  }
  if (!server.SMTP_URL) {
    add(
      "smtp",
      `E-mail is not set up: nothing is sent, so registration confirmations, reminders and sign-in links wait in the outbox. ${WHO_SETS_FIRST} sets the mail server and the address the site sends from.`,
      ["SMTP_URL", "MAIL_FROM"],
    );
  }
  if (!server.KIT_API_KEY) {
    add(
      "newsletter-key",
      `The newsletter provider's key is not set: the site's own newsletter form keeps sign-ups on this site and does not add them to your list. ${WHO_SETS_FIRST} sets the key and the form they join.`,
      ["KIT_API_KEY", "KIT_FORM_ID"],
    );
  }
  return problems;
}

/** "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
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

/** The sessions and videos a new database starts with, still on the site. */
export async function dataFindings(db: Database): Promise<LaunchFinding[]> {
  const [sessions, videos] = await Promise.all([sampleSessions(db), sampleVideoCount(db)]);
  const findings: LaunchFinding[] = sessions.map((row) =>
    row.registrations === 0
      ? {
          key: `sample-session:${row.id}`,
          text: `The session "${row.title}" shows ${row.taken} seats taken but has no registrations: it is a sample session, and its seat count is invented.`,
          settings: [],
          fix: { kind: "remove-sample-session", sessionId: row.id },
        }
      : {
          key: `sample-session:${row.id}`,
          text:
            `The session "${row.title}" shows ${row.taken} seats taken but has ${row.registrations} ${row.registrations === 1 ? "registration" : "registrations"}: ` +
            `a sample session real people registered for. It is not removed from here: taking it off tells them, on its own page.`,
          settings: [],
          fix: { kind: "open-session", sessionId: row.id, registrations: row.registrations },
        },
  );
  if (videos > 0) {
    findings.push({
      key: "sample-videos",
      text: `${videos === 1 ? "1 sample video is" : `${videos} sample videos are`} on the resource hub: videos the site started with, not yours.`,
      settings: [],
      fix: { kind: "remove-sample-videos", count: videos },
    });
  }
  return findings;
}

/**
 * Sessions that show more seats taken than they have registrations: the sample sessions a new
 * database starts with, whose seat counts are invented. Every registration counts, cancelled ones
 * too: a session someone ever registered for is never removed as a sample.
 */
export async function sampleSessions(db: Database): Promise<{ id: string; title: string; taken: number; registrations: number }[]> {
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
  return rows.map((row) => ({ ...row, registrations: row.registrations ?? 0 })).filter((row) => row.taken > row.registrations);
}

/** The seeded sample videos still stored. */
export async function sampleVideoCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(youtubeVideos)
    .where(inArray(youtubeVideos.videoId, [...SAMPLE_VIDEO_IDS]));
  return row?.n ?? 0;
}

/** One authenticated request to the endpoint's model list: does it answer, take the key, and know the model? */
async function modelProblems(server: ServerEnv, fetchImpl: typeof fetch, timeoutMs: number): Promise<LaunchFinding[]> {
  if (aiProvider(server) !== "openai") return [];
  const url = `${server.OPENAI_BASE_URL.replace(/\/+$/, "")}/models`;
  const fallback = "every AI request would get the built-in generator's answer instead";
  const finding = (text: string, settings: string[]): LaunchFinding[] => [{ key: "model", text, settings }];
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
    return finding(`The AI model's endpoint ${url} cannot be reached (${reason}): ${fallback}. ${WHO_SETS_FIRST} checks its address.`, [
      "OPENAI_BASE_URL",
    ]);
  }
  if (response.status === 401 || response.status === 403) {
    return finding(`The AI model's endpoint ${url} refused the key (${response.status}): ${fallback}. ${WHO_SETS_FIRST} checks the key.`, [
      "OPENAI_API_KEY",
    ]);
  }
  if (!response.ok) return finding(`The AI model's endpoint ${url} answered ${response.status}: ${fallback}.`, ["OPENAI_BASE_URL"]);
  const body = (await response.json().catch(() => undefined)) as { data?: { id?: unknown }[] } | undefined;
  const ids = Array.isArray(body?.data) ? body.data.map((model) => model.id) : undefined;
  if (ids && !ids.includes(server.AI_MODEL)) {
    return finding(
      `The AI model's endpoint ${url} does not list the model ${server.AI_MODEL}: ${fallback}. ${WHO_SETS_FIRST} checks the model's name.`,
      ["AI_MODEL"],
    );
  }
  return [];
}
