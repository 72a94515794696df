import { expect, test } from "vitest";
import { HOSTILE_POST_BODIES, unsafeMarkup } from "./hostile-post-bodies";
import { detectFormat, markdownToHtml, renderPostBody, sanitizePostHtml } from "./render-post-body.server";

test.each([
  ["<p>Hello</p>", "html"],
  ["  \n<h2>Why</h2><p>Because.</p>", "html"],
  ['<section class="intro"><p>Hi</p></section>', "html"],
  ["<ul><li>One</li></ul>", "html"],
  ["## Why\n\nBecause.", "markdown"],
  ["Plain words with a <br> inside.", "markdown"],
  ["<strong>Bold</strong> opening words, then markdown.", "markdown"],
  ["<paragraph>not a tag we know</paragraph>", "markdown"],
])("%j is %s", (body, format) => {
  expect(detectFormat(body)).toBe(format);
});

test("the markdown posts use: headings, bullet lists, numbered lists and bold", () => {
  const html = renderPostBody(
    ["## The plan", "", "Do **three** things:", "", "- Audit", "- Draft", "", "1. First", "2. Second", "", "### Detail"].join("\n"),
  ).html;
  expect(html).toContain("<h2>The plan</h2>");
  expect(html).toContain("<p>Do <strong>three</strong> things:</p>");
  expect(html).toMatch(/<ul>\s*<li>Audit<\/li>\s*<li>Draft<\/li>\s*<\/ul>/);
  expect(html).toMatch(/<ol>\s*<li>First<\/li>\s*<li>Second<\/li>\s*<\/ol>/);
  expect(html).toContain("<h3>Detail</h3>");
});

test("an h1 in a body becomes an h2: the post's title is the page's only h1", () => {
  expect(renderPostBody("# Big").html).toBe("<h2>Big</h2>\n");
  expect(renderPostBody("<h1>Big</h1>").html).toBe("<h2>Big</h2>");
});

test("an HTML body keeps its structure", () => {
  const body = '<h2>Why</h2><p>It <em>matters</em>.</p><blockquote><p>Prompt text</p></blockquote><ol start="3"><li>Three</li></ol>';
  const { format, html } = renderPostBody(body);
  expect(format).toBe("html");
  expect(html).toBe(body);
});

test("links to other sites open a new tab, say so to screen readers, and can't reach back to this page", () => {
  const html = sanitizePostHtml('<p><a href="https://example.org/x" target="_self" rel="opener">Guide</a></p>');
  expect(html).toBe(
    '<p><a href="https://example.org/x" target="_blank" rel="noopener noreferrer">Guide<span class="sr-only"> (opens in a new tab)</span></a></p>',
  );
});

test("links to this site's pages stay in the tab", () => {
  expect(sanitizePostHtml('<p><a href="/resources/rodi-cheat-sheet" target="_blank">Cheat sheet</a></p>')).toBe(
    '<p><a href="/resources/rodi-cheat-sheet">Cheat sheet</a></p>',
  );
  expect(markdownToHtml("[Guide](/lovable-guide)")).toContain('<a href="/lovable-guide">Guide</a>');
});

test.each(HOSTILE_POST_BODIES)("sanitised: %s", (payload) => {
  const { html } = renderPostBody(payload);
  expect(unsafeMarkup(html)).toEqual([]);
});
