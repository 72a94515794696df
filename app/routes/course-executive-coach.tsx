import { Brain, Briefcase, Clock, Handshake, MessageSquare, Rocket, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { executiveCoachPage } from "~/content/course-executive-coach";
import { CheckList } from "~/features/courses/check-list";
import { coursePurchase } from "~/features/courses/checkout-url";
import { ClosingCta } from "~/features/courses/closing-cta";
import { CourseHero } from "~/features/courses/course-hero";
import { courseJsonLd } from "~/features/courses/course-json-ld";
import { CourseSection } from "~/features/courses/course-section";
import { FeatureCards } from "~/features/courses/feature-cards";
import { InstructorCard } from "~/features/courses/instructor-card";
import { ModuleList } from "~/features/courses/module-list";
import { PricingCard } from "~/features/courses/pricing-card";
import { SectionNav } from "~/features/courses/section-nav";
import { offerIsOpen } from "~/lib/course-offer";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { formatPrice } from "~/lib/price";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/course-executive-coach";

/**
 * The early bird has a deadline, and the page runs no React to judge it in the browser: it is
 * rendered per request (never prerendered, react-router.config.ts), and its HTML is reused while
 * the verdict, part of the loader data, stays the same.
 */
export const handle: RouteHandle = { hydrate: false, renderOnce: true };

/** The page's words travel as loader data (in the HTML), not in its JavaScript. */
export function loader() {
  const page = executiveCoachPage;
  return { page, offerOpen: offerIsOpen(page.course.pricing.offer, new Date()) };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { page, offerOpen } = args.loaderData;
  const { course } = page;
  const site = siteFromMatches(args.matches);
  const price = offerOpen ? course.pricing.offer.price : course.pricing.regular;
  return pageMeta({ ...course.meta, jsonLd: site && courseJsonLd(course, site, price) }, args);
};

const whoIcons = { leader: Briefcase, manager: TrendingUp, founder: Rocket, coach: Handshake };
const whyIcons = { questions: MessageSquare, context: Brain, short: Clock };

export default function ExecutiveCoachRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { course } = page;
  const { offer, regular } = course.pricing;
  const site = useSiteConfig();
  const { offerOpen } = loaderData;
  const purchase = coursePurchase(course.pricing, site.courseCheckout[course.checkoutKey], offerOpen);
  const priceLine = offerOpen
    ? `${offer.label} ${formatPrice(offer.price)} with code ${offer.coupon} · regular ${formatPrice(regular)}`
    : `${formatPrice(regular)}, one payment`;
  return (
    <>
      <CourseHero
        course={course}
        eyebrow={page.eyebrow}
        intro={page.intro}
        facts={page.facts}
        primaryCta={page.primaryCta}
        secondaryCta={page.secondaryCta}
        priceLine={priceLine}
      />
      <SectionNav items={page.nav} />
      <CourseSection id="learn" heading={page.learn.heading} intro={page.learn.intro}>
        <CheckList items={page.learn.items} columns={2} className="mt-10 text-lg" />
      </CourseSection>
      <CourseSection id="who" tone="muted" heading={page.who.heading} intro={page.who.intro}>
        <FeatureCards items={page.who.items} icons={whoIcons} columns={2} />
        <p className="mt-8 max-w-3xl rounded-xl border border-dashed border-input/60 bg-card/60 p-4 text-muted-foreground">
          {page.who.notFor}
        </p>
      </CourseSection>
      <CourseSection id="modules" heading={page.modules.heading} intro={page.modules.intro}>
        <ModuleList modules={page.modules.items} />
      </CourseSection>
      <CourseSection id="why" tone="muted" heading={page.why.heading}>
        <FeatureCards items={page.why.items} icons={whyIcons} columns={3} />
      </CourseSection>
      <CourseSection id="instructor" heading={page.instructor.heading}>
        <InstructorCard name={site.ownerName} bio={page.instructor.bio} />
      </CourseSection>
      <CourseSection id="pricing" tone="muted" align="center" heading={page.pricing.heading} intro={page.pricing.intro}>
        <PricingCard
          pricing={course.pricing}
          purchase={purchase}
          offerOpen={offerOpen}
          includes={page.pricing.includes}
          buttonLabel={page.pricing.buttonLabel}
        />
      </CourseSection>
      <ClosingCta
        id="enroll"
        heading={page.finalCta.heading}
        text={page.finalCta.text}
        href={purchase.href}
        buttonLabel={page.finalCta.buttonLabel}
      >
        <p className="mt-6 text-sm">
          {page.finalCta.alternativeLead}{" "}
          <Link to={page.finalCta.alternativeLink.to} className="font-semibold underline underline-offset-4">
            {page.finalCta.alternativeLink.label}
          </Link>
        </p>
      </ClosingCta>
    </>
  );
}
