import { expect, test } from "vitest";
import { headerLinks, isCurrentSection } from "./navigation";

const current = (pathname: string) => headerLinks.filter((link) => isCurrentSection(link, pathname)).map((link) => link.label);

test("the header marks the section the visitor is in, the hub under both of its addresses", () => {
  expect(current("/")).toEqual(["Home"]);
  expect(current("/watch-me-ai")).toEqual(["Watch Me AI"]);
  expect(current("/resources")).toEqual(["Watch Me AI"]);
  expect(current("/resources/rodi-cheat-sheet")).toEqual(["Watch Me AI"]);
  expect(current("/events")).toEqual(["Events"]);
  expect(current("/work-with-me")).toEqual(["Work With Me"]);
  expect(current("/courses")).toEqual(["Courses"]);
  expect(current("/courses/ai-tools-job-hunting")).toEqual(["Courses"]);
  expect(current("/blog")).toEqual(["Blog"]);
  expect(current("/blog/three-waves-ai-transformation")).toEqual(["Blog"]);
  expect(current("/archive")).toEqual([]);
  // A path that only starts with the same letters is another section.
  expect(current("/resourceful")).toEqual([]);
  expect(current("/about-us")).toEqual([]);
});
