import { ne, sql } from "drizzle-orm";
import { countRows } from "./row-copy.server";
import { blogPostRevisions, blogPosts } from "./schema";
import type { Database } from "./client.server";

/** Who the migration that moved the blog into the database names as the first revisions' author. */
const IMPORTED_BY = "Imported from content/blog";

/** The tables the migrations themselves fill in a new database: the blog's sample posts (drizzle/0020_blog_posts.sql). */
const MIGRATION_SAMPLE_TABLES = new Set(["blog_posts", "blog_post_revisions"]);

/** Whether the blog holds only what the migrations put in a new database, each post untouched since. */
async function holdsOnlyImportedPosts(db: Database): Promise<boolean> {
  const [changedPost] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(sql`${blogPosts.revision} <> 1 or ${blogPosts.updatedAt} is distinct from ${blogPosts.publishedAt}`)
    .limit(1);
  const [otherRevision] = await db
    .select({ id: blogPostRevisions.id })
    .from(blogPostRevisions)
    .where(ne(blogPostRevisions.savedBy, IMPORTED_BY))
    .limit(1);
  return !changedPost && !otherRevision;
}

/**
 * The rows of a database by table, leaving out what its migrations wrote and nobody has touched
 * since: a database with none is as good as empty, for a restore or the move to PostgreSQL to copy
 * into (the copy takes the samples' place).
 */
export async function heldRows(db: Database): Promise<Record<string, number>> {
  const counts = await countRows(db);
  if (!(await holdsOnlyImportedPosts(db))) return counts;
  return Object.fromEntries(Object.entries(counts).filter(([table]) => !MIGRATION_SAMPLE_TABLES.has(table)));
}
