import { and, asc, count, desc, eq, getTableColumns, gte, inArray, sql } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import { newsletterSubscribers, SUBSCRIBER_STATUSES, type SubscriberStatus } from "~/db/schema";
import { readSubscriberImport, SKIP_REASONS, SUBSCRIBER_IMPORT, type SkippedRow } from "~/features/newsletter/subscriber-import";
import { csvChunks } from "~/lib/csv";
import { addDays, utcDay } from "~/lib/dates";
import type { ByteStream } from "~/lib/byte-stream";
import { done, refuse, type Outcome } from "./outcome";
import type { NoInput, ServiceDeps } from "./service-deps.server";

/**
 * The newsletter's list as the owner sees it: a page of subscribers, the counts and their growth,
 * the export, and the import of a list kept elsewhere. The console, the command line and the tests
 * call these alike; all of it is the owner's alone (roles.ts), the addresses being personal data.
 */

export { SUBSCRIBER_IMPORT, IMPORT_CAPS_TEXT } from "~/features/newsletter/subscriber-import";
export { SUBSCRIBER_STATUSES };

/** Days the growth shows, oldest first, ending today (UTC). */
export const GROWTH_DAYS = 30;

const t = newsletterSubscribers;

const STATUS_MESSAGE = `Choose a status: ${SUBSCRIBER_STATUSES.join(", ")}.`;

const isStatus = (value: string): value is SubscriberStatus => (SUBSCRIBER_STATUSES as readonly string[]).includes(value);

/** The filter of a list or an export: a status, a source page, an address containing `search` (any case). */
function filterOf({ status, source, search }: { status?: string; source?: string; search?: string }) {
  // LIKE's own wildcards in the search are taken literally.
  const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : "";
  return and(
    status ? eq(t.status, status as SubscriberStatus) : undefined,
    source ? eq(t.source, source) : undefined,
    search ? sql`lower(${t.email}) like ${pattern}` : undefined,
  );
}

/** One page of subscribers, newest first, filtered; with the source pages there are, for the filter's choices. */
export async function listSubscribers(
  { db }: ServiceDeps,
  { status = "", source = "", search = "", page = 1 }: { status?: string; source?: string; search?: string; page?: number },
) {
  if (status && !isStatus(status)) return refuse(STATUS_MESSAGE, "status");
  const [rows, sources] = await Promise.all([
    db
      .select({
        id: t.id,
        email: t.email,
        source: t.source,
        status: t.status,
        consentedAt: t.consentedAt,
        createdAt: t.createdAt,
        unsubscribedAt: t.unsubscribedAt,
        bounceReason: t.bounceReason,
        kitStatus: t.kitStatus,
        kitState: t.kitState,
        kitError: t.kitError,
      })
      .from(t)
      .where(filterOf({ status, source, search }))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(ADMIN.pageSize + 1)
      .offset((Math.max(1, page) - 1) * ADMIN.pageSize),
    db.selectDistinct({ source: t.source }).from(t).orderBy(t.source),
  ]);
  return done({
    hasMore: rows.length > ADMIN.pageSize,
    sources: sources.map((row) => row.source),
    subscribers: rows.slice(0, ADMIN.pageSize),
  });
}

/**
 * The list's figures: how many hold each status, and the new subscribers per UTC day of the last
 * GROWTH_DAYS days, oldest first. A subscriber counts on the day they joined: the consent's day
 * (an import keeps the date its file gave), or the sign-up's while they have not confirmed.
 */
export async function subscriberFigures({ db, now }: ServiceDeps, _input: NoInput) {
  const today = utcDay(now);
  const since = new Date(`${addDays(today, -(GROWTH_DAYS - 1))}T00:00:00Z`);
  const joined = sql`coalesce(${t.consentedAt}, ${t.createdAt})`;
  const day = sql<string>`to_char(${joined} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [byStatus, byDay] = await Promise.all([
    db.select({ status: t.status, n: count() }).from(t).groupBy(t.status),
    db
      .select({ day, n: sql<number>`count(*)::int` })
      .from(t)
      .where(gte(joined, since))
      .groupBy(day),
  ]);
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0])) as Record<SubscriberStatus, number>;
  for (const row of byStatus) counts[row.status] = Number(row.n);
  const perDay = new Map(byDay.map((row) => [row.day, Number(row.n)]));
  const growth = Array.from({ length: GROWTH_DAYS }, (_, i) => perDay.get(addDays(today, i - (GROWTH_DAYS - 1))) ?? 0);
  return done({
    counts,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    growth,
    newIn30Days: growth.reduce((sum, n) => sum + n, 0),
  });
}

/** How many subscribers an export reads at a time: what it holds, whatever the list's size. */
const EXPORT_BATCH = 1_000;

const SUBSCRIBER_COLUMNS = [
  "email",
  "source",
  "status",
  "consented_at",
  "created_at",
  "unsubscribed_at",
  "bounce_reason",
  "kit_status",
  "kit_state",
  "kit_error",
];

/**
 * The subscribers as CSV (the columns above, times in UTC), oldest first, all or those of one
 * status, made while the rows are read, EXPORT_BATCH at a time. The export is of the list when it
 * starts (`count`); an address that joins meanwhile sorts after it and is left for the next. This
 * site's import reads the file back (email, consented_at, status).
 */
export async function streamSubscribers(
  { db }: ServiceDeps,
  { status }: { status?: string },
): Promise<Outcome<{ count: number; body: ByteStream }>> {
  if (status && !isStatus(status)) return refuse(STATUS_MESSAGE, "status");
  const ofStatus = filterOf({ status });
  const [counted] = await db.select({ n: count() }).from(t).where(ofStatus);
  const total = counted?.n ?? 0;
  async function* batches() {
    // Keyset pages; the time goes as PostgreSQL's text, which keeps its microseconds.
    let after: { at: string; id: string } | undefined;
    for (let left = total; left > 0;) {
      const rows = await db
        .select({ ...getTableColumns(t), at: sql<string>`${t.createdAt}::text` })
        .from(t)
        .where(and(ofStatus, after && sql`(${t.createdAt}, ${t.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`))
        .orderBy(asc(t.createdAt), asc(t.id))
        .limit(Math.min(EXPORT_BATCH, left));
      if (rows.length === 0) return;
      left -= rows.length;
      const last = rows.at(-1)!;
      after = { at: last.at, id: last.id };
      yield rows.map((row) => [
        row.email,
        row.source,
        row.status,
        row.consentedAt,
        row.createdAt,
        row.unsubscribedAt,
        row.bounceReason,
        row.kitStatus,
        row.kitState,
        row.kitError,
      ]);
    }
  }
  return done({ count: total, body: csvChunks(SUBSCRIBER_COLUMNS, batches()) });
}

/** The same export whole, as one string (the console's download). */
export async function exportSubscribers(deps: ServiceDeps, input: { status?: string }): Promise<Outcome<{ csv: string; count: number }>> {
  const streamed = await streamSubscribers(deps, input);
  if (!streamed.ok) return streamed;
  const decoder = new TextDecoder();
  let csv = "";
  for await (const chunk of streamed.value.body) csv += decoder.decode(chunk, { stream: true });
  return done({ csv: csv + decoder.decode(), count: streamed.value.count });
}

export interface ImportReport {
  /** Data rows in the file (the header not counted). */
  rows: number;
  added: number;
  skipped: number;
  /** The first SUBSCRIBER_IMPORT.reportedSkips skipped rows, by line. */
  skips: SkippedRow[];
}

// Rows per insert: well under the bind parameters a statement takes.
const INSERT_BATCH = 500;

/**
 * Imports a CSV export of a list kept elsewhere (Kit's, another provider's, this site's own): every
 * address the file has as subscribed, valid and not already on the list, is added as confirmed with
 * the file's consent or sign-up date (the import's moment when it has none), source "import". Rows
 * of people who left, never confirmed, or whose address or date cannot be read are skipped, each
 * with its reason, as are an address's second rows and addresses already on the list (whatever
 * their status there: someone who unsubscribed stays unsubscribed). One transaction: all or none.
 */
export async function importSubscribers(
  { db, now, did }: ServiceDeps,
  { bytes }: { bytes: Uint8Array; name?: string },
): Promise<Outcome<ImportReport>> {
  const read = readSubscriberImport(bytes, now);
  if (!read.ok) return refuse(read.message, "file");
  const skipped = [...read.skipped];
  let added = 0;
  await db.transaction(async (tx) => {
    for (let from = 0; from < read.rows.length; from += INSERT_BATCH) {
      const batch = read.rows.slice(from, from + INSERT_BATCH);
      // The list's own unique index (the address in any case) says which are already there, even
      // one that signed up while this ran.
      const inserted = await tx
        .insert(t)
        .values(batch.map((row) => ({ email: row.email, source: "import", status: "confirmed" as const, consentedAt: row.consentedAt })))
        .onConflictDoNothing()
        .returning({ email: t.email });
      added += inserted.length;
      const fresh = new Set(inserted.map((row) => row.email.toLowerCase()));
      const there = batch.filter((row) => !fresh.has(row.email.toLowerCase()));
      if (there.length === 0) continue;
      const statuses = await tx
        .select({ key: sql<string>`lower(${t.email})`, status: t.status })
        .from(t)
        .where(
          inArray(
            sql`lower(${t.email})`,
            there.map((row) => row.email.toLowerCase()),
          ),
        );
      const statusOf = new Map(statuses.map((row) => [row.key, row.status]));
      for (const row of there) {
        const status = statusOf.get(row.email.toLowerCase());
        skipped.push({ line: row.line, address: row.email, reason: status ? `${SKIP_REASONS.onList} (${status})` : SKIP_REASONS.onList });
      }
    }
  });
  skipped.sort((a, b) => a.line - b.line);
  did(`Imported ${added} newsletter subscriber${added === 1 ? "" : "s"} (${skipped.length} skipped)`);
  return done({ rows: read.total, added, skipped: skipped.length, skips: skipped.slice(0, SUBSCRIBER_IMPORT.reportedSkips) });
}

/** An import's report as the owner reads it: the counts, then a line per skipped row named. */
export function importReportText(report: ImportReport): string {
  const lines = [
    `Added ${report.added} subscriber${report.added === 1 ? "" : "s"} of ${report.rows} row${report.rows === 1 ? "" : "s"}; skipped ${report.skipped}.`,
    ...report.skips.map((skip) => `  line ${skip.line}: ${skip.address || "(empty)"}: ${skip.reason}`),
  ];
  if (report.skipped > report.skips.length) lines.push(`  … and ${report.skipped - report.skips.length} more skipped rows.`);
  return `${lines.join("\n")}\n`;
}
