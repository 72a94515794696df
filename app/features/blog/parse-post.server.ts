import { parse as parseYaml, YAMLParseError } from "yaml";
import { formatPostDate } from "./post-date";
import { PostFrontMatterSchema, SLUG_PATTERN, type PostFrontMatter } from "./post-schema";
import { countWords, readTimeLabel } from "./read-time";
import { renderPostBody, type BodyFormat } from "./render-post-body.server";

export interface Post extends PostFrontMatter {
  slug: string;
  readTime: string;
  /** "November 3, 2026" */
  displayDate: string;
  format: BodyFormat;
  /** The body as written (markdown or HTML). */
  body: string;
  /** The body as sanitised HTML, ready for the page and the feed. */
  html: string;
  words: number;
}

/** A post that can't be published: the message names the file, so the build log points at it. */
export class PostError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file}: ${problems.join("; ")}`);
    this.name = "PostError";
  }
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits "---\n<yaml>\n---\n<body>" into its data and its body. */
export function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new PostError(file, ["front matter is missing: the file must open with a --- block"]);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    const reason = error instanceof YAMLParseError ? error.message.split("\n")[0] : String(error);
    throw new PostError(file, [`front matter is not valid YAML: ${reason}`]);
  }
  return { data: data ?? {}, body: source.slice(match[0].length).trim() };
}

/** The slug of "/content/blog/three-waves.md" is "three-waves". */
export function slugFromPath(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.md$/, "");
}

/** Reads, validates and renders one post file; throws a PostError naming the file when it can't. */
export function parsePost(file: string, source: string): Post {
  const slug = slugFromPath(file);
  const problems: string[] = [];
  if (!SLUG_PATTERN.test(slug)) problems.push("the file name must be the slug: lowercase words joined by hyphens");
  const { data, body } = splitFrontMatter(source, file);
  const parsed = PostFrontMatterSchema.safeParse(data);
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => issue.message));
  if (!body) problems.push("the post has no body");
  if (!parsed.success || problems.length) throw new PostError(file, problems);

  const { format, html } = renderPostBody(body);
  const words = countWords(format === "html" ? html : body);
  return {
    ...parsed.data,
    slug,
    readTime: parsed.data.readTime ?? readTimeLabel(words),
    displayDate: formatPostDate(parsed.data.date),
    format,
    body,
    html,
    words,
  };
}

/** Every post, newest first; posts of the same day by title. */
export function parsePosts(files: Record<string, string>): Post[] {
  const posts = Object.entries(files).map(([file, source]) => parsePost(file.replace(/^\//, ""), source));
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
