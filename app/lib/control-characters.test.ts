import { expect, test } from "vitest";
import { hasControlCharacters, replaceControlCharacters } from "./control-characters";

test("one rule: C0, DEL and C1 are control characters; free text keeps tab and line breaks", () => {
  for (const char of ["\u0000", "\u001b", "\u007f", "\u0085", "\u009f"]) {
    expect(hasControlCharacters(`a${char}b`)).toBe(true);
    expect(hasControlCharacters(`a${char}b`, "free-text")).toBe(true);
  }
  for (const char of ["\t", "\n", "\r"]) {
    expect(hasControlCharacters(`a${char}b`)).toBe(true);
    expect(hasControlCharacters(`a${char}b`, "free-text")).toBe(false);
  }
  expect(hasControlCharacters("Zoë — 東京 🎉 \u202e")).toBe(false);
  // The same answer however often it is asked (the pattern is global).
  expect([1, 2, 3].map(() => hasControlCharacters("a\u0000"))).toEqual([true, true, true]);
});

test("control characters are removed, or replaced by a text or by what a function makes of each", () => {
  expect(replaceControlCharacters("ex\u0000am\u001bple.com\n")).toBe("example.com");
  expect(replaceControlCharacters("a\u0007b", " ")).toBe("a b");
  expect(replaceControlCharacters("a\tb\u0007", (char) => `<${char.charCodeAt(0)}>`, "free-text")).toBe("a\tb<7>");
});
