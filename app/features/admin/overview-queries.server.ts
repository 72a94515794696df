import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, gte, sql } from "drizzle-orm";
import { BACKUP_FILE } from "~/db/backup.server";
import type { Database } from "~/db/client.server";
import { appMeta, emailOutbox, eventRegistrations, events, landingPageSignups, newsletterSubscribers } from "~/db/schema";
import { addDays, DAY_MS, utcDay } from "~/lib/dates";
import { isEventPast, sessionStartOrder } from "~/lib/event-time";

/** Days the sign-up trend shows, oldest first. */
export const TREND_DAYS = 14;

export interface SignupsByPage {
  page: string;
  today: number;
  week: number;
  month: number;
  /** Sign-ups per UTC day, the last TREND_DAYS days, oldest first. */
  trend: number[];
}

/**
 * Early-access sign-ups of the last 30 days by page: today (UTC), 7 and 30 days, and a daily
 * trend. One pass over the 30 days' rows by the created_at index, grouped in the database.
 */
export async function signupsByPage(db: Database, now: Date): Promise<SignupsByPage[]> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since = new Date(today.getTime() - 29 * DAY_MS);
  const day = sql<string>`to_char(${landingPageSignups.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ page: landingPageSignups.pageSource, day, n: sql<number>`count(*)::int` })
    .from(landingPageSignups)
    .where(gte(landingPageSignups.createdAt, since))
    .groupBy(landingPageSignups.pageSource, day);
  const pages = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const days = pages.get(row.page) ?? new Map<string, number>();
    days.set(row.day, Number(row.n));
    pages.set(row.page, days);
  }
  const dayKey = (offset: number) => addDays(utcDay(today), -offset);
  const sum = (days: Map<string, number>, span: number) =>
    Array.from({ length: span }, (_, i) => days.get(dayKey(i)) ?? 0).reduce((a, b) => a + b, 0);
  return [...pages.entries()]
    .map(([page, days]) => ({
      page,
      today: sum(days, 1),
      week: sum(days, 7),
      month: sum(days, 30),
      trend: Array.from({ length: TREND_DAYS }, (_, i) => days.get(dayKey(TREND_DAYS - 1 - i)) ?? 0),
    }))
    .sort((a, b) => b.month - a.month || a.page.localeCompare(b.page));
}

/** How many confirmed subscribers the newsletter has: those an issue goes to. By the (status, created_at) index. */
export async function confirmedSubscribers(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"));
  return Number(row?.n ?? 0);
}

/** Active sessions still ahead, with their seats (taken of the maximum) and how many wait for one. */
export async function upcomingSeats(db: Database, now: Date) {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      time: events.time,
      timeZone: events.timeZone,
      startsAt: events.startsAt,
      currentAttendees: events.currentAttendees,
      maxAttendees: events.maxAttendees,
      // By the (event, status, created_at) index: one probe per session. Qualified by hand: Drizzle
      // names a one-table query's columns bare, and inside the subquery "id" would be the registration's.
      waiting: sql<number>`(select count(*)::int from ${eventRegistrations} r where r.event_id = ${events}.id and r.status = 'waiting')`,
    })
    .from(events)
    .where(eq(events.isActive, true));
  return rows
    .filter((row) => !isEventPast(row.date, row.time, now, row.timeZone))
    .sort((a, b) => sessionStartOrder(a) - sessionStartOrder(b))
    .map((row) => ({ ...row, waiting: Number(row.waiting) }));
}

/** The outbox at a glance: how many wait, how many failed, and since when the oldest waits. */
export async function outboxHealth(db: Database) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${emailOutbox.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')::int`,
      oldestPending: sql<string | null>`min(${emailOutbox.createdAt}) filter (where ${emailOutbox.status} = 'pending')`,
    })
    .from(emailOutbox);
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPending: row?.oldestPending ? new Date(row.oldestPending) : null,
  };
}

/** When the videos were last synced, and what that sync said (app_meta, written by syncVideos). */
export async function lastVideoSync(db: Database, key: string) {
  const [row] = await db
    .select({ value: appMeta.value, at: appMeta.updatedAt })
    .from(appMeta)
    .where(and(eq(appMeta.key, key)));
  if (!row) return null;
  let summary: { videos?: number; provider?: string } = {};
  try {
    summary = JSON.parse(row.value) as typeof summary;
  } catch {
    // An older row with plain text: the time is what matters.
  }
  return { at: row.at, videos: summary.videos ?? null, provider: summary.provider ?? null };
}

/** The newest of this site's backups in BACKUP_DIR (the worker's daily ones), or null. */
export async function lastBackup(dir: string | undefined): Promise<{ file: string; at: Date } | null> {
  if (!dir) return null;
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name));
  } catch {
    return null;
  }
  let newest: { file: string; at: Date } | null = null;
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info && (!newest || info.mtime > newest.at)) newest = { file: name, at: info.mtime };
  }
  return newest;
}
