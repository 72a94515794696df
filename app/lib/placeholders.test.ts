import { expect, test } from "vitest";
import { splitPlaceholders } from "./placeholders";

test("bracketed parts are placeholders; the rest is text; nothing is lost", () => {
  const text = "Hi [Manager's name],\nIt costs [price] and [number] hours.";
  const parts = splitPlaceholders(text);
  expect(parts).toEqual([
    { text: "Hi ", placeholder: false },
    { text: "[Manager's name]", placeholder: true },
    { text: ",\nIt costs ", placeholder: false },
    { text: "[price]", placeholder: true },
    { text: " and ", placeholder: false },
    { text: "[number]", placeholder: true },
    { text: " hours.", placeholder: false },
  ]);
  expect(parts.map((part) => part.text).join("")).toBe(text);
});

test("brackets that span lines or never close are plain text", () => {
  expect(splitPlaceholders("a [b\nc] d [e")).toEqual([{ text: "a [b\nc] d [e", placeholder: false }]);
  expect(splitPlaceholders("")).toEqual([]);
});
