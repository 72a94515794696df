import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import { PAGE_SOURCES } from "~/content/early-access";
import { landingPageSignups } from "~/db/schema";
import { csvChunks } from "~/lib/csv";
import { done, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";
import type { ByteStream } from "~/lib/byte-stream";

/** Early-access sign-ups from the course pages: the console's list and the export both adapters give. */

/** The pages that take sign-ups today. */
export const SIGNUP_PAGE_SOURCES: readonly string[] = PAGE_SOURCES;

/** One page of sign-ups, newest first: one page's, and/or those whose address contains `search` (any case). */
export async function listSignups({ db }: ServiceDeps, { pageSource, search, page }: { pageSource: string; search: string; page: number }) {
  // LIKE's own wildcards in the search are taken literally.
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    pageSource ? eq(landingPageSignups.pageSource, pageSource) : undefined,
    search ? sql`lower(${landingPageSignups.email}) like ${pattern}` : undefined,
  );
  const [rows, pages] = await Promise.all([
    db
      .select()
      .from(landingPageSignups)
      .where(where)
      .orderBy(desc(landingPageSignups.createdAt), desc(landingPageSignups.id))
      .limit(ADMIN.pageSize + 1)
      .offset((page - 1) * ADMIN.pageSize),
    db.selectDistinct({ page: landingPageSignups.pageSource }).from(landingPageSignups).orderBy(landingPageSignups.pageSource),
  ]);
  return done({ hasMore: rows.length > ADMIN.pageSize, pages: pages.map((row) => row.page), signups: rows.slice(0, ADMIN.pageSize) });
}

/** How many sign-ups an export reads at a time: what it holds, whatever the table's size. */
export const EXPORT_BATCH = 1_000;

const SIGNUP_COLUMNS = ["first_name", "last_name", "email", "page_source", "learning_interest", "created_at", "updated_at"];

/**
 * The sign-ups as CSV (first_name, last_name, email, page_source, learning_interest, created_at and
 * updated_at in UTC), oldest first, all or one page's, as bytes made while the rows are read,
 * EXPORT_BATCH at a time. The export is of the sign-ups there when it starts (`count` of them); one
 * that comes meanwhile sorts after them and is left for the next.
 */
export async function streamSignups(
  { db }: ServiceDeps,
  { pageSource }: { pageSource?: string },
): Promise<Outcome<{ count: number; body: ByteStream }>> {
  const t = landingPageSignups;
  const ofPage = pageSource === undefined ? undefined : eq(t.pageSource, pageSource);
  const [counted] = await db.select({ n: count() }).from(t).where(ofPage);
  const total = counted?.n ?? 0;
  // A typo would otherwise export an empty file without a word; sources no page uses any more still export.
  if (pageSource !== undefined && total === 0 && !SIGNUP_PAGE_SOURCES.includes(pageSource)) {
    return refuse(`"${pageSource}" is not a page: use ${SIGNUP_PAGE_SOURCES.join(", ")}`, "pageSource");
  }
  async function* batches() {
    // Keyset pages: each batch starts after the last row of the one before. The time goes as
    // PostgreSQL's text, which keeps its microseconds (a JavaScript Date would cut them to milliseconds).
    let after: { at: string; email: string; id: string } | undefined;
    for (let left = total; left > 0;) {
      const rows = await db
        .select({ ...getTableColumns(t), at: sql<string>`${t.createdAt}::text` })
        .from(t)
        .where(
          and(ofPage, after && sql`(${t.createdAt}, ${t.email}, ${t.id}) > (${after.at}::timestamptz, ${after.email}, ${after.id}::uuid)`),
        )
        .orderBy(asc(t.createdAt), asc(t.email), asc(t.id))
        .limit(Math.min(EXPORT_BATCH, left));
      if (rows.length === 0) return;
      left -= rows.length;
      const last = rows.at(-1)!;
      after = { at: last.at, email: last.email, id: last.id };
      yield rows.map((row) => [row.firstName, row.lastName, row.email, row.pageSource, row.learningInterest, row.createdAt, row.updatedAt]);
    }
  }
  return done({ count: total, body: csvChunks(SIGNUP_COLUMNS, batches()) });
}

/** The same export whole, as one string (the console's download). */
export async function exportSignups(deps: ServiceDeps, input: { pageSource?: string }): Promise<Outcome<{ csv: string; count: number }>> {
  const streamed = await streamSignups(deps, input);
  if (!streamed.ok) return streamed;
  const decoder = new TextDecoder();
  let csv = "";
  for await (const chunk of streamed.value.body) csv += decoder.decode(chunk, { stream: true });
  return done({ csv: csv + decoder.decode(), count: streamed.value.count });
}
