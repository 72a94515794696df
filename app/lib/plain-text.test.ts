import { expect, test } from "vitest";
import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "./control-characters";
import { plainText } from "./plain-text";

test("control characters are found; letters of every script and emoji are not", () => {
  for (const text of ["a\u0000", "\u001b[31m", "\u0007", "\u007f", "\u0085", "\u009b"])
    expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
  for (const text of ["Zoë", "سارة", "שלום", "👩🏽‍💻", "O'Neil-Smith Jr."]) expect(hasControlCharacters(text)).toBe(false);
});

test("tab and line breaks pass only in free text", () => {
  expect(hasControlCharacters("a\tb\r\nc")).toBe(true);
  expect(hasControlCharacters("a\tb\r\nc", "free-text")).toBe(false);
  expect(hasControlCharacters("a\u0000b", "free-text")).toBe(true);
});

test("as a zod check it refuses with its message", () => {
  const result = z.string().check(plainText()).safeParse("Ana\u0000");
  expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  expect(z.string().check(plainText("free-text", "custom")).safeParse("x\u0001").error?.issues[0]?.message).toBe("custom");
});
