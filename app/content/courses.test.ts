import { expect, test } from "vitest";
import { jobHuntingPage } from "./course-ai-tools-job-hunting";
import { businessBuildingPage } from "./course-business-building-ai";
import { executiveCoachPage } from "./course-executive-coach";
import { formatRegularPrice, savingsLabel } from "~/lib/course-offer";
import { courses, formatValueFloor, type CourseSlug } from "./courses";
import { courseDeal, defaultOffers, type Offers } from "./offers";
import { defaultSiteConfig } from "./site-config";

const defaults = defaultOffers(defaultSiteConfig);
/** Before the executive coach's early bird ends (October 24, 2026, Seattle time). */
const BEFORE = new Date("2026-10-01T12:00:00Z");
const deal = (slug: CourseSlug, offers: Offers = defaults, now = BEFORE) => courseDeal(offers, slug, now);
/** A page's own words, without the course it describes (whose `meta` the page replaces). */
const words = (page: object) => JSON.stringify({ ...page, course: undefined });
const jobPage = jobHuntingPage(deal("ai-tools-job-hunting"));
const businessPage = businessBuildingPage(deal("business-building-ai"));

test("the courses' numbers, as the pages write them", () => {
  expect(savingsLabel(deal("ai-tools-job-hunting"))).toBe("Save 50%");
  expect(savingsLabel(deal("business-building-ai"))).toBe("Save 66%");
  expect(formatRegularPrice(deal("business-building-ai"))).toBe("$600+");
  expect(formatRegularPrice(deal("executive-coach"))).toBe("$70");
  expect(jobPage.bonuses.heading).toContain("$500+");
  expect(jobPage.pricing.totalValue).toBe("Total value $1,000+");
  expect(businessPage.bonuses.heading).toContain("$400+");
  expect(jobPage.bonuses.items.map((bonus) => bonus.value)).toEqual([97, 97, 97, 147, 112]);
  expect(businessPage.bonuses.items.map((bonus) => bonus.value)).toEqual([47, 97, 97, 197]);
});

test("value floors round down to the hundred, never up", () => {
  expect(formatValueFloor(550)).toBe("$500+");
  expect(formatValueFloor(1050)).toBe("$1,000+");
  expect(formatValueFloor(438)).toBe("$400+");
  expect(formatValueFloor(499)).toBe("$400+");
});

test("the page contents the courses promise", () => {
  expect(executiveCoachPage.modules.items).toHaveLength(6);
  expect(jobPage.modules.items).toHaveLength(6);
  expect(jobPage.testimonials.items).toHaveLength(3);
  expect(jobPage.faq.items).toHaveLength(6);
  expect(businessPage.benefits.items).toHaveLength(4);
  expect(businessPage.bonuses.items).toHaveLength(4);
  expect(jobPage.nav.map((item) => item.label).concat(jobPage.navCta.label)).toEqual([
    "What's Inside",
    "Testimonials",
    "Pricing",
    "FAQ",
    "Get Early Access",
  ]);
  expect(businessPage.nav.map((item) => item.label)).toEqual(["What You'll Learn", "Who It's For", "Bonuses", "Pricing"]);
});

test("other pages get each course's path, title and summary; its prices are the offers'", () => {
  expect(courses.map((course) => course.path)).toEqual([
    "/courses/executive-coach",
    "/courses/business-building-ai",
    "/courses/ai-tools-job-hunting",
  ]);
  for (const course of courses) {
    expect(course.title.length).toBeGreaterThan(5);
    expect(course.summary.length).toBeGreaterThan(40);
    expect(defaults.courses[course.slug].offer.coupon).toBe("EARLY-BIRD");
    expect(course).not.toHaveProperty("pricing");
  }
});

test("with no saved offers, the pages say today's words and prices", () => {
  expect(jobPage.eyebrow).toBe("Online course · Early access open");
  expect(jobPage.closingCta.text).toBe(
    "Lock in $250 instead of $500, with the bonus bundle worth $500+ and lifetime access. If it isn't right for you, the 30-day money-back guarantee has you covered.",
  );
  expect(jobPage.faq.items[3]?.answer).toContain("at the early-access price of $250 instead of the regular $500, with the code EARLY-BIRD");
  expect(businessPage.facts).toEqual(["No coding needed", "Bonuses worth $400+", "Code EARLY-BIRD"]);
  expect(businessPage.closingCta.text).toBe("Enroll at the early-bird price of $199 instead of $600+, with all four bonuses worth $400+.");
  expect(businessPage.faq.items.at(-1)?.answer).toBe(
    "The code EARLY-BIRD is applied when you click through to checkout, so you pay $199 instead of the regular $600+.",
  );
  expect(businessPage.meta).toEqual(businessPage.course.meta);
});

test("the pages quote the prices in force: a new regular price, offer and code", () => {
  const offers = structuredClone(defaults);
  offers.courses["ai-tools-job-hunting"] = { ...offers.courses["ai-tools-job-hunting"], regular: 400, offer: { label: "Launch week", price: 300, coupon: "LAUNCH" } };
  offers.courses["business-building-ai"] = { ...offers.courses["business-building-ai"], regular: 800, regularOrMore: undefined, offer: { label: "Early bird", price: 299, coupon: "BIRD" } };
  const job = jobHuntingPage(deal("ai-tools-job-hunting", offers));
  expect(job.closingCta.text).toContain("Lock in $300 instead of $400");
  expect(job.faq.items.map((item) => item.answer).join(" ")).toContain("the launch-week price of $300 instead of the regular $400, with the code LAUNCH");
  const business = businessBuildingPage(deal("business-building-ai", offers));
  expect(business.facts).toContain("Code BIRD");
  expect(business.closingCta.text).toBe("Enroll at the early-bird price of $299 instead of $800, with all four bonuses worth $400+.");
});

test("once an offer has ended, the pages sell at the regular price and say nothing of the offer", () => {
  const offers = structuredClone(defaults);
  for (const slug of ["ai-tools-job-hunting", "business-building-ai"] as const) {
    offers.courses[slug].offer.endsAt = "2026-05-01T00:00:00-07:00";
  }
  const after = new Date("2026-05-01T07:00:00Z");
  const job = jobHuntingPage(deal("ai-tools-job-hunting", offers, after));
  expect(job.eyebrow).toBe("Online course");
  expect(job.navCta.label).toBe("Enroll Now");
  expect(job.pricing.buttonLabel).toBe("Enroll for");
  expect(job.faq.items.map((item) => item.question)).not.toContain("What does early access mean?");
  expect(job.closingCta.text).toMatch(/^Get the course for \$500,/);
  expect(words(job)).not.toMatch(/EARLY-BIRD|\$250/);
  expect(job.meta.title).toBe("AI Tools for Job Hunting: online course");
  const business = businessBuildingPage(deal("business-building-ai", offers, after));
  expect(business.facts).toEqual(["No coding needed", "Bonuses worth $400+"]);
  expect(business.closingCta.text).toBe("Enroll for $600+, with all four bonuses worth $400+.");
  expect(words(business)).not.toMatch(/EARLY-BIRD|\$199|early-bird/i);
  // A second before the end, the offer still stands.
  expect(jobHuntingPage(deal("ai-tools-job-hunting", offers, new Date(after.getTime() - 1000))).eyebrow).toBe(
    "Online course · Early access open",
  );
});
