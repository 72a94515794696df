// @vitest-environment jsdom
import { expect, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
import { absolutizeHtml, rssXml } from "./rss.server";
import { getPosts } from "./posts.server";
import type { Post } from "./parse-post.server";

const site = { ...defaultSiteConfig, siteUrl: "https://ai.example.org", ownerName: "Jamie Rivera" };

test("the feed is well-formed RSS 2.0 with every post in full, newest first", () => {
  const doc = new DOMParser().parseFromString(rssXml(getPosts(), site), "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  expect(doc.documentElement.getAttribute("version")).toBe("2.0");
  const items = [...doc.querySelectorAll("item")];
  expect(items).toHaveLength(getPosts().length);
  items.forEach((item, i) => {
    const post = getPosts()[i]!;
    expect(item.querySelector("title")?.textContent).toBe(post.title);
    expect(item.querySelector("link")?.textContent).toBe(`https://ai.example.org/blog/${post.slug}`);
    expect(new Date(item.querySelector("pubDate")!.textContent!).toISOString().slice(0, 10)).toBe(post.date);
    const content = item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]?.textContent;
    expect(content).toContain(post.html.slice(0, 200).replace(/href="\//g, 'href="https://ai.example.org/'));
  });
});

test("text that looks like markup is escaped, and ']]>' can't break out of the content", () => {
  const post = { ...getPosts()[0]!, title: 'Ask <AI> & "win"', html: "<p>Tricky ]]> text</p>" } as Post;
  const doc = new DOMParser().parseFromString(rssXml([post], site), "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  expect(doc.querySelector("item > title")?.textContent).toBe('Ask <AI> & "win"');
  const content = doc.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]?.textContent;
  expect(content).toContain("<p>Tricky ]]> text</p>");
});

test("relative links and images in the content get the site's address", () => {
  expect(absolutizeHtml('<a href="/x">x</a><img src="/i.svg"><a href="https://o.example/">o</a>', "https://ai.example.org")).toBe(
    '<a href="https://ai.example.org/x">x</a><img src="https://ai.example.org/i.svg"><a href="https://o.example/">o</a>',
  );
});
