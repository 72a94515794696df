// @vitest-environment jsdom
import { expect, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
import { absolutizeHtml, rssXml } from "./rss.server";
import { postFromRow } from "./post-store.server";

const site = { ...defaultSiteConfig, siteUrl: "https://ai.example.org", ownerName: "Jamie Rivera" };

test("text that looks like markup is escaped, and ']]>' can't break out of the content", () => {
  const post = {
    ...postFromRow(
      {
        id: "p1",
        slug: "tricky",
        title: 'Ask <AI> & "win"',
        excerpt: "A test.",
        body: "<p>Tricky ]]> text</p>",
        coverImage: "/images/blog/tricky.svg",
        coverAlt: "A cover",
        seoTitle: "",
        seoDescription: "",
        readTime: null,
        updatedAt: new Date("2026-11-03T12:00:00Z"),
        publishedAt: new Date("2026-11-03T12:00:00Z"),
      },
      { timeZone: "UTC", now: new Date() },
    ),
    // What a sanitiser would never let through, to prove the feed's own escaping.
    html: "<p>Tricky ]]> text</p>",
  };
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

test("a feed's pictures name this site in their srcsets too", () => {
  expect(absolutizeHtml('<source srcset="/media/a-480.avif 480w, /media/a-960.avif 960w" />', "https://site.example")).toBe(
    '<source srcset="https://site.example/media/a-480.avif 480w, https://site.example/media/a-960.avif 960w" />',
  );
});
