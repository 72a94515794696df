import { expect, test } from "vitest";
import { executiveWorkshop, services } from "~/content/services";
import { defaultSiteConfig } from "~/content/site-config";
import { servicesJsonLd } from "./services-json-ld";

const all = [...services, executiveWorkshop];

test("one Service with an Offer in US dollars for every service and the workshop", () => {
  const data = servicesJsonLd(all, defaultSiteConfig, "/work-with-me");
  expect(data.map((entry) => entry.name)).toEqual(all.map((service) => service.title));
  for (const entry of data) {
    expect(entry["@type"]).toBe("Service");
    expect(entry.offers).toMatchObject({ "@type": "Offer", priceCurrency: "USD" });
    expect(entry.provider).toEqual({ "@type": "Person", name: "Morgan Lee", url: "http://localhost:3000" });
    expect(entry.url).toMatch(/^http:\/\/localhost:3000\/work-with-me#[a-z-]+$/);
  }
});

test("prices come from the content: flat, per month and starting prices", () => {
  const byId = Object.fromEntries(servicesJsonLd(all, defaultSiteConfig, "/work-with-me").map((e, i) => [all[i]!.id, e.offers]));
  expect(byId["ai-ramp-up-for-execs"]).toEqual({ "@type": "Offer", price: 1000, priceCurrency: "USD" });
  expect(byId["personalized-ai-exec-coach"]).toMatchObject({ price: 1500 });
  expect(byId["ongoing-ai-advisory"]).toMatchObject({
    price: 5000,
    priceSpecification: { "@type": "UnitPriceSpecification", unitCode: "MON", price: 5000 },
  });
  expect(byId["executive-workshop"]).toMatchObject({ price: 5000, priceSpecification: { minPrice: 5000 } });
});
