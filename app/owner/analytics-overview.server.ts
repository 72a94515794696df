import { and, between, count, desc, gte, lte, ne, sql, sum } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { analyticsConversions, analyticsPageViews, analyticsVisitors, CONVERSION_KINDS, type ConversionKind } from "~/db/schema";
import { addDays, utcDay } from "~/lib/dates";

export const OVERVIEW_RANGES = { today: 1, last7Days: 7, last30Days: 30 } as const;
export type OverviewRange = keyof typeof OVERVIEW_RANGES;

/** How many pages, referrers, sources and landing pages each list keeps. */
const TOP = 10;

export interface ConversionsByLanding {
  /** '' when the visit's landing page is not known. */
  landingPath: string;
  counts: Record<ConversionKind, number>;
  total: number;
}

export interface AnalyticsRange {
  /** The first and last UTC day counted, inclusive. */
  from: string;
  to: string;
  views: number;
  /** Unique visitors per day, added up over the range: a visitor's hash changes every day, so one who comes back counts once per day. */
  visitors: number;
  topPages: { path: string; views: number }[];
  referrers: { host: string; views: number }[];
  utmSources: { source: string; views: number }[];
  conversions: Record<ConversionKind, number>;
  conversionsByLanding: ConversionsByLanding[];
}

export interface AnalyticsOverview {
  ranges: Record<OverviewRange, AnalyticsRange>;
  /** Views, visitors and conversions of each of the last 30 UTC days, oldest first (days without any are 0): the trend. */
  daily: { day: string; views: number; visitors: number; conversions: number }[];
}

const emptyCounts = () => Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, 0])) as Record<ConversionKind, number>;

/** Page views, visitors, top pages, referrers, utm sources and conversions by landing page, for today, 7 and 30 days (UTC). */
export async function getAnalyticsOverview(db: Database, now: Date): Promise<AnalyticsOverview> {
  const to = utcDay(now);
  const ranges = {} as Record<OverviewRange, AnalyticsRange>;
  for (const [name, days] of Object.entries(OVERVIEW_RANGES) as [OverviewRange, number][]) {
    ranges[name] = await getAnalyticsRange(db, rangeStart(to, days), to);
  }
  return { ranges, daily: await getDailyTrend(db, addDays(to, -29), to) };
}

/**
 * Views per page and UTC day within the range, newest day first and the most viewed page first
 * within a day: a page of `limit` rows from `offset`. Summed over referrers and sources in the database.
 */
export async function getViewsByPathAndDay(db: Database, from: string, to: string, { limit, offset }: { limit: number; offset: number }) {
  const views = sql<number>`sum(${analyticsPageViews.views})::int`;
  return db
    .select({ day: analyticsPageViews.day, path: analyticsPageViews.path, views })
    .from(analyticsPageViews)
    .where(between(analyticsPageViews.day, from, to))
    .groupBy(analyticsPageViews.day, analyticsPageViews.path)
    .orderBy(desc(analyticsPageViews.day), desc(views), analyticsPageViews.path)
    .limit(limit)
    .offset(offset);
}

/** The first day of a range of `days` UTC days that ends on `to`. */
export const rangeStart = (to: string, days: number) => addDays(to, 1 - days);

/** The same figures for any range of UTC days (the digest asks for one day). */
export async function getAnalyticsRange(db: Database, from: string, to: string): Promise<AnalyticsRange> {
  const inRange = between(analyticsPageViews.day, from, to);
  const viewsSum = sql<number>`coalesce(sum(${analyticsPageViews.views}), 0)::int`;
  const [[totals], [visitors], topPages, referrers, utmSources, conversionRows] = await Promise.all([
    db.select({ views: viewsSum }).from(analyticsPageViews).where(inRange),
    db
      .select({ visitors: count() })
      .from(analyticsVisitors)
      .where(and(gte(analyticsVisitors.day, from), lte(analyticsVisitors.day, to))),
    db
      .select({ path: analyticsPageViews.path, views: viewsSum })
      .from(analyticsPageViews)
      .where(inRange)
      .groupBy(analyticsPageViews.path)
      .orderBy(desc(viewsSum), analyticsPageViews.path)
      .limit(TOP),
    db
      .select({ host: analyticsPageViews.referrerHost, views: viewsSum })
      .from(analyticsPageViews)
      .where(and(inRange, ne(analyticsPageViews.referrerHost, "")))
      .groupBy(analyticsPageViews.referrerHost)
      .orderBy(desc(viewsSum), analyticsPageViews.referrerHost)
      .limit(TOP),
    db
      .select({ source: analyticsPageViews.utmSource, views: viewsSum })
      .from(analyticsPageViews)
      .where(and(inRange, ne(analyticsPageViews.utmSource, "")))
      .groupBy(analyticsPageViews.utmSource)
      .orderBy(desc(viewsSum), analyticsPageViews.utmSource)
      .limit(TOP),
    db
      .select({
        landingPath: analyticsConversions.landingPath,
        kind: analyticsConversions.kind,
        count: sql<number>`${sum(analyticsConversions.count)}::int`,
      })
      .from(analyticsConversions)
      .where(between(analyticsConversions.day, from, to))
      .groupBy(analyticsConversions.landingPath, analyticsConversions.kind),
  ]);

  const conversions = emptyCounts();
  const byLanding = new Map<string, ConversionsByLanding>();
  for (const row of conversionRows) {
    conversions[row.kind] += row.count;
    const entry = byLanding.get(row.landingPath) ?? { landingPath: row.landingPath, counts: emptyCounts(), total: 0 };
    entry.counts[row.kind] += row.count;
    entry.total += row.count;
    byLanding.set(row.landingPath, entry);
  }
  return {
    from,
    to,
    views: totals?.views ?? 0,
    visitors: visitors?.visitors ?? 0,
    topPages,
    referrers,
    utmSources,
    conversions,
    conversionsByLanding: [...byLanding.values()]
      .sort((a, b) => b.total - a.total || a.landingPath.localeCompare(b.landingPath))
      .slice(0, TOP),
  };
}

/** Views, visitors and conversions of each UTC day from `from` to `to`, oldest first; a day without any is 0. Three grouped reads. */
export async function getDailyTrend(db: Database, from: string, to: string): Promise<AnalyticsOverview["daily"]> {
  const [viewRows, visitorRows, conversionRows] = await Promise.all([
    db
      .select({ day: analyticsPageViews.day, views: sql<number>`sum(${analyticsPageViews.views})::int` })
      .from(analyticsPageViews)
      .where(between(analyticsPageViews.day, from, to))
      .groupBy(analyticsPageViews.day),
    db
      .select({ day: analyticsVisitors.day, visitors: count() })
      .from(analyticsVisitors)
      .where(between(analyticsVisitors.day, from, to))
      .groupBy(analyticsVisitors.day),
    db
      .select({ day: analyticsConversions.day, conversions: sql<number>`sum(${analyticsConversions.count})::int` })
      .from(analyticsConversions)
      .where(between(analyticsConversions.day, from, to))
      .groupBy(analyticsConversions.day),
  ]);
  const views = new Map(viewRows.map((row) => [row.day, row.views]));
  const visitors = new Map(visitorRows.map((row) => [row.day, row.visitors]));
  const conversions = new Map(conversionRows.map((row) => [row.day, row.conversions]));
  const days: AnalyticsOverview["daily"] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push({ day, views: views.get(day) ?? 0, visitors: visitors.get(day) ?? 0, conversions: conversions.get(day) ?? 0 });
  }
  return days;
}
