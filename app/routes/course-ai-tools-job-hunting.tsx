import { jobHuntingPage } from "~/content/course-ai-tools-job-hunting";
import { BonusBundle } from "~/features/courses/bonus-bundle";
import { coursePurchase } from "~/features/courses/checkout-url";
import { ClosingCta } from "~/features/courses/closing-cta";
import { CourseFaq } from "~/features/courses/course-faq";
import { CourseHero } from "~/features/courses/course-hero";
import { courseJsonLd, faqJsonLd } from "~/features/courses/course-json-ld";
import { CourseSection } from "~/features/courses/course-section";
import { InstructorCard } from "~/features/courses/instructor-card";
import { ModuleList } from "~/features/courses/module-list";
import { PricingCard } from "~/features/courses/pricing-card";
import { SectionNav } from "~/features/courses/section-nav";
import { TestimonialList } from "~/features/courses/testimonial-list";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { formatPrice } from "~/lib/price";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/course-ai-tools-job-hunting";
import type { RouteHandle } from "~/lib/route-handle";

/** The page's words travel as loader data (in the HTML), not in its JavaScript. */

// Nothing on this page needs React in the browser: the page script runs its section bar.
export const handle: RouteHandle = { hydrate: false };

export function loader() {
  return { page: jobHuntingPage };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { course, faq } = args.loaderData.page;
  const site = siteFromMatches(args.matches);
  return pageMeta({ ...course.meta, jsonLd: site && [courseJsonLd(course, site, course.pricing.offer.price), faqJsonLd(faq.items)] }, args);
};

export default function JobHuntingCourseRoute({ loaderData: { page } }: Route.ComponentProps) {
  const { course } = page;
  const { offer, regular } = course.pricing;
  const site = useSiteConfig();
  // Early access has no end date: the offer stands.
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
        priceLine={`${offer.label} ${formatPrice(offer.price)} · regular ${formatPrice(regular)}`}
        socialProof={page.socialProof}
      />
      <SectionNav items={page.nav} cta={page.navCta} />
      <CourseSection id="whats-inside" heading={page.modules.heading} intro={page.modules.intro}>
        <ModuleList modules={page.modules.items} />
      </CourseSection>
      <CourseSection id="bonuses" tone="muted" heading={page.bonuses.heading} intro={page.bonuses.intro}>
        <BonusBundle bonuses={page.bonuses.items} totalLabel={page.bonuses.totalLabel} />
      </CourseSection>
      <CourseSection id="testimonials" heading={page.testimonials.heading}>
        <TestimonialList testimonials={page.testimonials.items} />
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
          totalValue={page.pricing.totalValue}
          guarantee={page.pricing.guarantee}
        />
      </CourseSection>
      <CourseSection id="faq" tone="muted" align="center" heading={page.faq.heading}>
        <CourseFaq items={page.faq.items} name="faq" />
      </CourseSection>
      <ClosingCta
        id={page.navCta.id}
        heading={page.closingCta.heading}
        text={page.closingCta.text}
        href={purchase.href}
        buttonLabel={`${page.closingCta.buttonLabel} ${formatPrice(purchase.price)}`}
      />
    </>
  );
}
