import { expect, test } from "vitest";
import { keepForUrl, keptForUrl, renderedOnce } from "./render-cache.server";

test("a page is rendered once and given each response's nonce; the pages kept are bounded by their characters too", async () => {
  const renders: string[] = [];
  const render = (name: string, length: number) => async (nonce: string) => {
    renders.push(name);
    return { html: `<p nonce="${nonce}">${name}</p>`.padEnd(length, " "), failed: false };
  };

  expect((await renderedOnce("a", render("a", 3_000_000))).page.text("n1")).toMatch(/^<p nonce="n1">a<\/p>/);
  expect((await renderedOnce("a", render("a", 3_000_000))).page.text("n2")).toMatch(/^<p nonce="n2">a<\/p>/);
  expect(renders).toEqual(["a"]);

  // Two more pages of 3 million characters: over the 8 million kept, the least recently used goes.
  await renderedOnce("b", render("b", 3_000_000));
  await renderedOnce("c", render("c", 3_000_000));
  await renderedOnce("b", render("b", 3_000_000));
  await renderedOnce("c", render("c", 3_000_000));
  expect(renders).toEqual(["a", "b", "c"]);
  await renderedOnce("a", render("a", 3_000_000));
  expect(renders).toEqual(["a", "b", "c", "a"]);
});

test("a page whose render reported an error is answered but not kept", async () => {
  let renders = 0;
  const render = async (nonce: string) => ({ html: `<p nonce="${nonce}">${++renders}</p>`, failed: true });
  expect((await renderedOnce("failed", render)).failed).toBe(true);
  expect((await renderedOnce("failed", render)).page.text("n")).toBe('<p nonce="n">2</p>');
});

test("a page kept for its path answers it, whatever the query, while what it was made from stands, and no longer once it does not", async () => {
  const render = async (nonce: string) => ({ html: `<p nonce="${nonce}">the blog</p>`, failed: false });
  const { page } = await renderedOnce("blog-v1", render);
  let stands = true;
  const url = new URL("http://site.example/blog?x=1");
  keepForUrl(url, { key: "blog-v1", page, headers: new Headers({ "Cache-Control": "no-cache" }), stands: () => stands });

  const kept = keptForUrl(new URL("https://other.example/blog?x=1"));
  expect(kept?.page.text("n3")).toBe('<p nonce="n3">the blog</p>');
  expect(kept?.headers.get("Cache-Control")).toBe("no-cache");
  // A kept page reads no query: the path's every query, and its trailing slash, are the same page.
  expect(keptForUrl(new URL("http://site.example/blog"))?.page.text("n4")).toBe('<p nonce="n4">the blog</p>');
  expect(keptForUrl(new URL("http://site.example/blog/?utm_source=x"))?.page.text("n5")).toBe('<p nonce="n5">the blog</p>');
  expect(keptForUrl(new URL("http://site.example/blog/other"))).toBeUndefined();
  // A change to what it was made from: the router renders the next one.
  stands = false;
  expect(keptForUrl(url)).toBeUndefined();
  stands = true;
  expect(keptForUrl(url)).toBeUndefined();
  // A key the render cache no longer keeps is never kept for a URL.
  keepForUrl(url, { key: "never-rendered", page, headers: new Headers(), stands: () => true });
  expect(keptForUrl(url)).toBeUndefined();
});
