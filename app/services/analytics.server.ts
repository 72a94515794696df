import { getAiService } from "~/ai/ai-service.server";
import {
  confirmedSubscribers,
  lastBackup,
  lastVideoSync,
  outboxHealth,
  signupsByPage,
  upcomingSeats,
} from "~/features/admin/overview-queries.server";
import { LAST_SUCCESS_KEY } from "~/features/videos/video-sync.server";
import { utcDay } from "~/lib/dates";
import { ownerSessionStart, ownerTime } from "~/lib/owner-time";
import { getAnalyticsRange, getDailyTrend, getViewsByPathAndDay, OVERVIEW_RANGES, rangeStart } from "~/owner/analytics-overview.server";
import { done } from "./outcome";
import type { NoInput, ServiceDeps } from "./service-deps.server";

/** What the console's overview and analytics pages read: the site's own figures and its upkeep. */

/**
 * The overview: traffic today, over 7 and 30 days and per day, early-access sign-ups by page, the
 * upcoming sessions' seats, the outbox's health, this process's AI use, the last sync and backup.
 */
export async function consoleOverview({ db, now, env }: ServiceDeps, _input: NoInput) {
  const today = utcDay(now);
  const [daily, signups, sessions, outbox, sync, backup, subscribers] = await Promise.all([
    // The last 30 days, one row a day: today's, 7 and 30 days' totals are sums of it, so the
    // overview reads three grouped queries rather than the analytics page's ranked lists.
    getDailyTrend(db, rangeStart(today, OVERVIEW_RANGES.last30Days), today),
    signupsByPage(db, now),
    upcomingSeats(db, now),
    outboxHealth(db),
    lastVideoSync(db, LAST_SUCCESS_KEY),
    lastBackup(env.server.BACKUP_DIR),
    confirmedSubscribers(db),
  ]);
  const lastDays = (days: number) => daily.slice(-days);
  const zone = env.server.OWNER_TIME_ZONE;
  const sum = (rows: typeof daily, key: "views" | "visitors" | "conversions") => rows.reduce((total, row) => total + row[key], 0);
  return done({
    traffic: (Object.entries(OVERVIEW_RANGES) as [keyof typeof OVERVIEW_RANGES, number][]).map(([range, days]) => ({
      range,
      views: sum(lastDays(days), "views"),
      visitors: sum(lastDays(days), "visitors"),
      conversions: sum(lastDays(days), "conversions"),
    })),
    dailyViews: daily.map((day) => day.views),
    signups,
    subscribers,
    sessions: sessions.map((row) => ({ ...row, when: ownerSessionStart(row, zone) })),
    outbox: { ...outbox, oldestPending: outbox.oldestPending ? ownerTime(outbox.oldestPending, zone) : null },
    ai: getAiService().usageToday(),
    sync: sync ? { at: ownerTime(sync.at, zone), videos: sync.videos, provider: sync.provider } : null,
    backup: backup ? { file: backup.file, at: ownerTime(backup.at, zone) } : null,
    backupsOn: Boolean(env.server.BACKUP_DIR),
  });
}

/**
 * The analytics page (decision 033): the figures of the last `days` UTC days up to today, each
 * day's totals newest first, and one page of views per page and day (`limit` rows from `offset`).
 */
export async function analyticsReport({ db, now }: ServiceDeps, { days, limit, offset }: { days: number; limit: number; offset: number }) {
  const to = utcDay(now);
  const from = rangeStart(to, days);
  const [figures, daily, byPathAndDay] = await Promise.all([
    getAnalyticsRange(db, from, to),
    getDailyTrend(db, from, to),
    getViewsByPathAndDay(db, from, to, { limit, offset }),
  ]);
  return done({ figures, daily: daily.reverse(), byPathAndDay });
}
