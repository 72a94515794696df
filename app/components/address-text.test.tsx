import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { AddressText, addressParts } from "./address-text";

describe("addressParts", () => {
  test("an e-mail address breaks after its @ and before its dots, never at a hyphen", () => {
    expect(addressParts("design-review-390@example.org")).toEqual(["design-review-390@", "example", ".org"]);
  });

  test("a link keeps its scheme whole and breaks after each path slash", () => {
    expect(addressParts("https://meet.example.com/work-waves-2?pwd=ab&x=1")).toEqual([
      "https://meet",
      ".example",
      ".com/",
      "work-waves-2",
      "?pwd=ab",
      "&x=1",
    ]);
  });

  test("the parts put together are the address itself", () => {
    for (const text of ["a@b.c", "https://x.y/z/", "no-breaks-here", "/relative/path.ics"]) {
      expect(addressParts(text).join("")).toBe(text);
    }
  });
});

test("AddressText keeps each part on one line and offers a break between parts", () => {
  const html = renderToStaticMarkup(<AddressText text="ana-ruiz@example.org" />);
  expect(html).toBe(
    '<span class="whitespace-nowrap">ana-ruiz@</span><wbr/><span class="whitespace-nowrap">example</span><wbr/><span class="whitespace-nowrap">.org</span>',
  );
});
