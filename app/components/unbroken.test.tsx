import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Unbroken } from "./unbroken";

test("a hyphenated word keeps its line; the rest of the text wraps as it likes", () => {
  expect(renderToStaticMarkup(<Unbroken text="Build a Meeting-Notes Agent, Live" />)).toBe(
    'Build a <span class="whitespace-nowrap">Meeting-Notes</span> Agent, Live',
  );
  expect(renderToStaticMarkup(<Unbroken text="tools and half-finished experiments" />)).toBe(
    'tools and <span class="whitespace-nowrap">half-finished</span> experiments',
  );
});

test("text without a hyphenated word, or with a lone dash, is left as it is", () => {
  expect(renderToStaticMarkup(<Unbroken text="Office hours - open to all" />)).toBe("Office hours - open to all");
});
