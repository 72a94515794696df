import { expect, test } from "vitest";
import { jobHuntingPage } from "./course-ai-tools-job-hunting";
import { businessBuildingPage } from "./course-business-building-ai";
import { executiveCoachPage } from "./course-executive-coach";
import { formatRegularPrice, savingsLabel } from "~/lib/course-offer";
import { courses, formatValueFloor } from "./courses";

test("the courses' numbers, as the pages write them", () => {
  expect(savingsLabel(jobHuntingPage.course.pricing)).toBe("Save 50%");
  expect(savingsLabel(businessBuildingPage.course.pricing)).toBe("Save 66%");
  expect(formatRegularPrice(businessBuildingPage.course.pricing)).toBe("$600+");
  expect(formatRegularPrice(executiveCoachPage.course.pricing)).toBe("$70");
  expect(jobHuntingPage.bonuses.heading).toContain("$500+");
  expect(jobHuntingPage.pricing.totalValue).toBe("Total value $1,000+");
  expect(businessBuildingPage.bonuses.heading).toContain("$400+");
  expect(jobHuntingPage.bonuses.items.map((bonus) => bonus.value)).toEqual([97, 97, 97, 147, 112]);
  expect(businessBuildingPage.bonuses.items.map((bonus) => bonus.value)).toEqual([47, 97, 97, 197]);
});

test("value floors round down to the hundred, never up", () => {
  expect(formatValueFloor(550)).toBe("$500+");
  expect(formatValueFloor(1050)).toBe("$1,000+");
  expect(formatValueFloor(438)).toBe("$400+");
  expect(formatValueFloor(499)).toBe("$400+");
});

test("the page contents the courses promise", () => {
  expect(executiveCoachPage.modules.items).toHaveLength(6);
  expect(jobHuntingPage.modules.items).toHaveLength(6);
  expect(jobHuntingPage.testimonials.items).toHaveLength(3);
  expect(jobHuntingPage.faq.items).toHaveLength(6);
  expect(businessBuildingPage.benefits.items).toHaveLength(4);
  expect(businessBuildingPage.bonuses.items).toHaveLength(4);
  expect(jobHuntingPage.nav.map((item) => item.label).concat(jobHuntingPage.navCta.label)).toEqual([
    "What's Inside",
    "Testimonials",
    "Pricing",
    "FAQ",
    "Get Early Access",
  ]);
  expect(businessBuildingPage.nav.map((item) => item.label)).toEqual(["What You'll Learn", "Who It's For", "Bonuses", "Pricing"]);
});

test("other pages get each course's path, title, summary and prices", () => {
  expect(courses.map((course) => course.path)).toEqual([
    "/courses/executive-coach",
    "/courses/business-building-ai",
    "/courses/ai-tools-job-hunting",
  ]);
  for (const course of courses) {
    expect(course.title.length).toBeGreaterThan(5);
    expect(course.summary.length).toBeGreaterThan(40);
    expect(course.pricing.offer.coupon).toBe("EARLY-BIRD");
  }
});
