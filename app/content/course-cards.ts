/**
 * The course cards of the course list (/courses) and the resource hub: each course's cover, title,
 * summary, length, its price in force (the effective offer, judged when the loader runs, as its
 * sales page shows it) and one button. Every course has a checkout, so every course is on sale and
 * its button goes straight to its sales page; only what is not on sale yet (the program in the
 * making) leads to an early-access list. Made by the pages' loaders only, so the cards travel as
 * loader data inside the HTML, not as the pages' JavaScript.
 */
import { formatRegularPrice } from "~/lib/course-offer";
import { formatPrice } from "~/lib/price";
import { courseList, type CourseCover, type CourseSlug } from "./courses";
import { COACHES_LEADERS_PROGRAM, coachesLeadersEarlyAccess } from "./early-access";
import { courseDeal, type CourseDeal, type Offers } from "./offers";

/** A price as a card shows it: what the visitor pays today, and while an offer stands, its name and the regular price. */
export interface CardPrice {
  amount: string;
  offer?: { label: string; regular: string };
}

export interface CourseCardData {
  slug: CourseSlug;
  title: string;
  summary: string;
  length: string;
  cover: CourseCover;
  price: CardPrice;
  link: { to: string; label: string };
}

/** What a card needs to show of a course's prices in force: the offer's price while it stands, the regular price after it. */
export function cardPrice(deal: CourseDeal): CardPrice {
  if (!deal.offerOpen) return { amount: formatRegularPrice(deal) };
  return { amount: formatPrice(deal.offer.price), offer: { label: deal.offer.label, regular: formatRegularPrice(deal) } };
}

/** Every course's card at `now`, in the list's order, its button reading `buttonLabel`. */
export function courseCards(offers: Offers, now: Date, buttonLabel: string): CourseCardData[] {
  return courseList.map((course) => ({
    slug: course.slug,
    title: course.title,
    summary: course.summary,
    length: course.length,
    cover: course.cover,
    price: cardPrice(courseDeal(offers, course.slug, now)),
    link: { to: course.path, label: buttonLabel },
  }));
}

export interface UpcomingCardData {
  badge: string;
  title: string;
  text: string;
  link: { to: string; label: string };
}

/** What is in the making: no price, no checkout, and its early-access list as its one button. */
export const upcomingCards: readonly UpcomingCardData[] = [
  {
    badge: coachesLeadersEarlyAccess.banner.badge,
    title: COACHES_LEADERS_PROGRAM,
    text: coachesLeadersEarlyAccess.banner.text,
    link: { to: "/ai-coaches-leaders", label: coachesLeadersEarlyAccess.form.heading },
  },
];
