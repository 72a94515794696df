import { expect, test } from "vitest";
import { heroImageSrc, socialImageSrc } from "./hero-image";

const service = "https://images.example.com/{id}?w=1600";

test("a hero path starting with '/' is local; anything else is an id in the image service", () => {
  expect(heroImageSrc("/images/blog/a.svg", service)).toBe("/images/blog/a.svg");
  expect(heroImageSrc("photo-123 abc", service)).toBe("https://images.example.com/photo-123%20abc?w=1600");
});

test("social cards use the JPEG twin of a local SVG hero, and image-service heroes as they are", () => {
  expect(socialImageSrc("/images/blog/a.svg", service)).toBe("/images/blog/a.jpg");
  expect(socialImageSrc("/images/blog/a.jpg", service)).toBe("/images/blog/a.jpg");
  expect(socialImageSrc("photo-123", service)).toBe("https://images.example.com/photo-123?w=1600");
});
