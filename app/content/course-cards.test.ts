import { expect, test } from "vitest";
import { courseCards, upcomingCards } from "./course-cards";
import { defaultOffers, type Offers } from "./offers";
import { defaultSiteConfig } from "./site-config";

const defaults = defaultOffers(defaultSiteConfig);
/** Before and after the executive coach's early bird (it ends October 24, 2026, Seattle time). */
const BEFORE = new Date("2026-10-01T12:00:00Z");
const AFTER = new Date("2026-11-01T12:00:00Z");

test("each card asks the price in force: the offer's with its name and the regular price while it stands, the regular price after", () => {
  expect(courseCards(defaults, BEFORE, "See the course").map((card) => [card.slug, card.price])).toEqual([
    ["executive-coach", { amount: "$49", offer: { label: "Early bird", regular: "$70" } }],
    ["business-building-ai", { amount: "$199", offer: { label: "Early bird", regular: "$600+" } }],
    ["ai-tools-job-hunting", { amount: "$250", offer: { label: "Early access", regular: "$500" } }],
  ]);
  expect(courseCards(defaults, AFTER, "See the course")[0]!.price).toEqual({ amount: "$70" });

  // What the owner saved in the console stands over the content's prices; a floor keeps its "+" after the offer.
  const ended = structuredClone(defaults) as Offers;
  ended.courses["business-building-ai"].offer = { ...ended.courses["business-building-ai"].offer, endsAt: "2026-10-02T00:00:00Z" };
  ended.courses["ai-tools-job-hunting"].offer.price = 199;
  const cards = courseCards(ended, AFTER, "See the course");
  expect(cards[1]!.price).toEqual({ amount: "$600+" });
  expect(cards[2]!.price.amount).toBe("$199");
});

test("every course is on sale, so its one button goes to its sales page; only what is in the making goes to a waitlist", () => {
  const cards = courseCards(defaults, BEFORE, "Learn More");
  expect(cards.map((card) => card.link)).toEqual([
    { to: "/courses/executive-coach", label: "Learn More" },
    { to: "/courses/business-building-ai", label: "Learn More" },
    { to: "/courses/ai-tools-job-hunting", label: "Learn More" },
  ]);
  expect(cards.map((card) => card.length)).toEqual(["6 modules, about 30 minutes", "Self-paced", "6 modules, about 3 hours of video"]);
  expect(cards.map((card) => card.cover.src)).toEqual([
    "/images/courses/executive-coach.svg",
    "/images/courses/business-building-ai.svg",
    "/images/courses/ai-tools-job-hunting.svg",
  ]);
  expect(upcomingCards.map((card) => card.link.to)).toEqual(["/ai-coaches-leaders"]);
});
