import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { expect, test } from "vitest";
import { deferScripts, deferScriptsStream } from "./defer-scripts.server";

const page = [
  '<html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="site"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="N1"/><link rel="modulepreload" href="/assets/root.js" nonce="N1"/>',
  '</head><body><main>Hello</main><script nonce="N1">window.__reactRouterContext = {};</script>',
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root.js";\n  window.x = "</script-ish>";\n\nimport("/assets/entry.client.js");</script>',
  "</body></html>",
].join("");

test("a page with React loses its module preloads, and its module script waits for the first paint", () => {
  const html = deferScripts(page);
  expect(html).not.toContain("modulepreload");
  expect(html).not.toContain('type="module" async');
  // The stylesheet and the router's context stay where they were.
  expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
  expect(html).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>');
  // The deferred script is one inline script with the same nonce, and its code cannot close it early.
  const deferred = html.match(/<script nonce="N1">document[\s\S]*?<\/script>/)![0];
  expect(deferred).not.toMatch(/<(?!script|\/script>$)/);
  expect(deferred).toContain('s.nonce="N1"');
  // Run it: it adds the original module code, without its line breaks and indentation, once the
  // frame after the first has come.
  const added: { type: string; nonce: string; textContent: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const source = deferred.slice('<script nonce="N1">'.length, -"</script>".length);
  const documentElement = { dataset: {} as Record<string, string> };
  new Function("requestAnimationFrame", "setTimeout", "document", source)(
    (fn: () => void) => frames.push(fn),
    (fn: () => void) => timers.push(fn),
    { documentElement, createElement: () => ({}), body: { appendChild: (element: (typeof added)[number]) => added.push(element) } },
  );
  expect(documentElement.dataset.react).toBe("loading");
  expect(added).toHaveLength(0);
  frames.shift()!();
  expect(added).toHaveLength(0);
  timers.shift()!();
  expect(added).toEqual([
    {
      type: "module",
      nonce: "N1",
      textContent: 'import * as route0 from "/assets/root.js";window.x = "</script-ish>";import("/assets/entry.client.js");',
    },
  ]);
});

test("a page without React is unchanged", () => {
  const html = '<html><head></head><body><main>Hi</main><script nonce="N">(()=>{})()</script></body></html>';
  expect(deferScripts(html)).toBe(html);
});

test("streamed in chunks cut anywhere, even inside a multi-byte character, the page comes out as the whole one does", async () => {
  const bytes = Buffer.from(page.replace("Hello", "Héllo – ✓"));
  for (const size of [1, 2, 3, 7, 50, 200]) {
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
    const out = await text(Readable.from(chunks).pipe(deferScriptsStream()));
    expect(out, `chunks of ${size}`).toBe(deferScripts(bytes.toString("utf8")));
  }
});
