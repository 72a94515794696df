import type { ServiceOffers } from "~/content/offers";
import { BOOKING_LINK, OWNER_EMAIL, type ServiceOffering } from "~/content/services";
import type { SiteConfig } from "~/content/site-config";

/** A content link with the site config's booking calendar and e-mail address filled in. */
export function resolveLink(link: string, site: Pick<SiteConfig, "bookingUrl" | "ownerEmail">): string {
  return link.replace(BOOKING_LINK, site.bookingUrl).replace(OWNER_EMAIL, site.ownerEmail);
}

/** A service whose call-to-action links point where this deploy's config says. */
export function resolveServiceLinks(service: ServiceOffering, site: Pick<SiteConfig, "bookingUrl" | "ownerEmail">): ServiceOffering {
  return {
    ...service,
    ctaLink: resolveLink(service.ctaLink, site),
    secondaryCta: service.secondaryCta && { ...service.secondaryCta, link: resolveLink(service.secondaryCta.link, site) },
  };
}

/**
 * A service as the page offers it: at its price in force, its button leading to its own booking
 * link (the effective offers), its other links where the site config says.
 */
export function offeredService(
  service: ServiceOffering,
  offer: ServiceOffers | undefined,
  site: Pick<SiteConfig, "bookingUrl" | "ownerEmail">,
): ServiceOffering {
  const resolved = resolveServiceLinks(service, site);
  if (!offer) return resolved;
  return {
    ...resolved,
    pricing: { ...service.pricing, amount: offer.price },
    ctaLink: service.ctaLink === BOOKING_LINK && offer.bookingUrl ? offer.bookingUrl : resolved.ctaLink,
  };
}
