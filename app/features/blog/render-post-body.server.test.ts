import { expect, test } from "vitest";
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

// From the usual XSS cheat sheets: scripts, handlers, dangerous URLs, and parser tricks.
const payloads = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<p>ok<script>document.cookie</script></p>",
  "<img src=x onerror=alert(1)>",
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  "<svg onload=alert(1)><circle r=1 /></svg>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<p onclick="alert(1)">click</p>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div onmouseover="alert(1)">hover</div>',
  "<body onload=alert(1)>",
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<input onfocus=alert(1) autofocus>",
  "<details open ontoggle=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  "<style>body{display:none}</style>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<<script>script>alert(1)<</script>/script>",
  '<img """><script>alert(1)</script>">',
  '<a href="https://example.org" onmouseover="alert(1)">x</a>',
  "[click](javascript:alert(1))",
  "![img](javascript:alert(1))",
  "Text <img src=x onerror=alert(1)> in markdown",
  "<!--<img src=x onerror=alert(1)>-->",
];

test.each(payloads)("sanitised: %s", (payload) => {
  const { html } = renderPostBody(payload);
  expect(html).not.toMatch(
    /<\s*(script|style|iframe|object|embed|form|input|button|svg|math|meta|base|link|body|details|video|source|noscript)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/(href|src)="\/\//);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  // Whatever is left is text or allowed markup: never an executable URL, even entity-encoded.
  expect(html.replace(/&[#a-z0-9]+;/gi, "")).not.toMatch(/javascript:alert/i);
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

test.each(payloads)("sanitised with uploaded pictures known: %s", (payload) => {
  const { html } = renderPostBody(payload, images);
  expect(html).not.toMatch(
    /<\s*(script|style|iframe|object|embed|form|input|button|svg|math|meta|base|link|body|details|video|noscript)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src|srcset)\s*=\s*"?\s*(javascript|vbscript|data):/i);
});
