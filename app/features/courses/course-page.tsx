import { CalendarHeart, FlaskConical, GraduationCap, Lightbulb, Rocket, Search, Target, Workflow } from "lucide-react";
import { Brain, Briefcase, Clock, Handshake, MessageSquare, TrendingUp } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import type { JobHuntingPage } from "~/content/course-ai-tools-job-hunting";
import type { SectionLinkItem } from "~/content/courses";
import type { BusinessBuildingPage } from "~/content/course-business-building-ai";
import type { executiveCoachPage } from "~/content/course-executive-coach";
import type { CourseDeal } from "~/content/offers";
import { formatRegularPrice } from "~/lib/course-offer";
import { formatPrice } from "~/lib/price";
import { useSiteConfig } from "~/lib/site-config";
import { BonusBundle } from "./bonus-bundle";
import type { Purchase } from "./checkout-url";
import { ClosingCta } from "./closing-cta";
import { CourseFaq } from "./course-faq";
import { CourseHero } from "./course-hero";
import { CourseSection } from "./course-section";
import { FeatureCards } from "./feature-cards";
import { InstructorCard } from "./instructor-card";
import { ModuleList } from "./module-list";
import { PricingCard } from "./pricing-card";
import { SectionNav } from "./section-nav";
import { TestimonialList } from "./testimonial-list";

/** What a course page sells at: the offers in force, whether the course's offer stands, and what its buttons buy. */
interface CoursePrices {
  deal: CourseDeal;
  purchase: Purchase;
}

/** A course page's loader data: which course, its words for its prices, and those prices. */
export type CoursePageData = CoursePrices &
  (
    | { course: "ai-tools-job-hunting"; page: JobHuntingPage }
    | { course: "business-building-ai"; page: BusinessBuildingPage }
    | { course: "executive-coach"; page: typeof executiveCoachPage }
  );

/** One course's sales page; each course tells its story in its own sections between hero and enrolment. */
export function CoursePage({ data }: { data: CoursePageData }) {
  switch (data.course) {
    case "ai-tools-job-hunting":
      return <JobHuntingCourse page={data.page} prices={data} />;
    case "business-building-ai":
      return <BusinessBuildingCourse page={data.page} prices={data} />;
    case "executive-coach":
      return <ExecutiveCoachCourse page={data.page} prices={data} />;
  }
}

/**
 * The hero's line under its buttons: the offer and the regular price while the offer stands
 * (with its code, where the page says so there), the regular price alone after it.
 */
function priceLine({ deal }: CoursePrices, withCoupon = false): string {
  if (!deal.offerOpen) return `${formatRegularPrice(deal)}, one payment`;
  const { offer } = deal;
  return `${offer.label} ${formatPrice(offer.price)}${withCoupon ? ` with code ${offer.coupon}` : ""} · regular ${formatRegularPrice(deal)}`;
}

type FramePage = Pick<ComponentProps<typeof CourseHero>, "course" | "eyebrow" | "intro" | "facts" | "primaryCta" | "secondaryCta"> & {
  nav: readonly SectionLinkItem[];
  instructor: { heading: string; bio: ComponentProps<typeof InstructorCard>["bio"] };
  pricing: {
    heading: string;
    intro?: string;
    includes: readonly string[];
    buttonLabel: string;
    totalValue?: string;
    guarantee?: { title: string; text: string };
  };
};

/**
 * What every course page has around its own sections: the hero and the section bar before them;
 * after them the instructor, the price, the questions (where the page answers some) and one last
 * way to enroll.
 */
function CourseFrame({
  page,
  prices,
  priceLine,
  socialProof,
  navCta,
  tones,
  faq,
  closing,
  children,
}: {
  page: FramePage;
  prices: CoursePrices;
  priceLine: string;
  socialProof?: string;
  navCta?: SectionLinkItem;
  /** Sections alternate plain and muted, so the ones the frame adds follow the page's own. */
  tones: { instructor?: "muted"; pricing?: "muted" };
  faq?: { heading: string; items: ComponentProps<typeof CourseFaq>["items"] };
  closing: { id: string; heading: string; text: string; buttonLabel: string; children?: ReactNode };
  children: ReactNode;
}) {
  const { course } = page;
  const { deal, purchase } = prices;
  const site = useSiteConfig();
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
        socialProof={socialProof}
      />
      <SectionNav items={page.nav} cta={navCta} />
      {children}
      <CourseSection id="instructor" tone={tones.instructor} heading={page.instructor.heading}>
        <InstructorCard name={site.ownerName} bio={page.instructor.bio} />
      </CourseSection>
      <CourseSection id="pricing" tone={tones.pricing} align="center" heading={page.pricing.heading} intro={page.pricing.intro}>
        <PricingCard
          pricing={deal}
          purchase={purchase}
          offerOpen={deal.offerOpen}
          includes={page.pricing.includes}
          buttonLabel={page.pricing.buttonLabel}
          totalValue={page.pricing.totalValue}
          guarantee={page.pricing.guarantee}
        />
      </CourseSection>
      {faq ? (
        <CourseSection id="faq" tone="muted" align="center" heading={faq.heading}>
          <CourseFaq items={faq.items} name="faq" />
        </CourseSection>
      ) : null}
      <ClosingCta id={closing.id} heading={closing.heading} text={closing.text} href={purchase.href} buttonLabel={closing.buttonLabel}>
        {closing.children}
      </ClosingCta>
    </>
  );
}

function JobHuntingCourse({ page, prices }: { page: JobHuntingPage; prices: CoursePrices }) {
  return (
    <CourseFrame
      page={page}
      prices={prices}
      priceLine={priceLine(prices)}
      socialProof={page.socialProof}
      navCta={page.navCta}
      tones={{ instructor: "muted" }}
      faq={page.faq}
      closing={{
        ...page.closingCta,
        id: page.navCta.id,
        buttonLabel: `${page.closingCta.buttonLabel} ${formatPrice(prices.purchase.price)}`,
      }}
    >
      <CourseSection id="whats-inside" heading={page.modules.heading} intro={page.modules.intro}>
        <ModuleList modules={page.modules.items} />
      </CourseSection>
      <CourseSection id="bonuses" tone="muted" heading={page.bonuses.heading} intro={page.bonuses.intro}>
        <BonusBundle bonuses={page.bonuses.items} totalLabel={page.bonuses.totalLabel} />
      </CourseSection>
      <CourseSection id="testimonials" heading={page.testimonials.heading}>
        <TestimonialList testimonials={page.testimonials.items} />
      </CourseSection>
    </CourseFrame>
  );
}

const benefitIcons = { validate: Search, offer: Target, launch: Rocket, run: Workflow };
const whoIcons = { sideIdea: Lightbulb, expert: GraduationCap, parent: CalendarHeart, experiment: FlaskConical };

function BusinessBuildingCourse({ page, prices }: { page: BusinessBuildingPage; prices: CoursePrices }) {
  return (
    <CourseFrame
      page={page}
      prices={prices}
      priceLine={priceLine(prices)}
      tones={{ instructor: "muted" }}
      faq={page.faq}
      closing={{ ...page.closingCta, buttonLabel: `${page.closingCta.buttonLabel} ${formatPrice(prices.purchase.price)}` }}
    >
      <CourseSection id="learn" heading={page.benefits.heading} intro={page.benefits.intro}>
        <FeatureCards items={page.benefits.items} icons={benefitIcons} columns={4} />
      </CourseSection>
      <CourseSection id="who" tone="muted" heading={page.who.heading} intro={page.who.intro}>
        <FeatureCards items={page.who.items} icons={whoIcons} columns={2} />
      </CourseSection>
      <CourseSection id="bonuses" heading={page.bonuses.heading} intro={page.bonuses.intro}>
        <BonusBundle bonuses={page.bonuses.items} totalLabel={page.bonuses.totalLabel} />
      </CourseSection>
    </CourseFrame>
  );
}

const executiveWhoIcons = { leader: Briefcase, manager: TrendingUp, founder: Rocket, coach: Handshake };
const whyIcons = { questions: MessageSquare, context: Brain, short: Clock };

function ExecutiveCoachCourse({ page, prices }: { page: typeof executiveCoachPage; prices: CoursePrices }) {
  return (
    <CourseFrame
      page={page}
      prices={prices}
      priceLine={priceLine(prices, true)}
      tones={{ pricing: "muted" }}
      closing={{
        id: "enroll",
        heading: page.finalCta.heading,
        text: page.finalCta.text,
        buttonLabel: page.finalCta.buttonLabel,
        children: (
          <p className="mt-6 text-sm">
            {page.finalCta.alternativeLead}{" "}
            <Link to={page.finalCta.alternativeLink.to} className="font-semibold underline underline-offset-4">
              {page.finalCta.alternativeLink.label}
            </Link>
          </p>
        ),
      }}
    >
      <CourseSection id="learn" heading={page.learn.heading} intro={page.learn.intro}>
        <CheckList items={page.learn.items} className="mt-10 gap-3 text-lg md:grid-cols-2 md:gap-x-8" />
      </CourseSection>
      <CourseSection id="who" tone="muted" heading={page.who.heading} intro={page.who.intro}>
        <FeatureCards items={page.who.items} icons={executiveWhoIcons} columns={2} />
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
    </CourseFrame>
  );
}
