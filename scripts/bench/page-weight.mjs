// The JS and CSS a first visit to a page downloads and runs, in gzip bytes: what `npm run bench`
// prints per page, what the budgets scenario checks and what the lighthouse scenario reports.
import { gzipSync } from "node:zlib";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const TAG = /<(?:script|link)\b[^>]*>/g;
// `import x from "..."`, `import "..."`, `import { a } from "..."`: modules that load before the importer runs.
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[^"'`()]*?from\s*)?["']([^"']+\.js)["']/g;
// `import("...")` with a literal: in a module it loads later (a lazy chunk), in a page's inline script at once (the entry).
const DYNAMIC_IMPORT = /(?:^|[^\w$.])import\s*\(\s*["']([^"']+\.js)["']\s*\)/g;
// A string literal in script text, escapes included.
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"/g;

const attribute = (attributes, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

/** The specifiers a module imports statically (its `import` statements). */
export function staticImports(source) {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

/**
 * The inline script's code and, when it adds a module script from a string (`s.textContent = "..."`),
 * that string's code too: a page may defer its module script that way, escaping its quotes and "<".
 */
function codeOfInlineScript(script) {
  const texts = [script];
  for (const [literal] of script.matchAll(STRING_LITERAL)) {
    if (!literal.includes("import")) continue;
    try {
      texts.push(JSON.parse(literal));
    } catch {
      // Not a JSON string (a JS-only escape): no module code in it.
    }
  }
  return texts;
}

/**
 * What a page's HTML loads on a first visit, read from the HTML alone:
 * - `assets`: the /assets/ files of its <script src>, <link rel="modulepreload"> and stylesheet
 *   tags, and the modules its inline scripts import, statically or with `import("...")`, directly
 *   or from a module script they add (the modules those import are the caller's to follow);
 * - `inlineScripts`: the text of its inline scripts that are code. JSON scripts and React Router's
 *   `window.__reactRouterContext` scripts, which carry the loaders' data, are content, not code.
 */
export function pageAssets(html) {
  const assets = new Set();
  for (const [tag] of html.matchAll(TAG)) {
    const src = attribute(tag, "(?:src|href)");
    if (!src?.startsWith("/assets/")) continue;
    if (tag.startsWith("<script") || /rel="(?:modulepreload|stylesheet)"/.test(tag)) assets.add(src);
  }
  const inlineScripts = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const type = attribute(attributes, "type");
    if (attribute(attributes, "src") !== undefined || (type && type !== "module" && !type.includes("javascript"))) continue;
    if (body.trimStart().startsWith("window.__reactRouterContext")) continue;
    inlineScripts.push(body);
    for (const code of codeOfInlineScript(body)) {
      for (const [, specifier] of [...code.matchAll(STATIC_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)]) {
        if (specifier.startsWith("/assets/")) assets.add(specifier);
      }
    }
  }
  return { assets, inlineScripts };
}

/**
 * The JS and CSS a first visit to `path` downloads, gzip -9 per file, following the static imports
 * of every module it loads. `js` includes the page's inline code (`inlineJs`): a page without React
 * runs only that.
 */
export async function pageWeight(base, path) {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const { assets, inlineScripts } = pageAssets(await response.text());
  const bodies = new Map();
  const queue = [...assets].filter((url) => url.endsWith(".js"));
  while (queue.length) {
    const url = queue.pop();
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    bodies.set(url, body);
    for (const specifier of staticImports(body.toString("utf8"))) {
      if (!/^\.{0,2}\//.test(specifier)) continue;
      const next = new URL(specifier, base + url);
      if (assets.has(next.pathname)) continue;
      assets.add(next.pathname);
      queue.push(next.pathname);
    }
  }
  let js = 0;
  let css = 0;
  for (const url of assets) {
    const size = gzipSize(bodies.get(url) ?? Buffer.from(await (await fetch(base + url)).arrayBuffer()));
    if (url.endsWith(".css")) css += size;
    else js += size;
  }
  const inlineJs = inlineScripts.reduce((sum, script) => sum + gzipSize(Buffer.from(script)), 0);
  return { js: js + inlineJs, inlineJs, css, files: assets.size };
}
