import { expect, test } from "vitest";
import { renderedOnce } from "./render-cache.server";

test("a page is rendered once and given each response's nonce; the pages kept are bounded by their characters too", async () => {
  const renders: string[] = [];
  const render = (name: string, length: number) => async (nonce: string) => {
    renders.push(name);
    return { html: `<p nonce="${nonce}">${name}</p>`.padEnd(length, " "), failed: false };
  };

  expect((await renderedOnce("a", "n1", render("a", 1_500_000))).html).toMatch(/^<p nonce="n1">a<\/p>/);
  expect((await renderedOnce("a", "n2", render("a", 1_500_000))).html).toMatch(/^<p nonce="n2">a<\/p>/);
  expect(renders).toEqual(["a"]);

  // Two more pages of 1.5 million characters: over the 4 million kept, the least recently used goes.
  await renderedOnce("b", "n3", render("b", 1_500_000));
  await renderedOnce("c", "n4", render("c", 1_500_000));
  await renderedOnce("b", "n5", render("b", 1_500_000));
  await renderedOnce("c", "n6", render("c", 1_500_000));
  expect(renders).toEqual(["a", "b", "c"]);
  await renderedOnce("a", "n7", render("a", 1_500_000));
  expect(renders).toEqual(["a", "b", "c", "a"]);
});
