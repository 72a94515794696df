import { data } from "react-router";
import { jobHuntingPage } from "~/content/course-ai-tools-job-hunting";
import { businessBuildingPage } from "~/content/course-business-building-ai";
import { executiveCoachPage } from "~/content/course-executive-coach";
import { courseJsonLd, faqJsonLd } from "~/features/courses/course-json-ld";
import { CoursePage, type CoursePageData } from "~/features/courses/course-page";
import { offerIsOpen } from "~/lib/course-offer";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/course";

/** Each course's page by its path in the route table (app/routes.ts mounts this module once per course). */
const courses: Record<string, () => CoursePageData> = {
  "courses/ai-tools-job-hunting": () => ({ course: "ai-tools-job-hunting", page: jobHuntingPage }),
  "courses/business-building-ai": () => ({ course: "business-building-ai", page: businessBuildingPage }),
  // The early bird has a deadline, judged per request: this path is never prerendered
  // (react-router.config.ts), and its HTML is reused while the verdict stays the same.
  "courses/executive-coach": () => ({
    course: "executive-coach",
    page: executiveCoachPage,
    offerOpen: offerIsOpen(executiveCoachPage.course.pricing.offer, new Date()),
  }),
};

/**
 * Nothing on a course page needs React in the browser: the page script runs its section bar. Its
 * HTML is a function of its loader data, so a page rendered per request is rendered once per data.
 */
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

/** The page's words travel as loader data (in the HTML), not in its JavaScript. */
export function loader({ pattern }: Route.LoaderArgs): CoursePageData {
  // The route's own path, as the table writes it (whatever the letter case the visitor used).
  const course = courses[pattern.replace(/^\//, "")];
  if (!course) throw data(null, { status: 404 });
  return course();
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { course } = args.loaderData.page;
  const site = siteFromMatches(args.matches);
  if (args.loaderData.course === "executive-coach") {
    const price = args.loaderData.offerOpen ? course.pricing.offer.price : course.pricing.regular;
    return pageMeta({ ...course.meta, jsonLd: site && courseJsonLd(course, site, price) }, args);
  }
  const { faq } = args.loaderData.page;
  return pageMeta({ ...course.meta, jsonLd: site && [courseJsonLd(course, site, course.pricing.offer.price), faqJsonLd(faq.items)] }, args);
};

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  return <CoursePage data={loaderData} />;
}
