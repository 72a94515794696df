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

const ID = "a".repeat(64);
const images = new Map([[ID, { id: ID, contentType: "image/png" as const, width: 1200, height: 800, widths: [480, 960, 1200] }]]);

test("an uploaded picture is drawn at its sizes: AVIF and WebP srcsets, its own width and height", () => {
  const html = sanitizePostHtml(`<p><img src="/media/${ID}.png" alt="A chart"></p>`, images);
  expect(html).toBe(
    `<p><picture><source type="image/avif" srcset="/media/${ID}-480.avif 480w, /media/${ID}-960.avif 960w, /media/${ID}-1200.avif 1200w" sizes="(min-width: 48rem) 48rem, 100vw" />` +
      `<img src="/media/${ID}.png" srcset="/media/${ID}-480.webp 480w, /media/${ID}-960.webp 960w, /media/${ID}-1200.webp 1200w" sizes="(min-width: 48rem) 48rem, 100vw" alt="A chart" width="1200" height="800" loading="lazy" decoding="async" /></picture></p>`,
  );
  // The bare /media/<id> a cover may name, and markdown's image syntax, alike.
  expect(renderPostBody(`![Chart](/media/${ID})`, images).html).toContain(`<img src="/media/${ID}.png" srcset=`);
});

test.each([
  `<img src="/media/${ID}.png" srcset="javascript:alert(1) 1x" sizes="100vw">`,
  `<img src="/media/${ID}.png" srcset="//evil.example/x.png 2x, /ok.png 1x" alt="x">`,
  `<img src="/images/blog/a.png" srcset="data:image/svg+xml,<svg onload=alert(1)> 2x">`,
  `<img src="/images/blog/a.png" srcset="/media/${ID}-480.webp 480w" sizes="(min-width: 1px) 1px">`,
  `<img src="/media/${"b".repeat(64)}.png" srcset="https://evil.example/x.png 2x">`,
  `<picture><source srcset="https://evil.example/x.png" type="image/png"><img src="/images/a.png"></picture>`,
  `<img src="/media/${ID}.png" alt='" onerror="alert(1)'>`,
  `<img src="/media/${ID}.png" alt="><script>alert(1)</script>">`,
])("a hand-written srcset never passes: %s", (body) => {
  for (const known of [undefined, images]) {
    const html = sanitizePostHtml(body, known);
    expect(html).not.toMatch(/evil\.example|javascript:|data:|onerror="|<script|sizes="\(min-width: 1px\)/i);
    // A srcset or <source> left is the site's own, for a picture it knows.
    for (const [set] of html.matchAll(/srcset="[^"]*"/g))
      expect(set).toMatch(new RegExp(`^srcset="(/media/${ID}-\\d+\\.(avif|webp) \\d+w(, )?)+"$`));
  }
});

test.each(HOSTILE_POST_BODIES)("sanitised with uploaded pictures known: %s", (payload) => {
  const { html } = renderPostBody(payload, images);
  expect(unsafeMarkup(html)).toEqual([]);
  expect(html).not.toMatch(/(href|src|srcset)\s*=\s*"?\s*(javascript|vbscript|data):/i);
});
