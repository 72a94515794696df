import { existsSync } from "node:fs";
import { expect, test } from "vitest";
import { getPost, getPosts } from "./posts.server";

const slugs = [
  "ai-entrepreneurship-for-moms",
  "ai-native-startup-without-coding",
  "three-waves-ai-transformation",
  "spike-factor-unique-edge-ai-economy",
  "colleagues-secretly-recording-meetings",
  "personal-data-revolution",
];

test("the six posts load, newest first, all dated in the past", () => {
  const posts = getPosts();
  expect(posts.map((post) => post.slug).sort()).toEqual([...slugs].sort());
  const dates = posts.map((post) => post.date);
  expect(dates).toEqual([...dates].sort().reverse());
  for (const date of dates) expect(date < "2026-11-22").toBe(true);
});

test("each post is written in full: 700 to 1,400 words", () => {
  for (const post of getPosts()) {
    expect(post.words, post.slug).toBeGreaterThanOrEqual(700);
    expect(post.words, post.slug).toBeLessThanOrEqual(1400);
  }
});

test("both renderers are exercised by real posts", () => {
  const formats = new Set(getPosts().map((post) => post.format));
  expect(formats).toEqual(new Set(["html", "markdown"]));
});

test("every hero image exists, with a JPEG twin for social cards", () => {
  for (const post of getPosts()) {
    expect(post.heroImage, post.slug).toBe(`/images/blog/${post.slug}.svg`);
    expect(existsSync(`public${post.heroImage}`), post.heroImage).toBe(true);
    expect(existsSync(`public${post.heroImage.replace(/\.svg$/, ".jpg")}`), `${post.heroImage} JPEG`).toBe(true);
  }
});

test("posts are found by slug", () => {
  expect(getPost("three-waves-ai-transformation")?.title).toMatch(/Three Waves/);
  expect(getPost("no-such-post")).toBeUndefined();
});
