import { CalendarHeart, FlaskConical, GraduationCap, Lightbulb, Rocket, Search, Target, Workflow } from "lucide-react";
import { businessBuildingPage } from "~/content/course-business-building-ai";
import { BonusBundle } from "~/features/courses/bonus-bundle";
import { coursePurchase } from "~/features/courses/checkout-url";
import { ClosingCta } from "~/features/courses/closing-cta";
import { CourseFaq } from "~/features/courses/course-faq";
import { CourseHero } from "~/features/courses/course-hero";
import { courseJsonLd, faqJsonLd } from "~/features/courses/course-json-ld";
import { CourseSection } from "~/features/courses/course-section";
import { FeatureCards } from "~/features/courses/feature-cards";
import { InstructorCard } from "~/features/courses/instructor-card";
import { PricingCard } from "~/features/courses/pricing-card";
import { SectionNav } from "~/features/courses/section-nav";
import { formatRegularPrice } from "~/lib/course-offer";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { formatPrice } from "~/lib/price";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/course-business-building-ai";
import type { RouteHandle } from "~/lib/route-handle";

/** The page's words travel as loader data (in the HTML), not in its JavaScript. */

// Nothing on this page needs React in the browser: the page script runs its section bar.
export const handle: RouteHandle = { hydrate: false };

export function loader() {
  return { page: businessBuildingPage };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { course, faq } = args.loaderData.page;
  const site = siteFromMatches(args.matches);
  return pageMeta({ ...course.meta, jsonLd: site && [courseJsonLd(course, site, course.pricing.offer.price), faqJsonLd(faq.items)] }, args);
};

const benefitIcons = { validate: Search, offer: Target, launch: Rocket, run: Workflow };
const whoIcons = { sideIdea: Lightbulb, expert: GraduationCap, parent: CalendarHeart, experiment: FlaskConical };

export default function BusinessBuildingCourseRoute({ loaderData: { page } }: Route.ComponentProps) {
  const { course } = page;
  const { offer } = course.pricing;
  const site = useSiteConfig();
  // This early bird has no end date: the offer stands.
  const purchase = coursePurchase(course.pricing, site.courseCheckout[course.checkoutKey], true);
  return (
    <>
      <CourseHero
        course={course}
        eyebrow={page.eyebrow}
        intro={page.intro}
        facts={page.facts}
        primaryCta={page.primaryCta}
        secondaryCta={page.secondaryCta}
        priceLine={`${offer.label} ${formatPrice(offer.price)} · regular ${formatRegularPrice(course.pricing)}`}
      />
      <SectionNav items={page.nav} />
      <CourseSection id="learn" heading={page.benefits.heading} intro={page.benefits.intro}>
        <FeatureCards items={page.benefits.items} icons={benefitIcons} columns={4} />
      </CourseSection>
      <CourseSection id="who" tone="muted" heading={page.who.heading} intro={page.who.intro}>
        <FeatureCards items={page.who.items} icons={whoIcons} columns={2} />
      </CourseSection>
      <CourseSection id="bonuses" heading={page.bonuses.heading} intro={page.bonuses.intro}>
        <BonusBundle bonuses={page.bonuses.items} totalLabel={page.bonuses.totalLabel} />
      </CourseSection>
      <CourseSection id="instructor" tone="muted" heading={page.instructor.heading}>
        <InstructorCard name={site.ownerName} bio={page.instructor.bio} />
      </CourseSection>
      <CourseSection id="pricing" align="center" heading={page.pricing.heading} intro={page.pricing.intro}>
        <PricingCard
          pricing={course.pricing}
          purchase={purchase}
          offerOpen
          includes={page.pricing.includes}
          buttonLabel={page.pricing.buttonLabel}
        />
      </CourseSection>
      {/* It ends as the other course pages do: questions answered, then one last way to enroll. */}
      <CourseSection id="faq" tone="muted" align="center" heading={page.faq.heading}>
        <CourseFaq items={page.faq.items} name="faq" />
      </CourseSection>
      <ClosingCta
        id={page.closingCta.id}
        heading={page.closingCta.heading}
        text={page.closingCta.text}
        href={purchase.href}
        buttonLabel={`${page.closingCta.buttonLabel} ${formatPrice(purchase.price)}`}
      />
    </>
  );
}
