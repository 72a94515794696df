import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
import { FREE_FOR_NOW, SMART_PROMPT_COUNT } from "~/content/guides";
import { guides } from "./all";

test("the five guide pages, each with its own form and container", () => {
  expect(guides.map((guide) => guide.path)).toEqual([
    "/lovable-guide",
    "/meeting-insights-prompts",
    "/vibe-code-job-hunting",
    "/smart-prompt-sheet",
    "/build-a-weekly-win-report",
  ]);
  expect(new Set(guides.map((guide) => guide.formKey)).size).toBe(guides.length);
  expect(new Set(guides.map((guide) => defaultSiteConfig.newsletter.forms[guide.formKey])).size).toBe(guides.length);
  expect(new Set(guides.map((guide) => guide.containerId)).size).toBe(guides.length);
  expect(guides.map((guide) => guide.containerId)).not.toContain("convertkit-form-hero-simple");
});

test("each cover exists and is drawn at the size the page reserves for it", () => {
  for (const guide of guides) {
    const svg = readFileSync(new URL(`../../../public${guide.cover.src}`, import.meta.url), "utf8");
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
    expect(root, guide.cover.src).toContain(`width="${guide.cover.width}"`);
    expect(root, guide.cover.src).toContain(`height="${guide.cover.height}"`);
    expect(root, guide.cover.src).toContain(`viewBox="0 0 ${guide.cover.width} ${guide.cover.height}"`);
  }
});

test("each page has what a guide page needs and a real sample", () => {
  for (const guide of guides) {
    expect(guide.notes, guide.path).toContain(FREE_FOR_NOW);
    expect(guide.learn.length, guide.path).toBeGreaterThanOrEqual(4);
    expect(guide.samples.length, guide.path).toBeGreaterThanOrEqual(2);
    expect(guide.audience.length, guide.path).toBeGreaterThanOrEqual(3);
    // Titles and descriptions are this page's own (routes.spec checks uniqueness across the site).
    expect(guide.meta.description.length, guide.path).toBeGreaterThan(80);
  }
});

test("the Smart Prompt Sheet's count comes from the one constant", () => {
  expect(SMART_PROMPT_COUNT).toBe(25);
  const sheet = guides.find((guide) => guide.path === "/smart-prompt-sheet");
  expect(sheet?.title).toContain(`${SMART_PROMPT_COUNT} prompts`);
  expect(sheet?.sampleIntro).toContain(`${SMART_PROMPT_COUNT}`);
});
