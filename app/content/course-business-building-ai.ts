/**
 * The business-building course's sales page: its words, beside the course in courses.ts, made for
 * the course's prices in force (its loader's effective offers).
 */
import { businessBuilding, formatValueFloor, type Bonus, type FaqEntry, type SectionLinkItem } from "~/content/courses";
import type { CourseDeal } from "~/content/offers";
import { formatRegularPrice, offerAdjective } from "~/lib/course-offer";
import { formatPrice, totalValue } from "~/lib/price";

const businessBonuses: Bonus[] = [
  {
    title: "Idea Validation Prompt Pack",
    text: "Prompts that research your market, pressure-test your idea and draft the questions you'll ask real people.",
    value: 47,
  },
  {
    title: "Landing Page Copy Templates",
    text: "Fill-in-the-blank page sections, with prompts that turn your offer into copy people understand at a glance.",
    value: 97,
  },
  {
    title: "Automation Recipes for Solo Businesses",
    text: "Ready-to-adapt workflows for lead capture, customer follow-ups and a weekly numbers report.",
    value: 97,
  },
  {
    title: "Pricing and Offer Design Workshop",
    text: "A full workshop recording on packaging and pricing your first offer, with the worksheets.",
    value: 197,
  },
];

const businessBonusFloor = formatValueFloor(totalValue(businessBonuses));

/** The page for the course's prices in force: the early bird while it stands, the regular price after it. */
export function businessBuildingPage(deal: CourseDeal) {
  const { offer, offerOpen } = deal;
  const regular = formatRegularPrice(deal);
  const enrollment = offerOpen ? `${offerAdjective(offer.label)} enrollment` : "enrollment";
  const earlyBirdFaq: FaqEntry[] = offerOpen
    ? [
        {
          question: `How does the ${offerAdjective(offer.label)} price work?`,
          answer: `The code ${offer.coupon} is applied when you click through to checkout, so you pay ${formatPrice(offer.price)} instead of the regular ${regular}.`,
        },
      ]
    : [];
  return {
  course: businessBuilding,
  meta: offerOpen ? businessBuilding.meta : (businessBuilding.metaWithoutOffer ?? businessBuilding.meta),
  eyebrow: offerOpen ? "Online course · Early bird pricing" : "Online course",
  intro:
    "You no longer need a team, a big budget or a line of code to start a business. You need a clear offer, a few first customers, and AI tools doing the busywork. This course shows you how to put all three together.",
  facts: ["No coding needed", `Bonuses worth ${businessBonusFloor}`, ...(offerOpen ? [`Code ${offer.coupon}`] : [])],
  primaryCta: { id: "pricing", label: "See pricing" },
  secondaryCta: { id: "learn", label: "What you'll learn" },
  nav: [
    { id: "learn", label: "What You'll Learn" },
    { id: "who", label: "Who It's For" },
    { id: "bonuses", label: "Bonuses" },
    { id: "pricing", label: "Pricing" },
  ] satisfies SectionLinkItem[],
  benefits: {
    heading: "What you'll learn",
    intro: "Four skills that take you from an idea in your notes app to a business that runs alongside your life.",
    items: [
      {
        key: "validate",
        title: "Find an idea people will pay for",
        text: "Use AI to research your market, spot real problems and test demand with real people before you build anything.",
      },
      {
        key: "offer",
        title: "Shape your offer and brand",
        text: "Decide who you serve, what you sell and at what price, then write the name, pitch and page copy with AI as your editor.",
      },
      {
        key: "launch",
        title: "Launch without writing code",
        text: "Build your landing page, sign-up flow or simple app with no-code AI builders such as Lovable, and take your first payment.",
      },
      {
        key: "run",
        title: "Let AI run the busywork",
        text: "Automate content, customer e-mails and admin with tools like Relay.app, so the business fits around your day job.",
      },
    ] as const,
  },
  who: {
    heading: "Who it's for",
    intro: "People with more ideas than hours, who want to build something of their own.",
    items: [
      {
        key: "sideIdea",
        title: "Professionals with a side-business idea",
        text: "You have a day job, a few evenings a week and an idea you keep coming back to.",
      },
      {
        key: "expert",
        title: "Coaches, consultants and freelancers",
        text: "You want to turn what you already know into a product that sells without your hours.",
      },
      {
        key: "parent",
        title: "Parents building flexible income",
        text: "You want work that fits around school runs and bedtimes, on your own schedule.",
      },
      {
        key: "experiment",
        title: "Founders testing a new idea",
        text: "You want proof that people will pay before you commit a team or a budget to it.",
      },
    ] as const,
  },
  bonuses: {
    heading: `Four bonuses worth ${businessBonusFloor}`,
    intro: `Included with every ${enrollment}.`,
    items: businessBonuses,
    totalLabel: "Total bonus value",
  },
  pricing: {
    heading: "Pricing",
    intro: offerOpen ? "Early-bird pricing, with every bonus included." : "Every bonus included.",
    includes: [
      "Every lesson in What You'll Learn",
      `All four bonuses, worth ${businessBonusFloor}`,
      "No-code tools only: nothing to install",
    ],
    buttonLabel: "Enroll for",
  },
  instructor: {
    heading: "Your instructor",
    bio: [
      "I'm a writer, consultant and AI educator. Every week I test AI tools on real work and teach what holds up, in plain language, to professionals who'd rather not become prompt engineers.",
      "This course is the way I'd start a small business today: a real problem first, a clear offer, no code, and AI tools taking the busywork off your evenings.",
    ],
  },
  // Only what the page already says: no course length, guarantee or access period is promised here.
  faq: {
    heading: "Frequently asked questions",
    items: [
      {
        question: "Do I need to know how to code?",
        answer:
          "No. Every build uses no-code AI tools such as Lovable and Relay.app, which run in your browser: there is nothing to install.",
      },
      {
        question: "What if I don't have a business idea yet?",
        answer:
          "That's where the course starts: you use AI to research a market, spot real problems and test demand with real people before you build anything.",
      },
      {
        question: "Can I do this alongside a day job?",
        answer:
          "Yes. It's written for people with a few evenings a week, and the last part automates content, customer e-mails and admin so the business fits around your day.",
      },
      {
        question: "Which bonuses do I get?",
        answer: `All four: ${businessBonuses.map((bonus) => `the ${bonus.title}`).join(", ")}, worth ${businessBonusFloor} together. They come with every ${enrollment}.`,
      },
      ...earlyBirdFaq,
    ],
  },
  closingCta: {
    id: "enroll",
    heading: "Start building your business",
    text: offerOpen
      ? `Enroll at the ${offerAdjective(offer.label)} price of ${formatPrice(offer.price)} instead of ${regular}, with all four bonuses worth ${businessBonusFloor}.`
      : `Enroll for ${regular}, with all four bonuses worth ${businessBonusFloor}.`,
    buttonLabel: "Enroll for",
  },
  } as const;
}

export type BusinessBuildingPage = ReturnType<typeof businessBuildingPage>;
