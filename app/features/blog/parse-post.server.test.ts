import { expect, test } from "vitest";
import { parsePost, parsePosts, PostError } from "./parse-post.server";

const post = (frontMatter: string, body = "Some **useful** words about AI at work.") => `---\n${frontMatter}\n---\n\n${body}\n`;
const valid = [
  'title: "Three waves"',
  "excerpt: How AI arrives in a company.",
  'date: "2026-11-03"',
  "heroImage: /images/blog/three-waves.svg",
  "heroAlt: Three waves rising",
].join("\n");
const without = (field: string) =>
  valid
    .split("\n")
    .filter((line) => !line.startsWith(`${field}:`))
    .join("\n");

test("a valid post: front matter, slug from the file name, display date, computed read time, rendered body", () => {
  const parsed = parsePost("content/blog/three-waves.md", post(valid));
  expect(parsed).toMatchObject({
    slug: "three-waves",
    title: "Three waves",
    excerpt: "How AI arrives in a company.",
    date: "2026-11-03",
    displayDate: "November 3, 2026",
    heroImage: "/images/blog/three-waves.svg",
    readTime: "1 min read",
    format: "markdown",
    words: 7,
  });
  expect(parsed.html).toBe("<p>Some <strong>useful</strong> words about AI at work.</p>\n");
});

test("a read time in the front matter wins over the computed one", () => {
  expect(parsePost("content/blog/a.md", post(`${valid}\nreadTime: 9 min read`)).readTime).toBe("9 min read");
});

test("an unquoted YAML date is read as the same day", () => {
  expect(parsePost("content/blog/a.md", post(valid.replace('"2026-11-03"', "2026-11-03"))).date).toBe("2026-11-03");
});

test.each([
  ["a missing title", post(without("title")), "title is required"],
  ["an empty title", post(valid.replace('"Three waves"', '""')), "title is required"],
  ["a missing excerpt", post(without("excerpt")), "excerpt is required"],
  ["a missing hero image", post(without("heroImage")), "heroImage is required"],
  ["a missing date", post(without("date")), "date is required"],
  ["a date in words", post(valid.replace('"2026-11-03"', '"November 3, 2026"')), "date must be a real day written YYYY-MM-DD"],
  ["a day that does not exist", post(valid.replace('"2026-11-03"', '"2026-02-30"')), "date must be a real day written YYYY-MM-DD"],
  ["a date that is a number", post(valid.replace('"2026-11-03"', "20261103")), "date must be text"],
  ["a malformed read time", post(`${valid}\nreadTime: seven minutes`), 'readTime must look like "7 min read"'],
  ["a misspelt field", post(`${valid}\ntittle: Oops`), "unknown field tittle"],
  ["no front matter", "Just a body.", "front matter is missing"],
  ["front matter that is not YAML", post(`${valid}\ntitle: [unclosed`), "front matter is not valid YAML"],
  ["an empty body", post(valid, ""), "the post has no body"],
])("%s fails with the file's name and the reason", (_case, source, reason) => {
  const attempt = () => parsePost("content/blog/broken-post.md", source);
  expect(attempt).toThrow(PostError);
  expect(attempt).toThrow(/^content\/blog\/broken-post\.md: /);
  expect(attempt).toThrow(reason);
});

test("every problem of a post is reported at once", () => {
  const attempt = () => parsePost("content/blog/x.md", post(without("title").replace('"2026-11-03"', '"2026-13-01"')));
  expect(attempt).toThrow("content/blog/x.md: title is required; date must be a real day written YYYY-MM-DD");
});

test("a file name that is not a slug fails", () => {
  expect(() => parsePost("content/blog/My Post.md", post(valid))).toThrow("content/blog/My Post.md: the file name must be the slug");
});

test("posts come newest first", () => {
  const dated = (date: string) => post(valid.replace("2026-11-03", date));
  const posts = parsePosts({
    "/content/blog/old.md": dated("2026-06-01"),
    "/content/blog/new.md": dated("2026-11-01"),
    "/content/blog/middle.md": dated("2026-08-15"),
  });
  expect(posts.map((p) => p.slug)).toEqual(["new", "middle", "old"]);
});
