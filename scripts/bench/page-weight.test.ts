import { expect, test } from "vitest";
import { pageAssets, staticImports } from "./page-weight.mjs";

// React Router's module script, as it writes it into a page with React.
const moduleScript = `import "/assets/manifest-1a2b.js";
import * as route0 from "/assets/root-abc.js";
import * as route1 from "/assets/events-def.js";
window.__reactRouterManifest = { "entry": { "module": "/assets/entry.client-xyz.js", "imports": ["/assets/not-loaded-by-this-page.js"] } };
window.__reactRouterRouteModules = {"root":route0,"routes/events":route1};
if (1 < 2) import("/assets/entry.client-xyz.js");`;
// What it loads: the manifest, the route modules and the entry, not every file the manifest names.
const moduleScriptLoads = ["/assets/entry.client-xyz.js", "/assets/events-def.js", "/assets/manifest-1a2b.js", "/assets/root-abc.js"];

const head = `<head><link rel="stylesheet" href="/assets/app-123.css" data-precedence="site"/><link rel="icon" href="/favicon.ico"/>`;
const data = `<script nonce="n">window.__reactRouterContext = {"basename":"/"};</script><script type="application/ld+json">{"@type":"Event"}</script>`;

test("a page as React Router writes it: module preloads, and a module script importing the route modules and the entry", () => {
  const html =
    `<html>${head}<link rel="modulepreload" href="/assets/entry.client-xyz.js" nonce="n"/>` +
    `<link rel="modulepreload" href="/assets/site-core-777.js" nonce="n"/></head>` +
    `<body>${data}<script nonce="n" type="module" async="">${moduleScript}</script></body></html>`;
  const { assets, inlineScripts } = pageAssets(html);
  expect([...assets].sort()).toEqual(["/assets/app-123.css", ...moduleScriptLoads, "/assets/site-core-777.js"]);
  expect(inlineScripts).toEqual([moduleScript]);
});

test("a page whose module script is added after the first paint from a JSON string, without preloads", () => {
  // The string as JSON.stringify writes it, with "<" escaped so that it cannot close the element.
  const text = JSON.stringify(moduleScript).replace(/</g, "\\u003c");
  expect(text).toContain(String.raw`import * as route0 from \"/assets/root-abc.js\"`);
  const loader =
    `document.documentElement.dataset.react="loading";requestAnimationFrame(function(){setTimeout(function(){` +
    `var s=document.createElement("script");s.type="module";s.nonce="n";s.textContent=${text};document.body.appendChild(s)})})`;
  const html = `<html>${head}</head><body>${data}<script nonce="n">${loader}</script></body></html>`;
  const { assets, inlineScripts } = pageAssets(html);
  expect([...assets].sort()).toEqual(["/assets/app-123.css", ...moduleScriptLoads]);
  expect(inlineScripts).toEqual([loader]);
});

test("a page without React: its stylesheet and its inline page script, no module", () => {
  const pageScript = `var e=document.querySelector("header[data-scrolled]");e&&e.addEventListener("click",function(){});`;
  const { assets, inlineScripts } = pageAssets(`<html>${head}</head><body>${data}<script nonce="n">${pageScript}</script></body></html>`);
  expect([...assets]).toEqual(["/assets/app-123.css"]);
  expect(inlineScripts).toEqual([pageScript]);
});

test("a module's static imports are followed, its lazy chunks are not", () => {
  const chunk = `import{r as e,t}from"./rolldown-runtime-X.js";import"./side-effect-Y.js";var a=()=>import("./dialog-Z.js");export{a};`;
  expect(staticImports(chunk)).toEqual(["./rolldown-runtime-X.js", "./side-effect-Y.js"]);
});
