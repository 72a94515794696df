import { diffLines, diffWordsWithSpace } from "diff";
import { QUEUES } from "~/jobs/queues";
import { readOwnerTime } from "~/lib/owner-time";
import { consoleTime } from "~/features/admin/console-time.server";
import {
  deletePostRow,
  findPostRow,
  findRevisionRow,
  insertDraft,
  listPostRows,
  listRevisionRows,
  publishDueRows,
  saveFields,
  setPostStatus,
  slugTaken,
  type PostRow,
} from "~/features/blog/post-editing.server";
import { PostFieldsSchema, publishProblems, slugFromTitle } from "~/features/blog/post-schema";
import { EMPTY_POST_FIELDS, POST_FIELD_LIMITS, POST_FIELDS, type PostFields } from "~/lib/post-fields";
import { forgetPublicBlog, postFromRow, readPostImages } from "~/features/blog/post-store.server";
import { previewPath } from "~/features/blog/preview-link.server";
import { countWords, readTimeLabel } from "~/lib/read-time";
import { renderPostBody } from "~/features/blog/render-post-body.server";
import { done, notFound, refuse, type Outcome, type Refusal } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";

/**
 * The Work Waves blog, written in the console and from the command line (decision 067): posts
 * created, saved (each save a revision, refused when it started from an older one), published,
 * scheduled, unpublished, their revisions compared and restored. Every change is announced by the
 * table's trigger, so every instance shows it on its next request.
 */

export interface EditablePost {
  id: string;
  status: PostRow["status"];
  revision: number;
  fields: PostFields;
  publishedAt: Date | null;
  scheduledAt: Date | null;
  updatedAt: Date;
  words: number;
  readTime: string;
  /** The body as the public page draws it. */
  html: string;
}

const fieldsOf = (row: PostRow): PostFields => ({
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  coverImage: row.coverImage,
  coverAlt: row.coverAlt,
  body: row.body,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
});

async function editable(row: PostRow, deps: ServiceDeps): Promise<EditablePost> {
  const view = postFromRow(row, { timeZone: deps.env.server.OWNER_TIME_ZONE, now: deps.now, images: await readPostImages(deps.db, [row]) });
  return {
    id: row.id,
    status: row.status,
    revision: row.revision,
    fields: fieldsOf(row),
    publishedAt: row.publishedAt,
    scheduledAt: row.scheduledAt,
    updatedAt: row.updatedAt,
    words: view.words,
    readTime: view.readTime,
    html: view.html,
  };
}

const titleOf = (fields: { title: string }) => (fields.title ? `“${fields.title}”` : "an untitled post");

/** A save that started from an older revision than the post's: the writer keeps their text and is told. */
export interface SaveConflict extends Refusal {
  conflict: { revision: number; updatedAt: string };
}

/** The fields an input gives: one given as undefined (an adapter's optional input) is not given, not emptied. */
const definedFields = (input: unknown) =>
  Object.fromEntries(Object.entries(typeof input === "object" && input !== null ? input : {}).filter(([, value]) => value !== undefined));

function readFields(input: unknown): Outcome<PostFields> {
  const parsed = PostFieldsSchema.safeParse({ ...EMPTY_POST_FIELDS, ...definedFields(input) });
  if (parsed.success) return done(parsed.data);
  const issue = parsed.error.issues[0]!;
  return refuse(issue.message, typeof issue.path[0] === "string" ? issue.path[0] : undefined);
}

/** Every post, the most recently changed first, with its state. */
export async function listPosts({ db }: ServiceDeps, _input: Record<string, never>) {
  return done(await listPostRows(db));
}

/** One post with its fields, by id or by address. */
export async function getPost(deps: ServiceDeps, by: { id: string } | { slug: string }): Promise<Outcome<EditablePost>> {
  if ("id" in by && !isPostId(by.id)) return notFound("No post has this id.");
  const row = await findPostRow(deps.db, by);
  return row ? done(await editable(row, deps)) : notFound("id" in by ? "No post has this id." : `No post has the address “${by.slug}”.`);
}

export const isPostId = (id: unknown): id is string =>
  typeof id === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

async function freeSlug(deps: ServiceDeps, wanted: string, exceptPostId?: string): Promise<string> {
  const base = wanted || "untitled";
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(deps.db, slug, exceptPostId))) return slug;
  }
}

/** A new draft. Its address is the one given, or made from its title (a free one: "-2" is added when taken). */
export async function createPost(deps: ServiceDeps, input: Partial<PostFields>): Promise<Outcome<EditablePost>> {
  const read = readFields(input);
  if (!read.ok) return read;
  const fields = read.value;
  if (fields.slug && (await slugTaken(deps.db, fields.slug))) return refuse("Another post already has this address.", "slug");
  fields.slug = fields.slug || (await freeSlug(deps, slugFromTitle(fields.title)));
  const row = await insertDraft(deps.db, fields, { savedBy: deps.actor, now: deps.now });
  deps.did(`Started the draft ${titleOf(fields)}`);
  return done(await editable(row, deps));
}

/**
 * Saves a post's fields over `baseRevision`, the revision the writer's text started from. When the
 * post has been saved since (another tab, another person), nothing is written and the answer says
 * so with the revision now stored: the writer's text stays in their editor.
 */
export async function savePost(
  deps: ServiceDeps,
  { id, baseRevision, fields: input }: { id: string; baseRevision: number; fields: Partial<PostFields> },
): Promise<Outcome<EditablePost> | SaveConflict> {
  if (!isPostId(id)) return notFound("No post has this id.");
  if (!Number.isSafeInteger(baseRevision) || baseRevision < 1) return refuse("The save does not say which revision it started from.");
  const current = await findPostRow(deps.db, { id });
  if (!current) return notFound("No post has this id.");
  const read = readFields({ ...fieldsOf(current), ...definedFields(input) });
  if (!read.ok) return read;
  const fields = read.value;
  if (!fields.slug) return refuse("A post needs an address.", "slug");
  if (fields.slug !== current.slug && (await slugTaken(deps.db, fields.slug, id)))
    return refuse("Another post already has this address.", "slug");
  if (current.status === "published" || current.status === "scheduled") {
    const problem = publishProblems(fields)[0];
    if (problem) return refuse(`${problem.message} (The post is ${current.status}.)`, problem.field);
  }
  const saved = await saveFields(deps.db, { id, baseRevision, fields, savedBy: deps.actor, now: deps.now });
  if (saved.status === "missing") return notFound("No post has this id.");
  if (saved.status === "conflict")
    return {
      ok: false,
      message: `This post was saved elsewhere (another tab or another person) at ${consoleTime(saved.current.updatedAt)}. Your text is kept here: copy what you need, then load the newer version, or save yours over it.`,
      conflict: { revision: saved.current.revision, updatedAt: saved.current.updatedAt.toISOString() },
    };
  if (current.status === "published") forgetPublicBlog(deps.db);
  if (current.status === "published" && fields.slug !== current.slug)
    deps.did(`Moved ${titleOf(fields)} from /blog/${current.slug} to /blog/${fields.slug}`);
  else if (current.status === "published") deps.did(`Updated the published post ${titleOf(fields)}`);
  return done(await editable(saved.row, deps));
}

async function readyRow(deps: ServiceDeps, id: string): Promise<Outcome<PostRow>> {
  if (!isPostId(id)) return notFound("No post has this id.");
  const row = await findPostRow(deps.db, { id });
  if (!row) return notFound("No post has this id.");
  const problem = publishProblems(fieldsOf(row))[0];
  if (problem) return refuse(problem.message, problem.field);
  return done(row);
}

/** Puts a post on the blog now (dated now on its first time out; a post unpublished and published again keeps its date). */
export async function publishPost(deps: ServiceDeps, { id }: { id: string }): Promise<Outcome<EditablePost>> {
  const ready = await readyRow(deps, id);
  if (!ready.ok) return ready;
  const row = await setPostStatus(deps.db, { id, status: "published", now: deps.now });
  if (!row) return notFound("No post has this id.");
  forgetPublicBlog(deps.db);
  deps.did(`Published ${titleOf(row)}`);
  return done(await editable(row, deps));
}

/** Takes a post off the blog; it is kept, and its address answers as no post's until it is published again. */
export async function unpublishPost(deps: ServiceDeps, { id }: { id: string }): Promise<Outcome<EditablePost>> {
  if (!isPostId(id)) return notFound("No post has this id.");
  const before = await findPostRow(deps.db, { id });
  if (!before) return notFound("No post has this id.");
  if (before.status !== "published" && before.status !== "scheduled") return refuse(`The post is ${before.status}: it is not on the blog.`);
  const row = await setPostStatus(deps.db, { id, status: before.status === "scheduled" ? "draft" : "unpublished", now: deps.now });
  forgetPublicBlog(deps.db);
  deps.did(before.status === "scheduled" ? `Cancelled the schedule of ${titleOf(before)}` : `Unpublished ${titleOf(before)}`);
  return done(await editable(row!, deps));
}

/** The latest a post may be scheduled: a year ahead. */
const MAX_SCHEDULE_DAYS = 366;

/**
 * Schedules a post to go out at `at`: the job queue publishes it then, once, whichever instance
 * runs the job (a sweep every minute catches a job that was lost).
 */
export async function schedulePost(deps: ServiceDeps, { id, at }: { id: string; at: string | Date }): Promise<Outcome<EditablePost>> {
  const zone = deps.env.server.OWNER_TIME_ZONE;
  const when = readOwnerTime(at, zone);
  if (!when) return refuse(`Give the time to publish as a date and a time, like 2026-12-01 09:00 (read in ${zone}).`, "scheduledAt");
  if (when.getTime() <= deps.now.getTime()) return refuse("Pick a time in the future (or publish now).", "scheduledAt");
  if (when.getTime() > deps.now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)
    return refuse("Pick a time within the next year.", "scheduledAt");
  const ready = await readyRow(deps, id);
  if (!ready.ok) return ready;
  if (ready.value.status === "published") return refuse("The post is already published: unpublish it first to schedule it again.");
  const row = await setPostStatus(deps.db, { id, status: "scheduled", scheduledAt: when, now: deps.now });
  if (!row) return notFound("No post has this id.");
  const queue = await deps.queue();
  // Without a queue (the command line with the server stopped) the server's sweep publishes it.
  await queue?.send(QUEUES.blogPublish.name, {}, { startAfter: when, retryLimit: QUEUES.blogPublish.retryLimit });
  deps.did(`Scheduled ${titleOf(row)} for ${consoleTime(when)}`);
  return done(await editable(row, deps));
}

/** The job queue's part: publishes every scheduled post whose time has come; answers which went out. */
export async function publishDuePosts(deps: ServiceDeps, _input: Record<string, never>) {
  const published = await publishDueRows(deps.db, deps.now);
  if (published.length) forgetPublicBlog(deps.db);
  return done(published);
}

/** Deletes a post that is not on the blog, with its revisions. */
export async function deletePost(deps: ServiceDeps, { id }: { id: string }): Promise<Outcome<{ id: string }>> {
  if (!isPostId(id)) return notFound("No post has this id.");
  const row = await findPostRow(deps.db, { id });
  if (!row) return notFound("No post has this id.");
  if (row.status === "published") return refuse("Unpublish the post before deleting it.");
  await deletePostRow(deps.db, id);
  deps.did(`Deleted ${titleOf(row)}`);
  return done({ id });
}

/** A post's saves, newest first. */
export async function listPostRevisions(deps: ServiceDeps, { id }: { id: string }) {
  if (!isPostId(id)) return notFound("No post has this id.");
  return done(await listRevisionRows(deps.db, id));
}

/** One saved revision's fields. */
export async function getPostRevision(deps: ServiceDeps, { id, revision }: { id: string; revision: number }) {
  if (!isPostId(id) || !Number.isSafeInteger(revision)) return notFound("No such revision.");
  const row = await findRevisionRow(deps.db, id, revision);
  if (!row) return notFound("No such revision.");
  const fields = Object.fromEntries(POST_FIELDS.map((field) => [field, row[field]])) as PostFields;
  return done({ revision: row.revision, savedAt: row.savedAt, savedBy: row.savedBy, fields });
}

/** Saves an earlier revision's fields as the post's newest: nothing is lost, the revision restored from stays. */
export async function restorePostRevision(
  deps: ServiceDeps,
  { id, revision, baseRevision }: { id: string; revision: number; baseRevision: number },
): Promise<Outcome<EditablePost> | SaveConflict> {
  const old = await getPostRevision(deps, { id, revision });
  if (!old.ok) return old;
  const saved = await savePost(deps, { id, baseRevision, fields: old.value.fields });
  if (saved.ok) deps.did(`Restored revision ${revision} of ${titleOf(old.value.fields)}`);
  return saved;
}

/** A private link to read a post as last saved, published or not; it works for PREVIEW_LINK_DAYS. */
export async function postPreviewLink(deps: ServiceDeps, { id }: { id: string }) {
  if (!isPostId(id) || !(await findPostRow(deps.db, { id }))) return notFound("No post has this id.");
  const { path, expiresAt } = await previewPath(deps.db, id, deps.now);
  return done({ url: `${deps.env.site.siteUrl}${path}`, path, expiresAt });
}

/** A body as the public page will show it (the same renderer and sanitiser, its pictures' sizes), for the editor's preview. */
export async function previewPostBody(
  deps: ServiceDeps,
  { body }: { body: string },
): Promise<Outcome<{ html: string; words: number; readTime: string }>> {
  if (typeof body !== "string" || body.length > POST_FIELD_LIMITS.body)
    return refuse(`The body is at most ${POST_FIELD_LIMITS.body.toLocaleString("en-US")} characters.`, "body");
  const { format, html } = renderPostBody(body, await readPostImages(deps.db, [{ body, coverImage: "" }]));
  const words = countWords(format === "html" ? html : body);
  return done({ html, words, readTime: readTimeLabel(words) });
}

/** One field's difference between a revision and the post as it is: runs of text kept, added or removed. */
export interface FieldDiff {
  field: (typeof POST_FIELDS)[number];
  parts: Array<{ text: string; change: "kept" | "added" | "removed" }>;
}

/**
 * A revision beside the post as it is now, field by field (words for the short fields, lines for
 * the body): what restoring it would remove (the post's text now) and bring back (the revision's).
 */
export async function comparePostRevision(deps: ServiceDeps, { id, revision }: { id: string; revision: number }) {
  const [old, now] = await Promise.all([getPostRevision(deps, { id, revision }), getPost(deps, { id })]);
  if (!old.ok) return old;
  if (!now.ok) return now;
  const diffs: FieldDiff[] = [];
  for (const field of POST_FIELDS) {
    const before = now.value.fields[field];
    const after = old.value.fields[field];
    if (before === after) continue;
    const changes = field === "body" ? diffLines(before, after) : diffWordsWithSpace(before, after);
    diffs.push({
      field,
      parts: changes.map((change) => ({ text: change.value, change: change.added ? "added" : change.removed ? "removed" : "kept" })),
    });
  }
  return done({
    revision: old.value,
    current: { revision: now.value.revision, status: now.value.status, title: now.value.fields.title },
    diffs,
  });
}

/** What an adapter shows beside a post: its fields' longest lengths, and what it still lacks before it can go out. */
export { publishProblems } from "~/features/blog/post-schema";
export { POST_FIELD_LIMITS } from "~/lib/post-fields";
