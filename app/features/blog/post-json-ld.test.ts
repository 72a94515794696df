import { expect, test } from "vitest";
import { blogPostingJsonLd } from "./post-json-ld";

test("a post is a schema.org BlogPosting with absolute URLs, its author and its blog", () => {
  const ld = blogPostingJsonLd(
    {
      slug: "three-waves",
      title: "Three waves",
      excerpt: "How AI arrives.",
      date: "2026-09-08",
      words: 1100,
      image: "/images/blog/three-waves.jpg",
    },
    { siteUrl: "https://ai.example.org", ownerName: "Jamie Rivera" },
  );
  expect(ld).toMatchObject({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: "Three waves",
    description: "How AI arrives.",
    datePublished: "2026-09-08",
    image: "https://ai.example.org/images/blog/three-waves.jpg",
    url: "https://ai.example.org/blog/three-waves",
    mainEntityOfPage: { "@type": "WebPage", "@id": "https://ai.example.org/blog/three-waves" },
    author: { "@type": "Person", name: "Jamie Rivera" },
    isPartOf: { "@type": "Blog", name: "Work Waves", url: "https://ai.example.org/blog" },
  });
});
