import { expect, test } from "vitest";
import { postSitemapEntries } from "./post-sitemap";
import { getPosts } from "./posts.server";

test("the sitemap lists every post with its date", () => {
  const entries = postSitemapEntries();
  expect(entries).toEqual(expect.arrayContaining(getPosts().map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.date }))));
  expect(entries).toHaveLength(getPosts().length);
});
