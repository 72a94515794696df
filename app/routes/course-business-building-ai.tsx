import { CalendarHeart, FlaskConical, GraduationCap, Lightbulb, Rocket, Search, Target, Workflow } from "lucide-react";
import { businessBuildingPage } from "~/content/course-business-building-ai";
import { BonusBundle } from "~/features/courses/bonus-bundle";
import { coursePurchase } from "~/features/courses/checkout-url";
import { CourseHero } from "~/features/courses/course-hero";
import { courseJsonLd } from "~/features/courses/course-json-ld";
import { CourseSection } from "~/features/courses/course-section";
import { FeatureCards } from "~/features/courses/feature-cards";
import { PricingCard } from "~/features/courses/pricing-card";
import { SectionNav } from "~/features/courses/section-nav";
import { formatRegularPrice } from "~/lib/course-offer";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { formatPrice } from "~/lib/price";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/course-business-building-ai";

/** The page's words travel as loader data (in the HTML), not in its JavaScript. */
export function loader() {
  return { page: businessBuildingPage };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { course } = args.loaderData.page;
  const site = siteFromMatches(args.matches);
  return pageMeta({ ...course.meta, jsonLd: site && courseJsonLd(course, site, course.pricing.offer.price) }, args);
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
      <CourseSection id="pricing" tone="muted" align="center" heading={page.pricing.heading} intro={page.pricing.intro}>
        <PricingCard
          pricing={course.pricing}
          purchase={purchase}
          offerOpen
          includes={page.pricing.includes}
          buttonLabel={page.pricing.buttonLabel}
        />
      </CourseSection>
    </>
  );
}
