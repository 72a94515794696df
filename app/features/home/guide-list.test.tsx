// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";
import { type GuideLink, popularGuides, productsAndCommunities } from "~/content/home";
import { courseDeal, defaultOffers } from "~/content/offers";
import { defaultSiteConfig } from "~/content/site-config";
import { GuideList } from "./guide-list";

afterEach(cleanup);

const renderList = (title: string, guides: GuideLink[]) =>
  render(
    <MemoryRouter>
      <GuideList title={title} guides={guides} />
    </MemoryRouter>,
  );

test("an entry can carry a 'Coming soon' badge, and none of the home page's entries does yet", () => {
  renderList("Guides", [
    { id: "a", title: "Ready now", description: "Available today.", link: "/ready" },
    { id: "b", title: "Later", description: "Not out yet.", link: "/later", comingSoon: true },
  ]);
  expect(screen.getAllByText("Coming soon")).toHaveLength(1);
  expect(screen.getByRole("link", { name: /Later/ }).textContent).toContain("Coming soon");
  const products = productsAndCommunities(courseDeal(defaultOffers(defaultSiteConfig), "business-building-ai", new Date()));
  expect([...popularGuides, ...products].some((guide) => guide.comingSoon)).toBe(false);
});

test("internal links stay in the tab; external ones open a new tab and say so", () => {
  renderList("Mixed", [
    { id: "in", title: "Inside", description: "A page of this site.", link: "/inside" },
    { id: "out", title: "Outside", description: "Another site.", link: "https://community.example.com" },
  ]);
  const inside = screen.getByRole("link", { name: /Inside/ });
  expect(inside.getAttribute("href")).toBe("/inside");
  expect(inside.getAttribute("target")).toBeNull();
  const outside = screen.getByRole("link", { name: /Outside/ });
  expect(outside.getAttribute("target")).toBe("_blank");
  expect(outside.getAttribute("rel")).toBe("noopener noreferrer");
  expect(outside.textContent).toContain("(opens in a new tab)");
  expect(screen.getByRole("heading", { level: 2, name: "Mixed" })).toBeTruthy();
});
