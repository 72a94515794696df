import type { Price, ServiceOffering } from "~/content/services";
import type { SiteConfig } from "~/content/site-config";

function offer(price: Price) {
  const base = { "@type": "Offer", price: price.amount, priceCurrency: "USD" };
  if (price.per === "month") {
    // UN/CEFACT "MON": the price is charged per month.
    return {
      ...base,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: price.amount,
        priceCurrency: "USD",
        unitCode: "MON",
        unitText: "month",
      },
    };
  }
  if (price.from) {
    return { ...base, priceSpecification: { "@type": "PriceSpecification", minPrice: price.amount, priceCurrency: "USD" } };
  }
  return base;
}

/** schema.org Service with its Offer, one per service on the Work With Me page. */
export function servicesJsonLd(offerings: readonly ServiceOffering[], site: SiteConfig, path: string) {
  const provider = { "@type": "Person", name: site.ownerName, url: site.siteUrl };
  return offerings.map((service) => ({
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: `${site.siteUrl}${path}#${service.id}`,
    audience: { "@type": "Audience", audienceType: service.audience },
    provider,
    offers: offer(service.pricing),
  }));
}
