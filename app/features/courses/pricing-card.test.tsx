// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { executiveCoachPage } from "~/content/course-executive-coach";
import { defaultOffers } from "~/content/offers";
import { defaultSiteConfig } from "~/content/site-config";
import { coursePurchase } from "./checkout-url";
import { PricingCard } from "./pricing-card";

afterEach(cleanup);

const pricing = defaultOffers(defaultSiteConfig).courses["executive-coach"];
const base = "https://courses.example.com/executive-coach/checkout";

function renderCard(offerOpen: boolean) {
  return render(
    <PricingCard
      pricing={pricing}
      purchase={coursePurchase(pricing, base, offerOpen)}
      offerOpen={offerOpen}
      includes={executiveCoachPage.pricing.includes}
      buttonLabel={executiveCoachPage.pricing.buttonLabel}
    />,
  );
}

test("while the early bird stands: $49 with the code, the regular $70, the savings and the last day", () => {
  const { container } = renderCard(true);
  const text = container.textContent ?? "";
  expect(text).toContain("$49");
  expect(text).toContain("Regular price $70.");
  expect(text).toContain("Save 30%");
  expect(text).toContain("Code EARLY-BIRD is applied when you click through to checkout.");
  expect(text).toContain("Early bird price until October 24.");
  const button = screen.getByRole("link", { name: /Enroll for \$49/ });
  expect(button.getAttribute("href")).toBe(`${base}?coupon=EARLY-BIRD`);
  expect(button.getAttribute("target")).toBe("_blank");
});

test("after the deadline: the regular price alone, no word of the offer that ended, and a link without the code", () => {
  const { container } = renderCard(false);
  const text = container.textContent ?? "";
  expect(text).toContain("$70");
  for (const missedDeal of ["Early bird", "$49", "EARLY-BIRD", "October 24", "ended", "Save", "until"])
    expect(text).not.toContain(missedDeal);
  const button = screen.getByRole("link", { name: /Enroll for \$70/ });
  expect(button.getAttribute("href")).toBe(base);
});
