import { expect, test } from "vitest";
import { renderedOnce } from "./render-cache.server";

test("a page is rendered once and given each response's nonce; the pages kept are bounded by their characters too", async () => {
  const renders: string[] = [];
  const render = (name: string, length: number) => async (nonce: string) => {
    renders.push(name);
    return { html: `<p nonce="${nonce}">${name}</p>`.padEnd(length, " "), failed: false };
  };

  expect((await renderedOnce("a", render("a", 1_500_000))).page.text("n1")).toMatch(/^<p nonce="n1">a<\/p>/);
  expect((await renderedOnce("a", render("a", 1_500_000))).page.text("n2")).toMatch(/^<p nonce="n2">a<\/p>/);
  expect(renders).toEqual(["a"]);

  // Two more pages of 1.5 million characters: over the 4 million kept, the least recently used goes.
  await renderedOnce("b", render("b", 1_500_000));
  await renderedOnce("c", render("c", 1_500_000));
  await renderedOnce("b", render("b", 1_500_000));
  await renderedOnce("c", render("c", 1_500_000));
  expect(renders).toEqual(["a", "b", "c"]);
  await renderedOnce("a", render("a", 1_500_000));
  expect(renders).toEqual(["a", "b", "c", "a"]);
});

test("a page whose render reported an error is answered but not kept", async () => {
  let renders = 0;
  const render = async (nonce: string) => ({ html: `<p nonce="${nonce}">${++renders}</p>`, failed: true });
  expect((await renderedOnce("failed", render)).failed).toBe(true);
  expect((await renderedOnce("failed", render)).page.text("n")).toBe('<p nonce="n">2</p>');
});
