import { and, desc, eq, lte, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPostRedirects, blogPostRevisions, blogPosts, type BlogPostRow, type PostStatus } from "~/db/schema";
import type { PostFields } from "~/lib/post-fields";

/**
 * The owner's writes to the blog (decision 067). A save names the revision it started from: the
 * UPDATE that bumps the revision checks it, so of two saves from the same revision one wins and the
 * other is told, and no text is overwritten unseen. Every save is a revision row too.
 */

export type PostRow = BlogPostRow;

/** Every post for the console's list, the most recently changed first. */
export function listPostRows(db: Database) {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
      scheduledAt: blogPosts.scheduledAt,
      updatedAt: blogPosts.updatedAt,
      revision: blogPosts.revision,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.updatedAt));
}

export async function findPostRow(db: Database, by: { id: string } | { slug: string }): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where("id" in by ? eq(blogPosts.id, by.id) : eq(blogPosts.slug, by.slug))
    .limit(1);
  return row;
}

/**
 * Whether another post has this address as its own. An earlier address of a post (kept answering
 * with a 301 after its slug changed) may be taken by a later post: the redirect keeps working until
 * that post is published, and from then on the address is the later post's.
 */
export async function slugTaken(db: Database, slug: string, exceptPostId?: string): Promise<boolean> {
  const [own] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptPostId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptPostId)) : eq(blogPosts.slug, slug))
    .limit(1);
  return !!own;
}

const revisionOf = (postId: string, revision: number, fields: PostFields, savedBy: string, savedAt: Date) => ({
  postId,
  revision,
  slug: fields.slug,
  title: fields.title,
  excerpt: fields.excerpt,
  body: fields.body,
  coverImage: fields.coverImage,
  coverAlt: fields.coverAlt,
  seoTitle: fields.seoTitle,
  seoDescription: fields.seoDescription,
  savedBy,
  savedAt,
});

/** A new draft and its first revision. */
export async function insertDraft(db: Database, fields: PostFields, { savedBy, now }: { savedBy: string; now: Date }): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...fields, status: "draft", revision: 1, createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(blogPostRevisions).values(revisionOf(row!.id, 1, fields, savedBy, now));
    return row!;
  });
}

export type SaveResult = { status: "saved"; row: PostRow } | { status: "conflict"; current: PostRow } | { status: "missing" };

/**
 * Saves fields over the revision they started from. A published post whose address changes keeps
 * answering its old one (a 301 to the new); a post moving back to an earlier address of its own
 * stops redirecting from it. (Another post's earlier address it takes keeps redirecting until this
 * one is published, when the public read lets the post's own address win.)
 */
export async function saveFields(
  db: Database,
  { id, baseRevision, fields, savedBy, now }: { id: string; baseRevision: number; fields: PostFields; savedBy: string; now: Date },
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) return { status: "missing" as const };
    if (before.revision !== baseRevision) return { status: "conflict" as const, current: before };
    const revision = before.revision + 1;
    const [row] = await tx
      .update(blogPosts)
      .set({ ...fields, revision, updatedAt: now })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.revision, baseRevision)))
      .returning();
    await tx.insert(blogPostRevisions).values(revisionOf(id, revision, fields, savedBy, now));
    if (before.slug !== fields.slug) {
      await tx.delete(blogPostRedirects).where(and(eq(blogPostRedirects.slug, fields.slug), eq(blogPostRedirects.postId, id)));
      if (before.publishedAt)
        await tx
          .insert(blogPostRedirects)
          .values({ slug: before.slug, postId: id, createdAt: now })
          .onConflictDoUpdate({ target: blogPostRedirects.slug, set: { postId: id, createdAt: now } });
    }
    return { status: "saved" as const, row: row! };
  });
}

/** Moves a post to a state; publishing dates it on its first time out. Undefined when there is no such post. */
export async function setPostStatus(
  db: Database,
  { id, status, scheduledAt, now }: { id: string; status: PostStatus; scheduledAt?: Date; now: Date },
): Promise<PostRow | undefined> {
  const [row] = await db
    .update(blogPosts)
    .set({
      status,
      scheduledAt: status === "scheduled" ? scheduledAt : null,
      publishedAt: status === "published" ? sql`coalesce(${blogPosts.publishedAt}, ${now})` : undefined,
      updatedAt: now,
    })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
}

/**
 * Publishes every scheduled post whose time has come, in one UPDATE: of two instances' workers
 * running at once, each post goes out by exactly one of them (the other's UPDATE finds it published).
 */
export async function publishDueRows(db: Database, now: Date): Promise<Array<Pick<PostRow, "id" | "slug" | "title">>> {
  return db
    .update(blogPosts)
    .set({
      status: "published",
      publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.scheduledAt})`,
      scheduledAt: null,
      updatedAt: now,
    })
    .where(and(eq(blogPosts.status, "scheduled"), lte(blogPosts.scheduledAt, now)))
    .returning({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title });
}

export function listRevisionRows(db: Database, postId: string) {
  return db
    .select({
      revision: blogPostRevisions.revision,
      savedAt: blogPostRevisions.savedAt,
      savedBy: blogPostRevisions.savedBy,
      title: blogPostRevisions.title,
    })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.revision));
}

export async function findRevisionRow(db: Database, postId: string, revision: number) {
  const [row] = await db
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.revision, revision)))
    .limit(1);
  return row;
}

/** Deletes a post with its revisions and earlier addresses. */
export async function deletePostRow(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return deleted.length > 0;
}
