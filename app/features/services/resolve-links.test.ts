import { expect, test } from "vitest";
import { executiveWorkshop, services } from "~/content/services";
import { resolveLink, resolveServiceLinks } from "./resolve-links";

const site = { bookingUrl: "https://cal.test/book", ownerEmail: "me@test.dev" };

test("service calls to action and intro calls go to the configured booking calendar", () => {
  for (const service of services.map((s) => resolveServiceLinks(s, site))) {
    expect(service.ctaLink).toBe("https://cal.test/book");
    if (service.secondaryCta) expect(service.secondaryCta.link).toBe("https://cal.test/book");
  }
  expect(services.some((s) => s.secondaryCta?.text === "Book a free 15-minute intro call")).toBe(true);
});

test("the workshop's Inquire is a mailto to the owner with a subject", () => {
  expect(resolveServiceLinks(executiveWorkshop, site).ctaLink).toBe("mailto:me@test.dev?subject=Executive%20workshop%20inquiry");
});

test("ordinary links pass through untouched", () => {
  expect(resolveLink("https://example.org/page", site)).toBe("https://example.org/page");
});
