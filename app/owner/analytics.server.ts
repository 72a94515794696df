import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { analyticsConversions, analyticsPageViews, analyticsSalts, analyticsVisitors, type ConversionKind } from "~/db/schema";
import { countedPath, isCountable, isPrefetch, isVisitorPath, ownPathOf, pathOfDataRequest, referrerHost, utmSource } from "./visit";

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
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

export interface AnalyticsOptions {
  db: Database;
  /** The site's own host names (SITE_URL's): a Referer from them is no referrer. */
  ownHosts?: readonly string[];
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
const DAY_MS = 86_400_000;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const SEP = "\u0000";

export function createAnalytics({
  db,
  ownHosts = [],
  flushIntervalMs = 5_000,
  now = () => new Date(),
  logger,
}: AnalyticsOptions): Analytics {
  let views = new Map<string, number>();
  let visitors = new Map<string, string>();
  let conversions = new Map<string, number>();
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
          // Yesterday's salt stays for the visits that cross midnight; the day before is gone for good.
          const yesterday = utcDay(new Date(Date.parse(day) - DAY_MS));
          await db.delete(analyticsSalts).where(lt(analyticsSalts.day, yesterday));
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
      for (const known of salts.keys()) if (known < utcDay(new Date(Date.parse(day) - DAY_MS))) forget(known);
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

  function add(map: Map<string, number>, key: string) {
    map.set(key, (map.get(key) ?? 0) + 1);
    if (map.size > MAX_PENDING) void flush();
  }

  function countView(day: string, salt: string, visit: Visit, path: string) {
    const referrer = referrerHost(visit.headers.get("Referer"), [visit.url.hostname, ...ownHosts]);
    add(views, [day, path, referrer, utmSource(visit.url)].join(SEP));
    const hash = hashOf(salt, visit);
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
        for (const known of written.keys()) if (known < utcDay(new Date(Date.parse(day) - DAY_MS))) written.delete(known);
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
    const path = countedPath(dataPath ?? visit.url.pathname);
    // A page's data asked again from the page itself is React Router revalidating after a form
    // post, not a visit.
    if (dataPath !== undefined && ownPathOf(visit.headers.get("Referer"), [visit.url.hostname, ...ownHosts]) === path) return;
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

  /** Where this visitor landed today (or yesterday, for a visit across midnight), if they were counted. */
  async function landingOf(visit: Visit, today: string): Promise<string | undefined> {
    const yesterday = utcDay(new Date(Date.parse(today) - DAY_MS));
    for (const day of [today, yesterday]) {
      const salt = await saltFor(day, day === today);
      if (salt === undefined) continue;
      const hash = hashOf(salt, visit);
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

  async function countConversion(visit: Visit, kind: ConversionKind) {
    try {
      const day = utcDay(now());
      // Failing that, the page the form or link sat on: the visit's last page, at least one of ours.
      const landing = (await landingOf(visit, day)) ?? ownPathOf(visit.headers.get("Referer"), [visit.url.hostname, ...ownHosts]);
      add(conversions, [day, kind, landing ?? UNKNOWN_LANDING].join(SEP));
    } catch (error) {
      warn(error, "conversion not counted");
    }
  }

  async function write(batch: { views: Map<string, number>; visitors: Map<string, string>; conversions: Map<string, number> }) {
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
      await db
        .insert(analyticsConversions)
        .values(
          conversionRows.slice(i, i + BATCH).map(([key, count]) => {
            const [day, kind, landingPath] = key.split(SEP) as [string, ConversionKind, string];
            return { day, kind, landingPath, count };
          }),
        )
        .onConflictDoUpdate({
          target: [analyticsConversions.day, analyticsConversions.kind, analyticsConversions.landingPath],
          set: { count: sql`${analyticsConversions.count} + excluded.count` },
        });
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
            for (const [key, count] of batch.conversions)
              if (conversions.size < MAX_PENDING) conversions.set(key, (conversions.get(key) ?? 0) + count);
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
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
