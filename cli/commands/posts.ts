import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { POST_STATUSES, type PostStatus } from "~/db/schema";
import type { Refusal } from "~/services/outcome";
import { POST_IMAGE_MAX_BYTES } from "~/services/post-images.server";
import { isPostId, POST_FIELD_LIMITS, publishProblems, type EditablePost, type SaveConflict } from "~/services/posts.server";
import { AdminError, resultOf, UsageError, type CommandContext, type CommandGroup, type OptionSpec, type OptionValues } from "../command";
import { formatRecord, formatTable, ownerStampIn } from "../output";

/** The post's fields as options, by the service's names for them. */
const FIELD_OPTIONS = {
  title: "title",
  slug: "slug",
  excerpt: "excerpt",
  coverImage: "cover-image",
  coverAlt: "cover-alt",
  seoTitle: "seo-title",
  seoDescription: "seo-description",
} as const;

type TextField = keyof typeof FIELD_OPTIONS;
type PostInput = Partial<Record<TextField | "body", string>>;

const chars = (field: keyof typeof POST_FIELD_LIMITS) => `up to ${POST_FIELD_LIMITS[field].toLocaleString("en-US")} characters`;

function fieldOptions(creating: boolean): Record<string, OptionSpec> {
  const clears = creating ? "" : '; "" empties it';
  return {
    title: { type: "string", value: "<text>", description: `The post's title (${chars("title")})`, required: creating },
    slug: {
      type: "string",
      value: "<address>",
      description: creating
        ? "Its address, /blog/<address>: lowercase words joined by hyphens (default: made from the title)"
        : "A new address; a published post keeps answering its old one with a redirect",
    },
    excerpt: {
      type: "string",
      value: "<text>",
      description: `The line the blog's cards and search engines show (${chars("excerpt")})${clears}`,
    },
    body: {
      type: "string",
      value: "<file>",
      description: `The body, Markdown or HTML, from a UTF-8 file, or from standard input with "-" (${chars("body")})`,
    },
    "cover-image": {
      type: "string",
      value: "<path-or-id>",
      description: `The cover: a path under public/ (/images/blog/cover.jpg), an uploaded image (/media/…) or an image service id${clears}`,
    },
    cover: {
      type: "string",
      value: "<file>",
      description:
        "A picture file to upload as the cover (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB): checked, stored and set as --cover-image",
    },
    "cover-alt": { type: "string", value: "<text>", description: `The cover described for readers who cannot see it${clears}` },
    "seo-title": { type: "string", value: "<text>", description: `The title search engines show (default: the title)${clears}` },
    "seo-description": {
      type: "string",
      value: "<text>",
      description: `What search engines show under it (default: the excerpt)${clears}`,
    },
  };
}

const POST_ARGUMENT = { name: "post", description: "The post's address (its slug) or id (see 'posts list')" };

/** The most a body file may hold in bytes: a body is at most 200,000 characters, four bytes each at worst. */
const BODY_MAX_BYTES = POST_FIELD_LIMITS.body * 4;

/**
 * A body from a file, or from standard input for "-", read where the command runs (also when the
 * server makes the call): UTF-8 text, its line ends made \n. What is not UTF-8 is refused, not guessed.
 */
async function readBody(context: CommandContext, source: string, helpFor: string): Promise<string> {
  let bytes: Buffer;
  if (source === "-") {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of context.stdin) {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk);
      size += buffer.length;
      if (size > BODY_MAX_BYTES)
        throw new UsageError(`--body: standard input holds more than a post's body may (${chars("body")})`, helpFor);
      chunks.push(buffer);
    }
    bytes = Buffer.concat(chunks);
  } else {
    const file = path.resolve(source);
    try {
      if ((await stat(file)).size > BODY_MAX_BYTES)
        throw new UsageError(`--body ${file} is larger than a post's body may be (${chars("body")})`, helpFor);
      bytes = await readFile(file);
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(`--body: could not read ${file}: ${(error as Error).message}`, helpFor);
    }
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`--body ${source === "-" ? "(standard input)" : source} is not UTF-8 text`, helpFor);
  }
  return text.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n");
}

/** The fields the options give (the service checks them); the body read from its file. */
async function postInput(context: CommandContext, options: OptionValues, helpFor: string): Promise<PostInput> {
  const input: PostInput = {};
  for (const [field, option] of Object.entries(FIELD_OPTIONS) as [TextField, string][]) {
    const value = options[option];
    if (typeof value === "string") input[field] = value;
  }
  if (typeof options.body === "string") input.body = await readBody(context, options.body, helpFor);
  if (typeof options.cover === "string") {
    if (typeof options["cover-image"] === "string") throw new UsageError("give --cover <file> or --cover-image, not both", helpFor);
    input.coverImage = await uploadCover(context, options.cover, helpFor);
  }
  return input;
}

/**
 * A cover picture from a file, read where the command runs and uploaded through the blog's picture
 * service (over the admin socket too): its address, or the service's reason it was refused.
 */
async function uploadCover(context: CommandContext, source: string, helpFor: string): Promise<string> {
  const file = path.resolve(source);
  let bytes: Buffer;
  try {
    if ((await stat(file)).size > POST_IMAGE_MAX_BYTES)
      throw new AdminError(`--cover ${source} is larger than ${POST_IMAGE_MAX_BYTES / 1024 / 1024} MB, the most a picture may be.`);
    bytes = await readFile(file);
  } catch (error) {
    if (error instanceof AdminError) throw error;
    throw new UsageError(`--cover: could not read ${file}: ${(error as Error).message}`, helpFor);
  }
  const uploaded = await context.call("uploadPostImage", { bytes: new Uint8Array(bytes), name: path.basename(file) });
  if (!uploaded.ok) throw new AdminError(`--cover ${source}: ${uploaded.message}`);
  context.io.stdout(`Uploaded the cover: ${uploaded.value.url}
`);
  return uploaded.value.url;
}

/** A refusal of a post's field as the command line says it: the option that gives the field. */
function postResult<Result>(outcome: { ok: true; value: Result } | Refusal, helpFor: string): Result {
  if (outcome.ok || outcome.field === undefined) return resultOf(outcome, helpFor);
  return resultOf({ ...outcome, field: outcome.field === "scheduledAt" ? "at" : outcome.field }, helpFor);
}

/**
 * Publishing or scheduling refused for what the stored post lacks: not a mistake in this command
 * line but in the post, so the answer says which option of 'posts update' sets it.
 */
function readyResult<Result>(outcome: { ok: true; value: Result } | Refusal, post: string, helpFor: string): Result {
  if (!outcome.ok && outcome.field && outcome.field !== "scheduledAt") {
    const option = outcome.field === "body" ? "body <file>" : `${FIELD_OPTIONS[outcome.field as TextField] ?? outcome.field} …`;
    throw new AdminError(`${outcome.message} Set it with 'posts update ${post} --${option}'.`);
  }
  return postResult(outcome, helpFor);
}

/** A save that met a newer revision: nothing was written. */
function unlessConflict<Result>(context: CommandContext, outcome: { ok: true; value: Result } | Refusal | SaveConflict, helpFor: string) {
  if (!outcome.ok && "conflict" in outcome)
    throw new AdminError(
      `the post was saved elsewhere (revision ${outcome.conflict.revision}, ${ownerStampIn(context, outcome.conflict.updatedAt)}) while this command ran; nothing was changed. Run the command again to save over it.`,
    );
  return postResult(outcome, helpFor);
}

/** The post an argument names, by id or by address. */
async function findPost(context: CommandContext, reference: string): Promise<EditablePost> {
  const trimmed = reference.trim();
  const by = isPostId(trimmed.toLowerCase()) ? { id: trimmed.toLowerCase() } : { slug: trimmed.toLowerCase() };
  const outcome = await context.call("getPost", by);
  if (!outcome.ok) throw new AdminError(`${outcome.message} 'posts list' shows every post.`);
  return outcome.value;
}

function stateLabel(context: CommandContext, post: Pick<EditablePost, "status" | "publishedAt" | "scheduledAt">): string {
  if (post.status === "published") return `published ${ownerStampIn(context, post.publishedAt)}`;
  if (post.status === "scheduled") return `scheduled for ${ownerStampIn(context, post.scheduledAt)}`;
  if (post.status === "unpublished") return `unpublished (first published ${ownerStampIn(context, post.publishedAt)})`;
  return "draft";
}

/** A post's fields and state, without its body. */
function describePost(context: CommandContext, post: EditablePost): string {
  const { fields } = post;
  const onBlog = post.status === "published" ? `${context.env.site.siteUrl}/blog/${fields.slug}` : "— (not on the blog)";
  return formatRecord([
    ["id", post.id],
    ["title", fields.title || "—"],
    ["address", `/blog/${fields.slug}`],
    ["state", stateLabel(context, post)],
    ["on the blog", onBlog],
    ["revision", `${post.revision} (saved ${ownerStampIn(context, post.updatedAt)})`],
    ["excerpt", fields.excerpt || "—"],
    ["cover image", fields.coverImage || "—"],
    ["cover alt", fields.coverAlt || "—"],
    ["seo title", fields.seoTitle || "— (the title)"],
    ["seo description", fields.seoDescription || "— (the excerpt)"],
    ["body", `${post.words.toLocaleString("en-US")} words, ${post.readTime}`],
  ]);
}

/** What a post still lacks before it can be published, as notes. */
function tellLacks(context: CommandContext, post: EditablePost) {
  if (post.status === "published") return;
  for (const problem of publishProblems(post.fields)) context.io.stderr(`note: ${problem.message}\n`);
}

export const postsCommands: CommandGroup = {
  name: "posts",
  summary: "The Work Waves blog: write, publish, schedule and take down posts; see and restore their revisions.",
  subcommands: [
    {
      name: "list",
      summary: "List every post, the most recently changed first, with its state",
      options: { status: { type: "string", value: "<state>", description: `Only ${POST_STATUSES.join(", ")} posts` } },
      examples: ["posts list", "posts list --status draft"],
      async run(context, { options }) {
        const status = options.status as string | undefined;
        if (status !== undefined && !POST_STATUSES.includes(status as PostStatus))
          throw new UsageError(`--status "${status}" is not a state: use ${POST_STATUSES.join(", ")}`, "posts list");
        const rows = resultOf(await context.call("listPosts", {}), "posts list").filter((row) => !status || row.status === status);
        if (rows.length === 0) {
          context.io.stdout(status ? `No ${status} posts.\n` : "No posts yet. Start one with 'posts create'.\n");
          return;
        }
        context.io.stdout(
          formatTable(
            ["id", "state", "date", "changed", "rev", "address", "title"],
            rows.map((row) => [
              row.id,
              row.status,
              row.status === "scheduled" ? `at ${ownerStampIn(context, row.scheduledAt)}` : ownerStampIn(context, row.publishedAt),
              ownerStampIn(context, row.updatedAt),
              String(row.revision),
              row.slug,
              row.title || "(untitled)",
            ]),
          ),
        );
      },
    },
    {
      name: "show",
      summary: "Print a post's fields and its body (or one earlier revision's)",
      description:
        "Prints the post as last saved: its fields, state and revision, then its body as written. --body-only prints the body alone, to edit and save back with 'posts update <post> --body <file>' (use 'npm run -s admin' or the shell's redirect keeps npm's banner out of the file).",
      positionals: [POST_ARGUMENT],
      options: {
        revision: { type: "string", value: "<n>", description: "An earlier revision's fields and body instead (see 'posts revisions')" },
        "body-only": { type: "boolean", description: "Print only the body" },
      },
      examples: [
        "posts show three-waves-ai-transformation",
        "posts show my-first-post --revision 2",
        "-s posts show my-first-post --body-only > post.md",
      ],
      async run(context, { options, positionals }) {
        const post = await findPost(context, positionals[0]!);
        const revisionText = options.revision as string | undefined;
        if (revisionText !== undefined) {
          if (!/^\d{1,9}$/.test(revisionText) || Number(revisionText) < 1)
            throw new UsageError(
              `--revision "${revisionText}" is not a revision number; 'posts revisions ${positionals[0]}' lists them`,
              "posts show",
            );
          const old = resultOf(await context.call("getPostRevision", { id: post.id, revision: Number(revisionText) }), "posts show");
          if (options["body-only"]) return context.io.stdout(old.fields.body.endsWith("\n") ? old.fields.body : `${old.fields.body}\n`);
          context.io.stdout(
            formatRecord([
              ["post", post.id],
              ["revision", `${old.revision} of ${post.revision} (saved ${ownerStampIn(context, old.savedAt)} by ${old.savedBy})`],
              ["title", old.fields.title || "—"],
              ["address", `/blog/${old.fields.slug}`],
              ["excerpt", old.fields.excerpt || "—"],
              ["cover image", old.fields.coverImage || "—"],
              ["cover alt", old.fields.coverAlt || "—"],
              ["seo title", old.fields.seoTitle || "— (the title)"],
              ["seo description", old.fields.seoDescription || "— (the excerpt)"],
            ]),
          );
          context.io.stdout(`\n${old.fields.body}${old.fields.body.endsWith("\n") ? "" : "\n"}`);
          return;
        }
        const { body } = post.fields;
        if (options["body-only"]) return context.io.stdout(body.endsWith("\n") ? body : `${body}\n`);
        context.io.stdout(describePost(context, post));
        context.io.stdout(`\n${body || "(no body yet)"}${body.endsWith("\n") ? "" : "\n"}`);
      },
    },
    {
      name: "create",
      summary: "Start a draft",
      description:
        "Saves a new draft, its first revision. It is not on the blog until 'posts publish' (or 'posts schedule'); what it still lacks for that is noted. The address is made from the title unless --slug is given (with -2, -3, … when taken).",
      options: fieldOptions(true),
      examples: [
        'posts create --title "Three waves of AI at work" --excerpt "What changes first, and what you can do now." --body post.md --cover-image /images/blog/three-waves.svg --cover-alt "Three waves rising"',
        'posts create --title "Notes from the road" --body - < notes.md',
      ],
      async run(context, { options }) {
        const input = await postInput(context, options, "posts create");
        const post = postResult(await context.call("createPost", input), "posts create");
        context.io.stdout(`Saved the draft:\n${describePost(context, post)}`);
        tellLacks(context, post);
      },
    },
    {
      name: "update",
      summary: "Change fields of a post (saved as its next revision)",
      description:
        "Changes only the fields given and saves them as the post's next revision, over the one it has now; the rest stay as they are. A published post changes on the blog at once; a new address keeps the old one answering with a redirect. When someone saves the post in the console while the command runs, nothing is changed and the command says so.",
      positionals: [POST_ARGUMENT],
      options: fieldOptions(false),
      examples: [
        "posts update three-waves-ai-transformation --body post.md",
        'posts update my-first-post --slug my-first-ai-post --seo-title ""',
      ],
      async run(context, { options, positionals }) {
        const input = await postInput(context, options, "posts update");
        if (Object.keys(input).length === 0) throw new UsageError("nothing to change: give at least one field option", "posts update");
        const post = await findPost(context, positionals[0]!);
        const saved = unlessConflict(
          context,
          await context.call("savePost", { id: post.id, baseRevision: post.revision, fields: input }),
          "posts update",
        );
        context.io.stdout(`Saved revision ${saved.revision}:\n${describePost(context, saved)}`);
        if (post.status === "published" && saved.fields.slug !== post.fields.slug)
          context.io.stdout(`/blog/${post.fields.slug} now redirects to /blog/${saved.fields.slug}.\n`);
        tellLacks(context, saved);
      },
    },
    {
      name: "publish",
      summary: "Put a post on the blog now",
      description:
        "Publishes the post as last saved: on the blog, its feed and the sitemap at once, on every instance. Its date is now the first time it goes out; a post published before keeps its date. It needs a title, an excerpt, a cover image with its alt text and a body.",
      positionals: [POST_ARGUMENT],
      examples: ["posts publish my-first-post"],
      async run(context, { positionals }) {
        const post = await findPost(context, positionals[0]!);
        const published = readyResult(await context.call("publishPost", { id: post.id }), positionals[0]!, "posts publish");
        context.io.stdout(`Published at ${context.env.site.siteUrl}/blog/${published.fields.slug}:\n${describePost(context, published)}`);
      },
    },
    {
      name: "unpublish",
      summary: "Take a post off the blog (it is kept), or cancel its schedule",
      description:
        "Takes a published post off the blog: it is kept, with its revisions, and its address answers as no post's until it is published again. A scheduled post goes back to being a draft.",
      positionals: [POST_ARGUMENT],
      examples: ["posts unpublish my-first-post"],
      async run(context, { positionals }) {
        const post = await findPost(context, positionals[0]!);
        const after = resultOf(await context.call("unpublishPost", { id: post.id }), "posts unpublish");
        context.io.stdout(
          `${post.status === "scheduled" ? "Cancelled the schedule" : "Took it off the blog"}:\n${describePost(context, after)}`,
        );
      },
    },
    {
      name: "schedule",
      summary: "Publish a post at a time ahead",
      description:
        'Publishes the post as last saved at the time given, within the next year; edits saved before then go out with it. A time without a zone is read in the owner\'s (OWNER_TIME_ZONE): "2026-12-01 09:00", "2026-12-01T09:00", "December 1, 2026 9:00 AM"; one with a zone is converted ("2026-12-01 9 AM EST", "2026-12-01T17:00Z"). The running server publishes it then, once, whichever instance; one that was stopped at that time publishes it within a minute of its start. \'posts unpublish\' cancels it.',
      positionals: [POST_ARGUMENT],
      options: {
        at: { type: "string", value: "<time>", description: "When to publish, in your time zone unless a zone is given", required: true },
      },
      examples: ['posts schedule my-first-post --at "2026-12-01 09:00"', 'posts schedule my-first-post --at "2026-12-01T17:00Z"'],
      async run(context, { options, positionals }) {
        const post = await findPost(context, positionals[0]!);
        const scheduled = readyResult(
          await context.call("schedulePost", { id: post.id, at: options.at as string }),
          positionals[0]!,
          "posts schedule",
        );
        context.io.stdout(`Scheduled for ${ownerStampIn(context, scheduled.scheduledAt)}:\n${describePost(context, scheduled)}`);
      },
    },
    {
      name: "revisions",
      summary: "List a post's saved revisions, newest first",
      positionals: [POST_ARGUMENT],
      examples: ["posts revisions my-first-post"],
      async run(context, { positionals }) {
        const post = await findPost(context, positionals[0]!);
        const rows = resultOf(await context.call("listPostRevisions", { id: post.id }), "posts revisions");
        context.io.stdout(
          formatTable(
            ["revision", "saved", "by", "title"],
            rows.map((row) => [
              `${row.revision}${row.revision === post.revision ? " (now)" : ""}`,
              ownerStampIn(context, row.savedAt),
              row.savedBy,
              row.title || "(untitled)",
            ]),
          ),
        );
      },
    },
    {
      name: "restore",
      summary: "Save an earlier revision's fields as the post's newest",
      description: "Saves the fields of an earlier revision as the post's next revision; nothing is lost, the revisions between stay.",
      positionals: [POST_ARGUMENT, { name: "revision", description: "The revision to bring back (see 'posts revisions')" }],
      examples: ["posts restore my-first-post 3"],
      async run(context, { positionals }) {
        const [reference, revisionText] = positionals as [string, string];
        if (!/^\d{1,9}$/.test(revisionText) || Number(revisionText) < 1)
          throw new UsageError(`"${revisionText}" is not a revision number; 'posts revisions ${reference}' lists them`, "posts restore");
        const post = await findPost(context, reference);
        const saved = unlessConflict(
          context,
          await context.call("restorePostRevision", { id: post.id, revision: Number(revisionText), baseRevision: post.revision }),
          "posts restore",
        );
        context.io.stdout(`Restored revision ${revisionText} as revision ${saved.revision}:\n${describePost(context, saved)}`);
      },
    },
    {
      name: "preview",
      summary: "Print a private link to read a post as last saved, published or not",
      positionals: [POST_ARGUMENT],
      examples: ["posts preview my-first-post"],
      async run(context, { positionals }) {
        const post = await findPost(context, positionals[0]!);
        const link = resultOf(await context.call("postPreviewLink", { id: post.id }), "posts preview");
        context.io.stdout(`${link.url}\n`);
        context.io.stderr(`Anyone with the link can read the post as last saved until ${ownerStampIn(context, link.expiresAt)}.\n`);
      },
    },
    {
      name: "delete",
      summary: "Delete a post that is not on the blog, with its revisions",
      description:
        "Deletes a draft, scheduled or unpublished post and every revision of it, for good. A published post is unpublished first.",
      positionals: [POST_ARGUMENT],
      options: { yes: { type: "boolean", description: "Delete it: without it the command only says what would go" } },
      examples: ["posts delete my-old-draft --yes"],
      async run(context, { options, positionals }) {
        const post = await findPost(context, positionals[0]!);
        const title = post.fields.title ? `“${post.fields.title}”` : `the untitled post /blog/${post.fields.slug}`;
        if (!options.yes)
          throw new UsageError(
            `this deletes ${title} and its ${post.revision === 1 ? "one revision" : `${post.revision} revisions`} for good: run it again with --yes`,
            "posts delete",
          );
        resultOf(await context.call("deletePost", { id: post.id }), "posts delete");
        context.io.stdout(`Deleted ${title} (${post.id}).\n`);
      },
    },
  ],
};
