import { desc, eq, inArray, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Offers } from "~/content/offers";
import {
  EMPTY_MEANS,
  SITE_VALUE_FIELDS,
  siteValueField,
  type SiteValue,
  type SiteValueArea,
  type SiteValueChangeView,
  type SiteValueField,
  type SiteValueView,
} from "~/content/site-values";
import {
  defaultValue,
  forgetSiteValues,
  isTimeZone,
  readFieldText,
  readSavedValues,
  resolveSiteValues,
} from "~/content/site-values.server";
import type { SiteConfig } from "~/content/site-config";
import type { Database } from "~/db/client.server";
import { siteSettingChanges, siteSettings, type SiteSettingChangeEntry } from "~/db/schema";
import { formatPrice } from "~/lib/price";
import { ownerTime } from "~/lib/owner-time";
import { done, notFound, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";

/**
 * The owner's settings and offers (decision 068): what is in force and where it comes from, a save
 * of one page's fields, the history of every save and its undoing. The console's Settings and
 * Offers pages and `npm run admin -- settings|offers` call these.
 */

type Defaults = { site: SiteConfig; offers: Offers };

function defaultsOf(deps: ServiceDeps): Defaults {
  return resolveSiteValues(deps.env.site, new Map()).values;
}

/** The time zone a course's deadline is read and shown in: the one in force for that course. */
function zoneOf(key: string, values: Defaults): string {
  const slug = /^courses\.([^.]+)\./.exec(key)?.[1];
  const course = slug ? values.offers.courses[slug as keyof Offers["courses"]] : undefined;
  return course?.offer.timeZone ?? "UTC";
}

/** A value as the field's text: what the owner edits. */
function fieldText(field: SiteValueField, value: SiteValue, zone: string): string {
  if (value === null) return "";
  if (field.kind === "deadline" && typeof value === "string") return localDateTime(value, zone);
  return String(value);
}

/** "2026-10-24T23:59": an instant as a date-and-time field shows it in `zone`. */
function localDateTime(instant: string, zone: string): string {
  return DateTime.fromISO(instant, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");
}

/** A value as the owner reads it in the page and the history. */
function shownValue(field: SiteValueField | undefined, value: SiteValue, zone: string): string {
  if (value === null) return field?.kind === "social" ? "Off" : "None";
  if (field?.kind === "price" && typeof value === "number") return formatPrice(value);
  if (field?.kind === "choice") return field.options?.find((option) => option.value === value)?.label ?? String(value);
  if (field?.kind === "deadline" && typeof value === "string") return ownerTime(value, zone);
  return String(value);
}

function valueOf(values: Defaults, key: string): SiteValue {
  return defaultValue(values, key);
}

/** Every field of a page, with the value in force and where it comes from. */
export async function listSiteValues(deps: ServiceDeps, { area }: { area: SiteValueArea }): Promise<Outcome<{ fields: SiteValueView[] }>> {
  const saved = await readSavedValues(deps.db);
  const { values } = resolveSiteValues(deps.env.site, saved);
  const defaults = defaultsOf(deps);
  const fields = SITE_VALUE_FIELDS.filter((field) => field.area === area).map((field): SiteValueView => {
    const zone = zoneOf(field.key, values);
    const value = valueOf(values, field.key);
    const emptyMeans = EMPTY_MEANS[field.kind];
    return {
      key: field.key,
      label: field.label,
      group: field.group,
      kind: field.kind,
      ...(field.hint ? { hint: field.hint } : {}),
      ...(field.options ? { options: field.options } : {}),
      ...(emptyMeans ? { emptyMeans } : {}),
      text: fieldText(field, value, zone),
      shown: shownValue(field, value, zone),
      defaultShown: shownValue(field, valueOf(defaults, field.key), zoneOf(field.key, defaults)),
      saved: values.saved.has(field.key),
    };
  });
  return done({ fields });
}

/** Whether two values are one: deadlines as the minute they name (a field shows and sends minutes), others as they are. */
function sameValue(a: SiteValue | undefined, b: SiteValue | undefined, kind?: SiteValueField["kind"]): boolean {
  if (kind === "deadline" && typeof a === "string" && typeof b === "string") {
    return Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);
  }
  return a === b;
}

/** Serialises saves and undoes: each reads what is saved and writes its change as one step. */
async function lockSettings(tx: Database) {
  await tx.execute(sql`lock table ${siteSettings} in share row exclusive mode`);
}

async function writeEntries(tx: Database, entries: SiteSettingChangeEntry[], by: string, at: Date) {
  for (const entry of entries) {
    if (entry.after === null) await tx.delete(siteSettings).where(eq(siteSettings.key, entry.key));
    else
      await tx
        .insert(siteSettings)
        .values({ key: entry.key, value: entry.after.value, savedAt: at, savedBy: by })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: entry.after.value, savedAt: at, savedBy: by } });
  }
}

/** The first problem of a set of saved values, refused with the field it names. */
function problemOf(deps: ServiceDeps, saved: ReadonlyMap<string, SiteValue>, keys: ReadonlySet<string>) {
  const { problems } = resolveSiteValues(deps.env.site, saved);
  const problem = problems.find((p) => keys.has(p.key)) ?? problems[0];
  return problem ? refuse(problem.message, problem.key) : undefined;
}

/**
 * Saves a page's fields (each as its text, as the form or the command line gives it); `useDefault`
 * names fields whose default is to stand again. Only what differs from the value in force is
 * written (a deadline to the minute), as one change in the history: a page may send every field.
 * A value the rules refuse refuses the whole save, with a
 * message naming the field, and nothing is written. `check`: only whether the save would be taken
 * (the Settings page asks before it stores an uploaded photo, so a refused save stores nothing).
 */
export async function saveSiteValues(
  deps: ServiceDeps,
  {
    area,
    values,
    useDefault = [],
    check = false,
  }: { area: SiteValueArea; values: Record<string, string>; useDefault?: string[]; check?: boolean },
): Promise<Outcome<{ id: string | null; changed: string[] }>> {
  for (const key of [...Object.keys(values), ...useDefault]) {
    const field = siteValueField(key);
    if (!field || field.area !== area) return refuse(`There is no ${area === "offers" ? "offer field" : "setting"} called “${key}”.`, key);
  }
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome<{ id: string | null; changed: string[] }>> => {
    await lockSettings(tx);
    const saved = await readSavedValues(tx);
    const { values: current } = resolveSiteValues(deps.env.site, saved);
    const next = new Map(saved);
    const entries: SiteSettingChangeEntry[] = [];
    const before = (key: string) => (saved.has(key) ? { value: saved.get(key)! } : null);
    for (const [key, text] of Object.entries(values)) {
      const field = siteValueField(key)!;
      // A deadline is read in the time zone given beside it, or the one in force.
      const zoneKey = key.replace(/offerEndsAt$/, "offerTimeZone");
      // A zone the rules refuse is refused as its own field; the deadline is read in the one in force.
      const posted = key.endsWith(".offerEndsAt") ? values[zoneKey]?.trim() : undefined;
      const zone = posted && isTimeZone(posted) ? posted : zoneOf(key, current);
      const read = readFieldText(field, text, zone);
      if ("message" in read) return refuse(read.message, key);
      if (sameValue(read.value, valueOf(current, key), field.kind)) continue;
      next.set(key, read.value);
      entries.push({ key, before: before(key), after: { value: read.value } });
    }
    for (const key of useDefault) {
      if (!saved.has(key)) continue;
      next.delete(key);
      entries.push({ key, before: before(key), after: null });
    }
    if (entries.length === 0) return done({ id: null, changed: [] });
    const refused = problemOf(deps, next, new Set(entries.map((entry) => entry.key)));
    if (refused) return refused;
    if (check) return done({ id: null, changed: entries.map((entry) => entry.key) });
    await writeEntries(tx, entries, deps.actor, deps.now);
    const [change] = await tx
      .insert(siteSettingChanges)
      .values({ at: deps.now, by: deps.actor, area, entries })
      .returning({ id: siteSettingChanges.id });
    return done({ id: change!.id, changed: entries.map((entry) => entry.key) });
  });
  if (outcome.ok && outcome.value.id) {
    forgetSiteValues(deps.db);
    deps.did(`Changed ${outcome.value.changed.map((key) => siteValueField(key)!.label).join(", ")}`);
  }
  return outcome;
}

function changeView(
  row: typeof siteSettingChanges.$inferSelect,
  defaults: Defaults,
  zone: (key: string) => string,
  ownerZone: string,
): SiteValueChangeView {
  const side = (key: string, value: SiteSettingChangeEntry["before"]) => {
    const field = siteValueField(key);
    if (value === null) return `${shownValue(field, valueOf(defaults, key), zone(key))} (default)`;
    return shownValue(field, value.value, zone(key));
  };
  return {
    id: row.id,
    at: row.at.toISOString(),
    atText: ownerTime(row.at, ownerZone),
    by: row.by,
    entries: row.entries.map((entry) => ({
      key: entry.key,
      label: siteValueField(entry.key)?.label ?? entry.key,
      before: side(entry.key, entry.before),
      after: side(entry.key, entry.after),
    })),
    undoes: row.undoes,
    undoneBy: row.undoneBy,
  };
}

/** The saves of a page, newest first: who, when, each field's value before and after. */
export async function listSiteValueChanges(
  deps: ServiceDeps,
  { area, limit = 50 }: { area: SiteValueArea; limit?: number },
): Promise<Outcome<{ changes: SiteValueChangeView[] }>> {
  const rows = await deps.db
    .select()
    .from(siteSettingChanges)
    .where(eq(siteSettingChanges.area, area))
    .orderBy(desc(siteSettingChanges.at), desc(siteSettingChanges.id))
    .limit(Math.min(Math.max(1, limit), 200));
  const saved = await readSavedValues(deps.db);
  const { values } = resolveSiteValues(deps.env.site, saved);
  const defaults = defaultsOf(deps);
  const zone = (key: string) => zoneOf(key, values);
  return done({
    changes: rows.map((row) => changeView(row, defaults, zone, deps.env.server.OWNER_TIME_ZONE)),
  });
}

/**
 * Undoes a save: each of its fields goes back to what it was before (its default, if that was in
 * force), as a new change in the history. Refused when a field has changed again since (undo the
 * later change first) or the save was undone already.
 */
export async function undoSiteValueChange(
  deps: ServiceDeps,
  { id, area }: { id: string; area: SiteValueArea },
): Promise<Outcome<{ id: string; changed: string[] }>> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return notFound("No change has this id.");
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome<{ id: string; changed: string[] }>> => {
    await lockSettings(tx);
    const [change] = await tx.select().from(siteSettingChanges).where(eq(siteSettingChanges.id, id));
    // A page undoes its own changes: the Settings page never one of the Offers page.
    if (!change || change.area !== area) return notFound("No change has this id.");
    if (change.undoneBy) return refuse("This change was undone already.");
    const saved = await readSavedValues(tx);
    const rows = await tx
      .select({ key: siteSettings.key })
      .from(siteSettings)
      .where(
        inArray(
          siteSettings.key,
          change.entries.map((entry) => entry.key),
        ),
      );
    const present = new Set(rows.map((row) => row.key));
    for (const entry of change.entries) {
      const now = present.has(entry.key) ? { value: saved.get(entry.key)! } : null;
      const same = now === null ? entry.after === null : entry.after !== null && sameValue(now.value, entry.after.value);
      if (!same) {
        const label = siteValueField(entry.key)?.label ?? entry.key;
        return refuse(`${label} has changed since: undo the later change first.`, entry.key);
      }
    }
    const entries = change.entries.map((entry) => ({ key: entry.key, before: entry.after, after: entry.before }));
    const next = new Map(saved);
    for (const entry of entries) {
      if (entry.after === null) next.delete(entry.key);
      else next.set(entry.key, entry.after.value);
    }
    const refused = problemOf(deps, next, new Set(entries.map((entry) => entry.key)));
    if (refused) return refused;
    await writeEntries(tx, entries, deps.actor, deps.now);
    const [undo] = await tx
      .insert(siteSettingChanges)
      .values({ at: deps.now, by: deps.actor, area: change.area, entries, undoes: change.id })
      .returning({ id: siteSettingChanges.id });
    await tx.update(siteSettingChanges).set({ undoneBy: undo!.id }).where(eq(siteSettingChanges.id, change.id));
    return done({ id: undo!.id, changed: entries.map((entry) => entry.key) });
  });
  if (outcome.ok) {
    forgetSiteValues(deps.db);
    deps.did(`Undid a change to ${outcome.value.changed.map((key) => siteValueField(key)?.label ?? key).join(", ")}`);
  }
  return outcome;
}
