import { and, asc, desc, eq, sql } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import { businessBuildingEarlyAccess, careerEarlyAccess, coachesLeadersEarlyAccess } from "~/content/early-access";
import { landingPageSignups } from "~/db/schema";
import { toCsv } from "~/lib/csv";
import { done, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";

/** Early-access sign-ups from the course pages: the console's list and the export both adapters give. */

/** The pages that take sign-ups today. */
export const SIGNUP_PAGE_SOURCES = [businessBuildingEarlyAccess, careerEarlyAccess, coachesLeadersEarlyAccess].map(
  (page) => page.pageSource as string,
);

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

/**
 * The sign-ups as CSV (first_name, last_name, email, page_source, learning_interest, created_at and
 * updated_at in UTC), oldest first, all or one page's.
 */
export async function exportSignups(
  { db }: ServiceDeps,
  { pageSource }: { pageSource?: string },
): Promise<Outcome<{ csv: string; count: number }>> {
  const query = db.select().from(landingPageSignups);
  const rows = await (pageSource === undefined ? query : query.where(eq(landingPageSignups.pageSource, pageSource))).orderBy(
    asc(landingPageSignups.createdAt),
    asc(landingPageSignups.email),
  );
  // A typo would otherwise export an empty file without a word; sources no page uses any more still export.
  if (pageSource !== undefined && rows.length === 0 && !SIGNUP_PAGE_SOURCES.includes(pageSource)) {
    return refuse(`"${pageSource}" is not a page: use ${SIGNUP_PAGE_SOURCES.join(", ")}`, "pageSource");
  }
  const csv = toCsv(
    ["first_name", "last_name", "email", "page_source", "learning_interest", "created_at", "updated_at"],
    rows.map((row) => [row.firstName, row.lastName, row.email, row.pageSource, row.learningInterest, row.createdAt, row.updatedAt]),
  );
  return done({ csv, count: rows.length });
}
