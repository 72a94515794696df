import { LIMITS } from "~/db/limits";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  analyticsConversions,
  analyticsConvertedVisitors,
  analyticsPageViews,
  analyticsSalts,
  analyticsVisitors,
  type ConversionKind,
} from "~/db/schema";
import { addDays, utcDay } from "~/lib/dates";
import type { SitePages } from "./site-pages";
import { isCountable, isPrefetch, isVisitorPath, ownPathOf, pathOfDataRequest, referrerHost, utmSource } from "./visit";

/** What the server knows of a request: its headers and public URL, and the visitor's address (never stored). */
export interface Visit {
  url: URL;
  headers: Headers;
  address: string;
}

/**
 * The site's counting of views and conversions (decision 033). Both calls return at once: they
 * add to counts held in memory, which `flush` writes in one batch (every few seconds, and at
 * shutdown). Each write adds to what is stored, so two instances' counts add up.
 */
export interface Analytics {
  /** Counts a view of a page (a document, or a client-side navigation's `.data`) answered 200. */
  pageView(visit: Visit): void;
  /** Counts a conversion, attributed to the page where this visitor's visit landed today. */
  conversion(visit: Visit, kind: ConversionKind): Promise<void>;
  /** The page this visitor's visit landed on today, as a conversion is attributed: what a sale keeps as the page that brought the buyer. */
  landingPage(visit: Visit): Promise<string | undefined>;
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

export interface AnalyticsOptions {
  db: Database;
  /** The site's own host names (SITE_URL's): a Referer from them is no referrer. */
  ownHosts?: readonly string[];
  /**
   * The site's pages (`sitePages(build.routes)`): a path is stored as its page's canonical path,
   * and a path that is none of them is not stored at all.
   */
  pages: SitePages;
  /** How often counts are written; 0: only when flush() is called (tests). */
  flushIntervalMs?: number;
  now?: () => Date;
  logger?: { warn(object: object, message: string): void };
}

/** Conversions that find no counted visit (its page views were on another instance, not yet written) and came from no page of ours. */
export const UNKNOWN_LANDING = "";
// Enough keys held for one batch; beyond them a flush starts early, so memory stays bounded.
const MAX_PENDING = 5_000;
const BATCH = 500;
const MAX_REMEMBERED = 200_000;
/**
 * What one client address can add in an hour, counted in each instance's memory (decision 054):
 * views of one page, and visitors (a visitor is an address and a browser, so a script that changes
 * its User-Agent is a new one each time). Past these, its views are not counted until the next hour.
 */
const VIEWS_PER_ADDRESS_AND_PAGE_HOURLY = LIMITS.analyticsViewsPerPage.limit;
const VISITORS_PER_ADDRESS_HOURLY = LIMITS.analyticsVisitors.limit;
// Addresses (and address-page pairs) held for the hour; past this many, new ones count uncapped
// until the hour turns rather than grow the maps: so many addresses already out-count any cap.
const MAX_CAPPED_KEYS = 50_000;

const SEP = "\u0000";

export function createAnalytics({
  db,
  ownHosts = [],
  pages,
  flushIntervalMs = 5_000,
  now = () => new Date(),
  logger,
}: AnalyticsOptions): Analytics {
  let views = new Map<string, number>();
  let visitors = new Map<string, string>();
  // The landing page of each visitor's conversion of a kind on a day; written once per visitor, kind and day.
  let conversions = new Map<string, string>();
  // This hour's views per address and page, and visitors per address.
  let hour = "";
  let viewsByAddressAndPage = new Map<string, number>();
  let visitorsByAddress = new Map<string, Set<string>>();
  // The day's visitors this instance has written already: a returning visitor costs no write.
  const written = new Map<string, Set<string>>();
  const salts = new Map<string, Promise<string | undefined>>();
  const settled = new Map<string, string>();
  let flushing: Promise<void> | undefined;
  // Views waiting for their day's salt and conversions finding their landing page: a flush waits for them.
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  /** The salt of a UTC day, made by whichever instance asks first; older ones are deleted then. */
  function saltFor(day: string, create: boolean): Promise<string | undefined> {
    let found = salts.get(day);
    if (!found) {
      found = (async () => {
        if (create) {
          await db
            .insert(analyticsSalts)
            .values({ day, salt: randomBytes(32).toString("base64") })
            .onConflictDoNothing();
          // Yesterday's salt stays for the visits that cross midnight; the day before is gone for good,
          // and with it the conversions remembered per visitor, which no later day can count again.
          const yesterday = addDays(day, -1);
          await db.delete(analyticsSalts).where(lt(analyticsSalts.day, yesterday));
          await db.delete(analyticsConvertedVisitors).where(lt(analyticsConvertedVisitors.day, yesterday));
        }
        const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
        if (row) settled.set(day, row.salt);
        return row?.salt;
      })();
      salts.set(day, found);
      // A failed read is tried again by the next request; an old day is forgotten here too.
      void found.then(
        (salt) => salt === undefined && salts.delete(day),
        () => salts.delete(day),
      );
      for (const known of salts.keys()) if (known < addDays(day, -1)) forget(known);
    }
    return found;
  }
  function forget(day: string) {
    salts.delete(day);
    settled.delete(day);
  }

  const hashOf = (salt: string, visit: Visit) =>
    createHash("sha256")
      .update(`${salt}${SEP}${visit.address}${SEP}${visit.headers.get("User-Agent") ?? ""}`)
      .digest("base64url")
      .slice(0, 22);

  /**
   * Whether this address may add a view of this page (when `path` is given) by this visitor now:
   * under this hour's caps, which it then takes its share of. A visitor already seen this hour is
   * always let in again; a new one only while the address has fewer than the cap.
   */
  function withinCaps(visit: Visit, hash: string, path?: string): boolean {
    const thisHour = now().toISOString().slice(0, 13);
    if (thisHour !== hour) {
      hour = thisHour;
      viewsByAddressAndPage = new Map();
      visitorsByAddress = new Map();
    }
    const pageKey = visit.address + SEP + path;
    const viewed = path === undefined ? 0 : (viewsByAddressAndPage.get(pageKey) ?? 0);
    if (viewed >= VIEWS_PER_ADDRESS_AND_PAGE_HOURLY) return false;
    const seen = visitorsByAddress.get(visit.address);
    if (seen && !seen.has(hash) && seen.size >= VISITORS_PER_ADDRESS_HOURLY) return false;
    if (seen) seen.add(hash);
    else if (visitorsByAddress.size < MAX_CAPPED_KEYS) visitorsByAddress.set(visit.address, new Set([hash]));
    if (path !== undefined && (viewed > 0 || viewsByAddressAndPage.size < MAX_CAPPED_KEYS)) viewsByAddressAndPage.set(pageKey, viewed + 1);
    return true;
  }

  function countView(day: string, salt: string, visit: Visit, path: string) {
    const hash = hashOf(salt, visit);
    if (!withinCaps(visit, hash, path)) return;
    const key = [day, path, referrerHost(visit.headers.get("Referer"), [visit.url.hostname, ...ownHosts]), utmSource(visit.url)].join(SEP);
    views.set(key, (views.get(key) ?? 0) + 1);
    if (views.size > MAX_PENDING) void flush();
    if (written.get(day)?.has(hash)) return;
    const visitorKey = day + SEP + hash;
    if (!visitors.has(visitorKey)) {
      visitors.set(visitorKey, path);
      if (visitors.size > MAX_PENDING) void flush();
    }
  }

  function remember(keys: Iterable<string>) {
    for (const key of keys) {
      const [day, hash] = key.split(SEP) as [string, string];
      let seen = written.get(day);
      if (!seen) {
        seen = new Set();
        written.set(day, seen);
        // Only today's and yesterday's visitors can come back to be counted.
        for (const known of written.keys()) if (known < addDays(day, -1)) written.delete(known);
      }
      // Bounded: past it a returning visitor is written again, which the database ignores.
      if (seen.size < MAX_REMEMBERED) seen.add(hash);
    }
  }

  function warn(error: unknown, message: string) {
    logger?.warn({ err: error instanceof Error ? error.message : String(error) }, message);
  }

  function pageView(visit: Visit) {
    if (!isVisitorPath(visit.url.pathname) || !isCountable(visit.headers) || isPrefetch(visit.headers)) return;
    const dataPath = pathOfDataRequest(visit.url.pathname);
    // Stored as the site writes the page (`/About/` and `/%61bout` are /about), and only if it is one.
    const path = pages.canonical(dataPath ?? visit.url.pathname);
    if (path === undefined) return;
    // A page's data asked again from the page itself is React Router revalidating after a form
    // post, not a visit.
    if (dataPath !== undefined && refererPage(visit) === path) return;
    const day = utcDay(now());
    const salt = settled.get(day);
    if (salt !== undefined) return countView(day, salt, visit, path);
    // The first view of a day waits for its salt; the response does not.
    track(
      saltFor(day, true).then(
        (loaded) => loaded !== undefined && countView(day, loaded, visit, path),
        (error: unknown) => warn(error, "page view not counted: the day's salt could not be read"),
      ),
    );
  }

  /** The page of the site a Referer from this site names, if it names one. */
  function refererPage(visit: Visit): string | undefined {
    const path = ownPathOf(visit.headers.get("Referer"), [visit.url.hostname, ...ownHosts]);
    return path === undefined ? undefined : pages.canonical(path);
  }

  /** Where this visitor landed today (or yesterday, for a visit across midnight), if they were counted. */
  async function landingOf(visit: Visit, today: string, todaysHash: string): Promise<string | undefined> {
    const yesterday = addDays(today, -1);
    for (const day of [today, yesterday]) {
      let hash = todaysHash;
      if (day === yesterday) {
        const salt = await saltFor(day, false);
        if (salt === undefined) break;
        hash = hashOf(salt, visit);
      }
      const pending = visitors.get(day + SEP + hash);
      if (pending !== undefined) return pending;
      const [row] = await db
        .select({ landingPath: analyticsVisitors.landingPath })
        .from(analyticsVisitors)
        .where(and(eq(analyticsVisitors.day, day), eq(analyticsVisitors.visitorHash, hash)));
      if (row) return row.landingPath;
    }
    return undefined;
  }

  function conversion(visit: Visit, kind: ConversionKind): Promise<void> {
    if (!isCountable(visit.headers)) return Promise.resolve();
    const counting = countConversion(visit, kind);
    track(counting);
    return counting;
  }

  async function landingPage(visit: Visit): Promise<string | undefined> {
    try {
      const day = utcDay(now());
      const salt = await saltFor(day, false);
      const landing = salt === undefined ? undefined : await landingOf(visit, day, hashOf(salt, visit));
      return landing ?? refererPage(visit);
    } catch (error) {
      warn(error, "landing page not read");
      return refererPage(visit);
    }
  }

  async function countConversion(visit: Visit, kind: ConversionKind) {
    try {
      const day = utcDay(now());
      const salt = await saltFor(day, true);
      if (salt === undefined) return;
      const hash = hashOf(salt, visit);
      // A script that changes its browser to convert again is held to the address's visitors an hour.
      if (!withinCaps(visit, hash)) return;
      const key = [day, kind, hash].join(SEP);
      if (conversions.has(key)) return;
      // Failing that, the page the form or link sat on: the visit's last page, if it is one of the site's.
      const landing = (await landingOf(visit, day, hash)) ?? refererPage(visit) ?? UNKNOWN_LANDING;
      if (conversions.has(key)) return;
      conversions.set(key, landing);
      if (conversions.size > MAX_PENDING) void flush();
    } catch (error) {
      warn(error, "conversion not counted");
    }
  }

  async function write(batch: { views: Map<string, number>; visitors: Map<string, string>; conversions: Map<string, string> }) {
    // Sorted keys: two instances upserting the same rows lock them in the same order, never in a cycle.
    const viewRows = [...batch.views].sort(([a], [b]) => (a < b ? -1 : 1));
    for (let i = 0; i < viewRows.length; i += BATCH) {
      await db
        .insert(analyticsPageViews)
        .values(
          viewRows.slice(i, i + BATCH).map(([key, count]) => {
            const [day, path, referrer, utm] = key.split(SEP) as [string, string, string, string];
            return { day, path, referrerHost: referrer, utmSource: utm, views: count };
          }),
        )
        .onConflictDoUpdate({
          target: [analyticsPageViews.day, analyticsPageViews.path, analyticsPageViews.referrerHost, analyticsPageViews.utmSource],
          set: { views: sql`${analyticsPageViews.views} + excluded.views` },
        });
    }
    const visitorRows = [...batch.visitors].sort(([a], [b]) => (a < b ? -1 : 1));
    for (let i = 0; i < visitorRows.length; i += BATCH) {
      await db
        .insert(analyticsVisitors)
        .values(
          visitorRows.slice(i, i + BATCH).map(([key, landingPath]) => {
            const [day, visitorHash] = key.split(SEP) as [string, string];
            return { day, visitorHash, landingPath };
          }),
        )
        // The first page written for a visitor today stays their landing page.
        .onConflictDoNothing();
    }
    const conversionRows = [...batch.conversions].sort(([a], [b]) => (a < b ? -1 : 1));
    for (let i = 0; i < conversionRows.length; i += BATCH) {
      const rows = conversionRows.slice(i, i + BATCH).map(([key, landingPath]) => {
        const [day, kind, hash] = key.split(SEP) as [string, ConversionKind, string];
        return sql`(${day}::date, ${kind}, ${hash}, ${landingPath})`;
      });
      // One statement: a visitor's conversion of a kind on a day is added to the counts only if no
      // instance has written it before (its row in analytics_converted_visitors is new).
      await db.execute(sql`
        with batch (day, kind, visitor_hash, landing_path) as (values ${sql.join(rows, sql`, `)}),
        added as (
          insert into ${analyticsConvertedVisitors} (day, kind, visitor_hash)
          select day, kind, visitor_hash from batch order by 1, 2, 3
          on conflict do nothing
          returning day, kind, visitor_hash
        )
        insert into ${analyticsConversions} (day, kind, landing_path, count)
        select batch.day, batch.kind, batch.landing_path, count(*)::int
        from batch join added using (day, kind, visitor_hash)
        group by 1, 2, 3 order by 1, 2, 3
        on conflict (day, kind, landing_path) do update set count = ${analyticsConversions}.count + excluded.count`);
    }
  }

  function flush(): Promise<void> {
    flushing ??= (async () => {
      try {
        await Promise.all(inFlight);
        while (views.size > 0 || visitors.size > 0 || conversions.size > 0) {
          const batch = { views, visitors, conversions };
          views = new Map();
          visitors = new Map();
          conversions = new Map();
          try {
            await write(batch);
            remember(batch.visitors.keys());
          } catch (error) {
            // Kept for the next flush rather than lost; a database that stays down caps it at MAX_PENDING keys.
            for (const [key, count] of batch.views) if (views.size < MAX_PENDING) views.set(key, (views.get(key) ?? 0) + count);
            for (const [key, path] of batch.visitors) if (visitors.size < MAX_PENDING && !visitors.has(key)) visitors.set(key, path);
            for (const [key, path] of batch.conversions)
              if (conversions.size < MAX_PENDING && !conversions.has(key)) conversions.set(key, path);
            warn(error, "analytics not written; kept for the next try");
            return;
          }
        }
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  const timer = flushIntervalMs > 0 ? setInterval(() => void flush(), flushIntervalMs) : undefined;
  timer?.unref();

  return {
    pageView,
    conversion,
    landingPage,
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
