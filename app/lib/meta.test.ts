import { expect, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
import { pageMeta, personJsonLd } from "./meta";

const site = { ...defaultSiteConfig, ownerName: "Jamie Rivera", siteUrl: "https://ai.example.org" };
const args = (pathname: string) => ({ matches: [{ id: "root", loaderData: { site, renderedYear: 2026 } }], location: { pathname } });

test("titles end with the owner's name, or lead with it on request", () => {
  expect(pageMeta({ title: "Contact", description: "d" }, args("/contact"))[0]).toEqual({ title: "Contact | Jamie Rivera" });
  expect(pageMeta({ title: "AI educator", description: "d", nameFirst: true }, args("/"))[0]).toEqual({
    title: "Jamie Rivera | AI educator",
  });
});

test("canonical URL, Open Graph and Twitter tags come from SITE_URL and the page", () => {
  const meta = pageMeta({ title: "About", description: "Who I am." }, args("/about"));
  expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://ai.example.org/about" });
  expect(meta).toContainEqual({ property: "og:url", content: "https://ai.example.org/about" });
  expect(meta).toContainEqual({ property: "og:type", content: "website" });
  expect(meta).toContainEqual({ property: "og:image", content: "https://ai.example.org/images/social-card.png" });
  expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  expect(meta).toContainEqual({ name: "twitter:description", content: "Who I am." });
});

test("the canonical URL never ends in a slash, except the home page's", () => {
  expect(pageMeta({ title: "Contact", description: "d" }, args("/contact/"))).toContainEqual({
    tagName: "link",
    rel: "canonical",
    href: "https://ai.example.org/contact",
  });
  expect(pageMeta({ title: "Home", description: "d" }, args("/"))).toContainEqual({
    tagName: "link",
    rel: "canonical",
    href: "https://ai.example.org/",
  });
});

test("a page can name another canonical path, its own image, noindex and JSON-LD", () => {
  const meta = pageMeta(
    {
      title: "Hub",
      description: "d",
      canonicalPath: "/resources",
      image: "/images/hub.png",
      imageAlt: "The hub",
      noindex: true,
      jsonLd: [{ "@type": "A" }, { "@type": "B" }],
    },
    args("/watch-me-ai"),
  );
  expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://ai.example.org/resources" });
  expect(meta).toContainEqual({ property: "og:image", content: "https://ai.example.org/images/hub.png" });
  expect(meta).toContainEqual({ property: "og:image:alt", content: "The hub" });
  expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  expect(meta.filter((tag) => "script:ld+json" in tag)).toHaveLength(2);
  expect(pageMeta({ title: "x", description: "d", image: "https://cdn.example.org/a.png" }, args("/x"))).toContainEqual({
    property: "og:image",
    content: "https://cdn.example.org/a.png",
  });
});

test("without the root data (an error before the config loaded) the title stands alone and no URL is made up", () => {
  const meta = pageMeta({ title: "Page Not Found", description: "Gone." }, { matches: [], location: { pathname: "/x" } });
  expect(meta).toContainEqual({ title: "Page Not Found" });
  expect(meta.some((tag) => "tagName" in tag)).toBe(false);
});

test("the owner is a schema.org Person with their profiles", () => {
  const person = personJsonLd(site, "Teaches AI.");
  expect(person).toMatchObject({ "@type": "Person", name: "Jamie Rivera", url: "https://ai.example.org" });
  expect(person.sameAs).toContain(site.social.linkedin);
});
