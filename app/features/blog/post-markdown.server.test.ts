import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { absolutizeMarkdownLinks, htmlToMarkdown } from "./post-markdown.server";
import { markdownToHtml, sanitizePostHtml } from "./render-post-body.server";

test("sanitised HTML becomes Markdown: headings, lists, bold, emphasis, links, quotes", () => {
  const html = [
    "<h2>Why &amp; how</h2>",
    '<p>It <strong>really</strong> <em>matters</em>, see <a href="/guide">the guide</a>.</p>',
    "<ul>\n  <li>One</li>\n  <li><strong>Two</strong> items</li>\n</ul>",
    '<ol start="3"><li>Third</li><li>Fourth</li></ol>',
    "<h3>Prompt</h3>",
    "<blockquote><p>Summarise &quot;this&quot;.</p><p>Then stop.</p></blockquote>",
    '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">Out<span class="sr-only"> (opens in a new tab)</span></a></p>',
  ].join("\n");
  expect(htmlToMarkdown(html)).toBe(
    [
      "## Why & how",
      "It **really** _matters_, see [the guide](/guide).",
      "- One\n- **Two** items",
      "3. Third\n4. Fourth",
      "### Prompt",
      '> Summarise "this".\n>\n> Then stop.',
      "[Out](https://example.org)",
    ].join("\n\n"),
  );
});

test("links to this site's pages get its address; other links stay as they are", () => {
  expect(absolutizeMarkdownLinks("[a](/x) [b](https://o.example/y) [c](//cdn.example/z)", "https://ai.example.org")).toBe(
    "[a](https://ai.example.org/x) [b](https://o.example/y) [c](//cdn.example/z)",
  );
});

test("tables, images, links and nested lists survive the conversion", () => {
  const html = sanitizePostHtml(readFileSync(new URL("./fixtures/rich-post.html", import.meta.url), "utf8"));
  expect(htmlToMarkdown(html)).toBe(
    [
      "## Tools compared",
      [
        "| Tool | Price | Best for |",
        "| --- | --- | --- |",
        "| Lovable | $25 | Full apps from a prompt |",
        "| [Bolt](https://bolt.example/) | $20 | Quick **prototypes** |",
      ].join("\n"),
      ["| Plan | Seats |", "| --- | --- |", "| Team | 5 |"].join("\n"),
      "![A chart of three waves](/images/blog/sample.svg)\n\nThree waves",
      ["- Start here", "  - Read [the guide](/lovable-guide)", "  - Then build", "    1. Plan", "    2. Prompt", "- Share it"].join("\n"),
    ].join("\n\n"),
  );
});

test("Markdown from a post's HTML reads back as the same structure", () => {
  const html = sanitizePostHtml(readFileSync(new URL("./fixtures/rich-post.html", import.meta.url), "utf8"));
  const roundTrip = markdownToHtml(htmlToMarkdown(html));
  for (const fragment of [
    "<table>",
    "<th>Best for</th>",
    '<img src="/images/blog/sample.svg" alt="A chart of three waves"',
    '<a href="/lovable-guide">',
    "<ol>",
  ]) {
    expect(roundTrip).toContain(fragment);
  }
  expect(roundTrip).toMatch(/<li>Start here\s*<ul>/);
});
