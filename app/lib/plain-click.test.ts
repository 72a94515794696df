import { expect, test } from "vitest";
import { isPlainClick } from "./plain-click";

const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

test("a plain left click is the page's; a modified, middle or taken one stays the browser's", () => {
  expect(isPlainClick(click)).toBe(true);
  for (const change of [
    { metaKey: true },
    { ctrlKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
    { defaultPrevented: true },
  ]) {
    expect(isPlainClick({ ...click, ...change }), JSON.stringify(change)).toBe(false);
  }
});
