// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";
import { freeGuides, popularResources } from "~/content/resource-cards";
import type { ResourceCard as Card } from "~/content/resources";
import { defaultSiteConfig } from "~/content/site-config";
import { ResourceCard } from "./resource-card";

afterEach(cleanup);

const card = (overrides: Partial<Card>): Card => ({
  id: "x",
  title: "A resource",
  description: "What it is.",
  link: "/somewhere",
  isComingSoon: false,
  buttonText: "Open",
  icon: "guide",
  ...overrides,
});

test("an internal card links in the tab; an external one opens a new tab and says so", () => {
  render(
    <MemoryRouter>
      <ResourceCard card={card({})} comingSoonLabel="Coming Soon" />
      <ResourceCard card={card({ id: "y", title: "Outside", link: "https://www.youtube.com/watch?v=abc" })} comingSoonLabel="Coming Soon" />
    </MemoryRouter>,
  );
  const inside = screen.getByRole("link", { name: "Open: A resource" });
  expect(inside.getAttribute("href")).toBe("/somewhere");
  expect(inside.getAttribute("target")).toBeNull();
  const outside = screen.getByRole("link", { name: /Open: Outside/ });
  expect(outside.getAttribute("target")).toBe("_blank");
  expect(outside.getAttribute("rel")).toBe("noopener noreferrer");
  expect(outside.textContent).toContain("(opens in a new tab)");
});

test("a coming-soon card has a disabled 'Coming Soon' button and no link", () => {
  render(
    <MemoryRouter>
      <ResourceCard card={card({ isComingSoon: true })} comingSoonLabel="Coming Soon" />
    </MemoryRouter>,
  );
  expect(screen.getByRole("button", { name: "Coming Soon" })).toHaveProperty("disabled", true);
  expect(screen.queryByRole("link")).toBeNull();
});

test("the hub's sections hold their links in their order", () => {
  expect(popularResources({ tutorialVideoUrl: "https://www.youtube.com/watch?v=abc" }).map((c) => c.link)).toEqual([
    "/ai-tools",
    "/smart-prompt-sheet",
    "https://www.youtube.com/watch?v=abc",
    "/resources/what-should-i-vibe-code",
  ]);
  expect(popularResources(defaultSiteConfig)[2]!.link).toBe(defaultSiteConfig.tutorialVideoUrl);
  expect(freeGuides().map((c) => [c.link, c.buttonText])).toEqual([
    ["/meeting-insights-prompts", "Get the Guide"],
    ["/vibe-code-job-hunting", "Get the Guide"],
    ["/lovable-guide", "Get the Guide"],
    ["/ai-glossary", "View"],
    ["/build-a-weekly-win-report", "Get the Guide"],
    ["/smart-prompt-sheet", "Get the Sheet"],
  ]);
});
