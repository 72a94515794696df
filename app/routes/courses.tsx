import { PageHeader } from "~/components/page-header";
import { courseCards, upcomingCards } from "~/content/course-cards";
import { coursesPageCopy as copy, coursesPageMeta } from "~/content/courses-page";
import { getSiteValues, siteValuesStand } from "~/content/site-values.server";
import { databaseContext, keepWhile } from "~/context";
import { CourseCard } from "~/features/courses/course-card";
import { UpcomingCard } from "~/features/courses/upcoming-card";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/courses";

/**
 * Nothing here needs React in the browser. The cards are a function of the offers in force, so the
 * page is rendered once per change to them, and again when an offer ends (the data carries the verdict).
 */
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta(coursesPageMeta, args);

/** Each course with its price in force: the cards travel as loader data (in the HTML), not in the page's JavaScript. */
export async function loader({ context }: Route.LoaderArgs) {
  const database = context.get(databaseContext);
  const values = await getSiteValues(database);
  keepWhile(context, siteValuesStand(database, values));
  return { courses: courseCards(values.offers, new Date(), copy.button), upcoming: upcomingCards };
}

export default function CoursesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page flex flex-col gap-section py-12 lg:py-16">
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <ul aria-label={copy.listLabel} className="grid gap-6 lg:grid-cols-3">
        {loaderData.courses.map((card, index) => (
          <li key={card.slug}>
            <CourseCard card={card} eager={index === 0} headingLevel="h2" />
          </li>
        ))}
      </ul>
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-h3 font-bold">
          {copy.upcomingHeading}
        </h2>
        <p className="mt-2 text-muted-foreground">{copy.upcomingIntro}</p>
        <ul className="mt-5 grid gap-4">
          {loaderData.upcoming.map((card) => (
            <li key={card.link.to}>
              <UpcomingCard card={card} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
