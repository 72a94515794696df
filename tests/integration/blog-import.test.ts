// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { asc, eq } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
import { blogPostRevisions, blogPosts } from "~/db/schema";
import { postMarkdown } from "~/features/blog/post-markdown.server";
import { getPublicBlog, postFromRow } from "~/features/blog/post-store.server";
import { rssXml } from "~/features/blog/rss.server";
import { createDatabaseBefore, createTestDatabase, testDatabases } from "../db";

// What the six posts of content/blog/ rendered to before they moved into the database: the body's
// HTML and what the pages show of each, written by the file-based blog just before the move.
const FIXTURES = "tests/integration/fixtures/blog-before/";
interface Before {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  displayDate: string;
  heroImage: string;
  heroAlt: string;
  readTime: string;
  words: number;
  format: string;
}
const before = JSON.parse(readFileSync(`${FIXTURES}posts.json`, "utf8")) as Before[];
const site = { ...defaultSiteConfig, siteUrl: "https://ai.example.org", ownerName: "Jamie Rivera" };

describe.each(testDatabases())("the blog's import on %s", (kind) => {
  test("an existing site's posts arrive whole: slugs, dates and every byte of their HTML kept, newest first", async () => {
    const { handle, migrateRest } = await createDatabaseBefore(kind, "_blog_posts");
    onTestFinished(() => handle.close());
    await migrateRest();

    const rows = await handle.db.select().from(blogPosts);
    expect(rows.map((row) => row.status)).toEqual(before.map(() => "published"));
    const blog = await getPublicBlog(handle);
    expect(blog.posts.map((post) => post.slug)).toEqual(before.map((post) => post.slug));
    for (const expected of before) {
      const post = blog.bySlug.get(expected.slug)!;
      const { slug, title, excerpt, date, displayDate, heroImage, heroAlt, readTime, words, format } = post;
      expect({ slug, title, excerpt, date, displayDate, heroImage, heroAlt, readTime, words, format }).toEqual(expected);
      expect(post.html, expected.slug).toBe(readFileSync(`${FIXTURES}${expected.slug}.html`, "utf8"));
    }
    // Each post's first revision is the post as imported.
    const revisions = await handle.db.select().from(blogPostRevisions).orderBy(asc(blogPostRevisions.slug));
    expect(revisions.map((revision) => [revision.slug, revision.revision])).toEqual(
      [...before].sort((a, b) => a.slug.localeCompare(b.slug)).map((post) => [post.slug, 1]),
    );
    const [first] = await handle.db.select().from(blogPosts).where(eq(blogPosts.slug, revisions[0]!.slug));
    expect(revisions[0]!.body).toBe(first!.body);
  });

  test("a post's day is the owner's, whatever their time zone", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.slug, "three-waves-ai-transformation"));
    for (const timeZone of ["Pacific/Honolulu", "America/Los_Angeles", "UTC", "Asia/Kolkata", "Asia/Tokyo"]) {
      expect(postFromRow(row!, { timeZone, now: new Date() }).date, timeZone).toBe("2026-09-08");
    }
  });

  test("the feed and the Markdown copies are made from the stored posts", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    const { posts, bySlug } = await getPublicBlog(handle);

    const doc = new DOMParser().parseFromString(rssXml(posts, site), "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(posts.length);
    items.forEach((item, i) => {
      const post = posts[i]!;
      expect(item.querySelector("title")?.textContent).toBe(post.title);
      expect(item.querySelector("link")?.textContent).toBe(`https://ai.example.org/blog/${post.slug}`);
      expect(new Date(item.querySelector("pubDate")!.textContent!).toISOString().slice(0, 10)).toBe(post.date);
      const content = item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]?.textContent;
      expect(content).toContain(post.html.slice(0, 200).replace(/href="\//g, 'href="https://ai.example.org/'));
    });

    // A markdown post is served as written, under a title, summary and byline.
    const waves = bySlug.get("three-waves-ai-transformation")!;
    const md = postMarkdown(waves, site);
    expect(md.startsWith(`# ${waves.title}\n\n> ${waves.excerpt}\n\nBy Jamie Rivera · September 8, 2026 · ${waves.readTime}`)).toBe(true);
    expect(md).toContain("Source: https://ai.example.org/blog/three-waves-ai-transformation");
    expect(md).toContain("## Wave 1: Personal productivity");
    expect(md).not.toMatch(/<[a-z]/i);

    // An HTML post is converted, with no tags left.
    const meetings = postMarkdown(bySlug.get("colleagues-secretly-recording-meetings")!, site);
    expect(meetings).toContain("## Agree on team norms in one meeting");
    expect(meetings).toContain("1. **Announce it.** Whoever runs a note-taker");
    expect(meetings).toContain("[meeting insights prompts](https://ai.example.org/meeting-insights-prompts)");
    expect(meetings).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(meetings).not.toMatch(/&[a-z]+;/);
  });
});
