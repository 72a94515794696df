import { z } from "zod";
import { getEnv } from "~/config/env.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { createTableCache } from "~/db/table-cache.server";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "~/lib/control-characters";
import { readOwnerTime } from "~/lib/owner-time";
import { defaultOffers, type Offers } from "./offers";
import type { SiteConfig } from "./site-config";
import { setPath, siteConfigSchema, valueAt } from "./site-config.server";
import { SITE_VALUE_FIELDS, siteValueField, type SiteValue, type SiteValueField } from "./site-values";

/**
 * The site's values as the pages read them (decision 068): the configuration's identity and the
 * content's offers, with what the owner saved in the console (site_settings) over them. Every
 * instance keeps one read in memory until the table's trigger announces a change; a page rendered
 * from them is kept while they stand (siteValuesStand), and no longer than the next offer's end.
 */
export interface SiteValues {
  site: SiteConfig;
  offers: Offers;
  /** What the owner saved, by key; null: the field is empty (a profile off, no deadline). */
  saved: ReadonlyMap<string, SiteValue>;
  /** Saved values the rules refuse now (saved before a rule tightened): their defaults stand instead. */
  ignored: ReadonlyArray<{ key: string; message: string }>;
}

const MAX_PRICE = 1_000_000;

/** Refusal words, for every kind of field; each names the field, as the console shows it beside it. */
function kindRule(field: SiteValueField): z.ZodType<SiteValue> {
  const name = field.label;
  const httpUrl = z.url({ protocol: /^https?$/, error: `${name} must be a web address starting with https://.` });
  const httpsUrl = z.url({ protocol: /^https$/, error: `${name} must be a secure web address, starting with https://.` });
  switch (field.kind) {
    case "name":
      return z.string().trim().min(1, `${name} can't be empty.`).max(80, `${name} can be at most 80 characters.`);
    case "text":
      return z.string().trim().min(1, `${name} can't be empty.`).max(120, `${name} can be at most 120 characters.`);
    case "long-text":
      return z
        .string()
        .transform((text) => text.replaceAll("\r\n", "\n").trim())
        .pipe(z.string().min(1, `${name} can't be empty.`).max(1200, `${name} can be at most 1,200 characters.`));
    case "email":
      return z.email({ error: `${name} must be an e-mail address, like you@example.com.` });
    case "url":
      return field.area === "offers" ? httpsUrl : httpUrl;
    case "optional-url":
      return httpsUrl.nullable();
    case "social":
      return httpUrl.nullable();
    case "photo":
      return z
        .string()
        .regex(/^\/(?:media|images)\/[\w\-./]+\.(?:jpe?g|png|webp|avif)$/i, `${name} must be a picture uploaded here.`)
        .refine((path) => !path.includes(".."), `${name} must be a picture uploaded here.`)
        .nullable();
    case "form-id":
      return z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, `${name} must be a form id: letters, digits, - or _.`);
    case "price":
      return z
        .number({ error: `${name} must be an amount in dollars, like 49 or 49.50.` })
        .positive(`${name} must be more than $0.`)
        .max(MAX_PRICE, `${name} can be at most $1,000,000.`)
        .refine((amount) => Math.round(amount * 100) === amount * 100, `${name} can have at most two decimals (cents).`);
    case "label":
      return z.string().trim().min(1, `${name} can't be empty.`).max(40, `${name} can be at most 40 characters.`);
    case "coupon":
      return z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, `${name} must be a code of letters, digits, - or _ (up to 40).`);
    case "deadline":
      return z.iso.datetime({ offset: true, error: `${name} must be a date and a time.` }).nullable();
    case "time-zone":
      return z.string().refine(isTimeZone, `${name} must be a time zone, like America/Los_Angeles.`);
    case "choice": {
      const options = field.options ?? [];
      const words = options.map((option) => `${option.value} (${option.label})`).join(" or ");
      return z.string().refine((value) => options.some((option) => option.value === value), `${name} must be ${words}.`);
    }
  }
}

/** Whether `zone` names a time zone the site can read times in. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return /\//.test(zone) || zone === "UTC";
  } catch {
    return false;
  }
}

const rules = new Map(SITE_VALUE_FIELDS.map((field) => [field.key, kindRule(field)]));

/**
 * A field's value as the console's form or the command line gives it (text), as it is stored: a
 * price becomes a number ("$1,250.50" too), an empty field null where it may be empty, a deadline
 * without a zone the moment it names in the time zone given beside it.
 */
export function readFieldText(field: SiteValueField, text: string, deadlineZone: string): { value: SiteValue } | { message: string } {
  if (hasControlCharacters(text, field.kind === "long-text" ? "free-text" : "single-line")) {
    return { message: `${field.label}: ${CONTROL_CHARACTER_MESSAGE}` };
  }
  const trimmed = text.trim();
  let candidate: unknown = trimmed;
  if (field.kind === "price") {
    const plain = trimmed.replace(/^\$/, "").replaceAll(",", "");
    candidate = /^\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : undefined;
  } else if (trimmed === "" && ["social", "photo", "deadline", "optional-url"].includes(field.kind)) {
    candidate = null;
  } else if (field.kind === "deadline") {
    const instant = readOwnerTime(trimmed, deadlineZone);
    if (!instant) return { message: `${field.label} must be a date and a time, like 2026-12-24 23:59.` };
    candidate = instant.toISOString();
  } else if (field.kind === "long-text") {
    candidate = text;
  } else if (field.kind === "choice") {
    candidate = trimmed.toLowerCase();
  }
  const parsed = rules.get(field.key)!.safeParse(candidate);
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? `${field.label} is not valid.` };
  return { value: parsed.data };
}

/** Where an offer field's key sits in the offers: courses.<slug>.offerPrice is courses.<slug>.offer.price. */
const OFFER_PATHS: Record<string, string> = {
  offerLabel: "offer.label",
  offerPrice: "offer.price",
  coupon: "offer.coupon",
  offerEndsAt: "offer.endsAt",
  offerTimeZone: "offer.timeZone",
};

function offerPath(key: string): string {
  const parts = key.split(".");
  const last = parts.at(-1)!;
  if (parts[0] === "courses" && OFFER_PATHS[last]) return [...parts.slice(0, -1), OFFER_PATHS[last]].join(".");
  return key;
}

/** A field's default: the configuration's value for a setting, the content's for an offer. */
export function defaultValue(defaults: { site: SiteConfig; offers: Offers }, key: string): SiteValue {
  const field = siteValueField(key);
  const value = field?.area === "settings" || !key.match(/^(courses|services|guide)\./) ? valueAt(defaults.site, key) : valueAt(defaults.offers, offerPath(key));
  return (value as SiteValue | undefined) ?? null;
}

/** The rules that join fields: an offer below its regular price. Each problem names the field to fix. */
function offerProblems(offers: Offers): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  for (const [slug, course] of Object.entries(offers.courses)) {
    if (course.offer.price >= course.regular) {
      problems.push({
        key: `courses.${slug}.offerPrice`,
        message: `Offer price must be below the regular price ($${course.regular}).`,
      });
    }
  }
  return problems;
}

/**
 * The values with `saved` over the defaults, and what the rules refuse: each refusal names its
 * field's key. Used to read the table (a refused value is left out, its default stands) and to
 * check a save before it is written (a refusal refuses the save).
 */
export function resolveSiteValues(
  defaultSite: SiteConfig,
  saved: ReadonlyMap<string, SiteValue>,
): { values: SiteValues; problems: { key: string; message: string }[] } {
  const problems: { key: string; message: string }[] = [];
  const accepted = new Map<string, SiteValue>();
  for (const [key, value] of saved) {
    const field = siteValueField(key);
    if (!field) continue;
    const parsed = rules.get(key)!.safeParse(value);
    if (parsed.success) accepted.set(key, parsed.data);
    else problems.push({ key, message: parsed.error.issues[0]?.message ?? `${field.label} is not valid.` });
  }
  const site = structuredClone(defaultSite) as unknown as Record<string, unknown>;
  const offerValues: [string, SiteValue][] = [];
  for (const [key, value] of accepted) {
    if (siteValueField(key)!.area === "settings" || key.startsWith("courseCheckout.") || key === "guideCheckoutUrl") setPath(site, key, value);
    if (siteValueField(key)!.area === "offers") offerValues.push([key, value]);
  }
  const siteParsed = siteConfigSchema.safeParse(site);
  for (const issue of siteParsed.success ? [] : siteParsed.error.issues) {
    problems.push({ key: issue.path.join("."), message: issue.message });
  }
  // Over `site`, not the defaults: a field emptied above (no photo, no guide checkout) stays empty.
  const effectiveSite = (siteParsed.success ? { ...site, ...siteParsed.data } : defaultSite) as SiteConfig;
  const offers = defaultOffers(effectiveSite) as unknown as Record<string, unknown>;
  for (const [key, value] of offerValues) {
    if (key.startsWith("courseCheckout.") || key === "guideCheckoutUrl") continue;
    setPath(offers, offerPath(key), value);
  }
  problems.push(...offerProblems(offers as unknown as Offers));
  return { values: { site: effectiveSite, offers: offers as unknown as Offers, saved: accepted, ignored: [] }, problems };
}

/** What the owner saved, by key, as the table holds it. */
export async function readSavedValues(db: Database): Promise<Map<string, SiteValue>> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  return new Map(rows.map((row) => [row.key, row.value ?? null]));
}

/**
 * The values as the table holds them. A saved value the rules refuse (or that breaks a rule with
 * another) is left out, and its default stands, so a bad row never breaks a page.
 */
export async function readSiteValues(db: Database, defaultSite: SiteConfig = getEnv().site): Promise<SiteValues> {
  const saved = await readSavedValues(db);
  const ignored: { key: string; message: string }[] = [];
  for (;;) {
    const { values, problems } = resolveSiteValues(defaultSite, saved);
    const left = problems.filter((problem) => saved.delete(problem.key));
    if (left.length === 0) return { ...values, ignored };
    ignored.push(...left);
  }
}

const siteValuesCache = createTableCache<undefined, SiteValues>({
  name: "site values",
  channel: "site_settings_changes",
  read: (db) => readSiteValues(db),
});

/**
 * The site's values as every page reads them: one read per instance until the table changes. A
 * caller with another configuration than the process's (the command line given one, a test) reads
 * the table over its own defaults, without the kept read.
 */
export function getSiteValues(database: DatabaseHandle, defaultSite?: SiteConfig): Promise<SiteValues> {
  if (defaultSite && defaultSite !== getEnv().site) return readSiteValues(database.db, defaultSite);
  return siteValuesCache.get(database, undefined);
}

/** For a change this process made: its next read is fresh, before the announcement arrives. */
export function forgetSiteValues(db: Database): void {
  siteValuesCache.forget(db);
}

/** The first offer end after `now`, when a page's verdict on its offer changes by itself. */
export function nextOfferEnd(offers: Offers, now: number): number | undefined {
  let next: number | undefined;
  for (const course of Object.values(offers.courses)) {
    const end = course.offer.endsAt ? Date.parse(course.offer.endsAt) : NaN;
    if (end > now && (next === undefined || end < next)) next = end;
  }
  return next;
}

/**
 * Whether a page made from `values` still stands: the table has announced no change since (and
 * the read is young, TABLE_CACHE_MAX_AGE_MS), and no offer has ended since it was made.
 */
export function siteValuesStand(database: DatabaseHandle, values: SiteValues, now = Date.now()): () => boolean {
  const until = nextOfferEnd(values.offers, now);
  return () => (until === undefined || Date.now() < until) && siteValuesCache.current(database, undefined) === values;
}
