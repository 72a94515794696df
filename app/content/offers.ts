/**
 * What the site sells and at what price, as the pages read it: each course's regular price, its
 * offer and checkout; each service's price and booking link; the full guide's price and checkout.
 * The content (courses.ts, services.ts, use-case-finder.ts) and the configuration (the checkout
 * links, the booking calendar) give the defaults; what the owner saves in the console's Offers
 * page stands over them (app/content/site-values.server.ts, decision 068). Browser-safe.
 */
import { offerIsOpen } from "~/lib/course-offer";
import { businessBuilding, DEFAULT_COURSE_PRICING, executiveCoach, jobHunting, type CourseOffer, type CourseSlug } from "./courses";
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
          regular: DEFAULT_COURSE_PRICING[course.slug].regular,
          ...(DEFAULT_COURSE_PRICING[course.slug].regularOrMore ? { regularOrMore: true } : {}),
          offer: { ...DEFAULT_COURSE_PRICING[course.slug].offer },
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

/**
 * A course's prices as a page shows them at one moment: the effective offer, and whether it still
 * stands then. A page judges it when its loader runs; its words (and so its kept render) change
 * with the verdict.
 */
export interface CourseDeal extends CourseOffers {
  offerOpen: boolean;
}

export function courseDeal(offers: Offers, slug: CourseSlug, now: Date): CourseDeal {
  const course = offers.courses[slug];
  return { ...course, offerOpen: offerIsOpen(course.offer, now) };
}
