import { expect, test } from "vitest";
import { ABOUT_YOU_MAX_LENGTH, ABOUT_YOU_MESSAGES, checkAboutYou } from "./about-you";

test("optional: missing, null and blank are fine and give no text", () => {
  expect(checkAboutYou(undefined)).toEqual({ ok: true, text: "" });
  expect(checkAboutYou(null)).toEqual({ ok: true, text: "" });
  expect(checkAboutYou("   ")).toEqual({ ok: true, text: "" });
});

test("trimmed, runs of spaces and a pasted headline's line breaks made one space", () => {
  expect(checkAboutYou("  Head of Support\n  at Acme\t| SaaS  ")).toEqual({ ok: true, text: "Head of Support at Acme | SaaS" });
});

test("capped after tidying: a long run of spaces does not count against it", () => {
  expect(checkAboutYou("x".repeat(ABOUT_YOU_MAX_LENGTH))).toMatchObject({ ok: true });
  expect(checkAboutYou(`${"x".repeat(ABOUT_YOU_MAX_LENGTH)} `)).toMatchObject({ ok: true });
  expect(checkAboutYou("x".repeat(ABOUT_YOU_MAX_LENGTH + 1))).toEqual({ ok: false, message: ABOUT_YOU_MESSAGES.tooLong });
});

test("control characters and anything but text are refused; other scripts and emoji are letters", () => {
  for (const control of ["\u0000", "\u001b[2J", "\u007f", "\u0085", "\u009b31m"])
    expect(checkAboutYou(`CEO${control}`)).toEqual({ ok: false, message: ABOUT_YOU_MESSAGES.control });
  for (const value of [42, ["CEO"], { role: "CEO" }, true])
    expect(checkAboutYou(value)).toEqual({ ok: false, message: ABOUT_YOU_MESSAGES.notText });
  expect(checkAboutYou("مديرة تسويق 🚀")).toEqual({ ok: true, text: "مديرة تسويق 🚀" });
});

test("a link in the text is just words: kept as written, never treated as something to open", () => {
  expect(checkAboutYou("see http://169.254.169.254/latest")).toEqual({ ok: true, text: "see http://169.254.169.254/latest" });
});
