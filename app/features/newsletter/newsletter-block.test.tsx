// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { newsletterCopyFor } from "~/content/newsletter";
import { defaultSiteConfig, type NewsletterSender } from "~/content/site-config";
import { NewsletterBlock } from "./newsletter-block";

beforeEach(() => {
  // jsdom lays nothing out; the embed waits until its container is displayed, so answer as a browser would.
  vi.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([new DOMRect(0, 0, 300, 80)] as unknown as DOMRectList);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** After the frame in which the embed's script would go in (it waits for the page's load and the paint after it). */
const painted = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));

async function renderBlock(sender: NewsletterSender) {
  const site = { ...defaultSiteConfig, newsletter: { ...defaultSiteConfig.newsletter, sender } };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ site, renderedYear: 2026, footerSections: [], newsletter: newsletterCopyFor(sender) }),
      Component: () => <NewsletterBlock />,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByTestId("newsletter-form");
  await painted();
}

const kitScripts = () => [...document.querySelectorAll("script")].filter((script) => script.src.includes("kit.com"));

test("when the site sends the newsletter, the block loads no Kit embed: only the site's own form", async () => {
  await renderBlock("site");
  expect(document.querySelector("[data-embed-src]")).toBeNull();
  expect(kitScripts()).toHaveLength(0);
  expect(screen.getByTestId("newsletter-form")).toBeTruthy();
});

test("when Kit sends it, the block loads Kit's embed beside the site's own form, as before", async () => {
  await renderBlock("kit");
  expect(document.querySelector("[data-embed-src]")?.getAttribute("data-embed-src")).toBe("https://example.kit.com/hero-simple/index.js");
  expect(kitScripts()).toHaveLength(1);
});

test("the thank-you says what happens next, for each sender", () => {
  expect(newsletterCopyFor("site").thanksText).toContain("Nothing arrives until you press it");
  expect(newsletterCopyFor("kit").thanksText).not.toContain("Nothing arrives");
});
