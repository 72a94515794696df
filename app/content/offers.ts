/**
 * What the site sells and at what price, as the pages read it: each course's regular price, its
 * offer and checkout; each service's price and booking link; the full guide's price and checkout.
 * The content (courses.ts, services.ts, use-case-finder.ts) and the configuration (the checkout
 * links, the booking calendar) give the defaults; what the owner saves in the console's Offers
 * page stands over them (app/content/site-values.server.ts, decision 068). Browser-safe.
 */
import { businessBuilding, executiveCoach, jobHunting, type CourseOffer, type CourseSlug } from "./courses";
import { executiveWorkshop, services } from "./services";
import type { SiteConfig } from "./site-config";
import { FULL_GUIDE_PRICE } from "./use-case-finder";

export interface CourseOffers {
  regular: number;
  /** The regular price is a floor ("$600+"). */
  regularOrMore?: boolean;
  offer: CourseOffer;
  checkoutUrl: string;
}

export interface ServiceOffers {
  price: number;
  /** Where its button leads: the booking calendar (a service the owner sells by e-mail has none). */
  bookingUrl?: string;
}

export interface Offers {
  courses: Record<CourseSlug, CourseOffers>;
  services: Record<string, ServiceOffers>;
  guide: { price: number; checkoutUrl?: string };
}

const courseList = [executiveCoach, jobHunting, businessBuilding] as const;

/** The offers as the content and the configuration give them, before anything the owner saved. */
export function defaultOffers(site: SiteConfig): Offers {
  return {
    courses: Object.fromEntries(
      courseList.map((course) => [
        course.slug,
        {
          regular: course.pricing.regular,
          ...(course.pricing.regularOrMore ? { regularOrMore: true } : {}),
          offer: { ...course.pricing.offer },
          checkoutUrl: site.courseCheckout[course.checkoutKey],
        },
      ]),
    ) as Record<CourseSlug, CourseOffers>,
    services: Object.fromEntries([
      ...services.map((service) => [service.id, { price: service.pricing.amount, bookingUrl: site.bookingUrl }] as const),
      [executiveWorkshop.id, { price: executiveWorkshop.pricing.amount }] as const,
    ]),
    guide: { price: FULL_GUIDE_PRICE, ...(site.guideCheckoutUrl ? { checkoutUrl: site.guideCheckoutUrl } : {}) },
  };
}
