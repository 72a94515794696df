import { data } from "react-router";
import { jobHuntingPage } from "~/content/course-ai-tools-job-hunting";
import { businessBuildingPage } from "~/content/course-business-building-ai";
import { executiveCoachPage } from "~/content/course-executive-coach";
import type { CourseSlug } from "~/content/courses";
import { courseDeal, type Offers } from "~/content/offers";
import { getSiteValues, siteValuesStand } from "~/content/site-values.server";
import { databaseContext, keepWhile } from "~/context";
import { coursePurchase } from "~/features/courses/checkout-url";
import { courseJsonLd, faqJsonLd } from "~/features/courses/course-json-ld";
import { CoursePage, type CoursePageData } from "~/features/courses/course-page";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/course";

/** The course's prices at `now`, and what its buttons buy at them. */
function priced(offers: Offers, slug: CourseSlug, now: Date) {
  const deal = courseDeal(offers, slug, now);
  return { deal, purchase: coursePurchase(deal, deal.checkoutUrl, deal.offerOpen) };
}

/** Each course's page by its path in the route table (app/routes.ts mounts this module once per course). */
const courses: Record<string, (offers: Offers, now: Date) => CoursePageData> = {
  "courses/ai-tools-job-hunting": (offers, now) => {
    const prices = priced(offers, "ai-tools-job-hunting", now);
    return { course: "ai-tools-job-hunting", page: jobHuntingPage(prices.deal), ...prices };
  },
  "courses/business-building-ai": (offers, now) => {
    const prices = priced(offers, "business-building-ai", now);
    return { course: "business-building-ai", page: businessBuildingPage(prices.deal), ...prices };
  },
  "courses/executive-coach": (offers, now) => ({
    course: "executive-coach",
    page: executiveCoachPage,
    ...priced(offers, "executive-coach", now),
  }),
};

/**
 * Nothing on a course page needs React in the browser: the page script runs its section bar. Its
 * HTML is a function of its loader data, so it is rendered once per data: per change to the
 * offers, and again when its offer ends (the data carries the verdict).
 */
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

/** The page's words, made for the offers in force, travel as loader data (in the HTML), not in its JavaScript. */
export async function loader({ pattern, context }: Route.LoaderArgs): Promise<CoursePageData> {
  // The route's own path, as the table writes it (whatever the letter case the visitor used).
  const course = courses[pattern.replace(/^\//, "")];
  if (!course) throw data(null, { status: 404 });
  const database = context.get(databaseContext);
  const values = await getSiteValues(database);
  keepWhile(context, siteValuesStand(database, values));
  return course(values.offers, new Date());
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { page, purchase } = args.loaderData;
  const site = siteFromMatches(args.matches);
  const courseLd = site && courseJsonLd(page.course, site, purchase.price);
  if (args.loaderData.course === "executive-coach") return pageMeta({ ...page.meta, jsonLd: courseLd }, args);
  const { faq } = args.loaderData.page;
  return pageMeta({ ...page.meta, jsonLd: courseLd && [courseLd, faqJsonLd(faq.items)] }, args);
};

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  return <CoursePage data={loaderData} />;
}
