/**
 * The job-hunting course's sales page, testimonials included: its words, beside the course in
 * courses.ts, made for the course's prices in force (its loader's effective offers).
 */
import {
  capitalize,
  formatValueFloor,
  jobHunting,
  JOB_HUNTING_LENGTH,
  type Bonus,
  type CourseModule,
  type CourseTestimonial,
  type FaqEntry,
  type SectionLinkItem,
} from "~/content/courses";
import type { CourseDeal } from "~/content/offers";
import { formatRegularPrice, offerAdjective } from "~/lib/course-offer";
import { formatPrice, totalValue } from "~/lib/price";

const jobBonuses: Bonus[] = [
  {
    title: "Job Seeker's Prompt Library",
    text: "Copy-ready prompts for every stage of the search, from company research to thank-you notes.",
    value: 97,
  },
  {
    title: "Résumé and Cover Letter Templates",
    text: "Clean templates that applicant-tracking systems read well, with the prompts to tailor them to each posting.",
    value: 97,
  },
  {
    title: "LinkedIn Profile Makeover Guide",
    text: "Rewrite your headline, About section and experience so recruiters searching for your skills find you.",
    value: 97,
  },
  {
    title: "Interview Question Bank with AI Feedback Rubrics",
    text: "Common and role-specific questions, plus rubrics that turn your AI sparring partner into a tougher interviewer.",
    value: 147,
  },
  {
    title: "Salary Negotiation Scripts",
    text: "Word-for-word scripts and an offer comparison worksheet for the conversation most people dread.",
    value: 112,
  },
];

const GUARANTEE_DAYS = 30;
const GUARANTEE = `${GUARANTEE_DAYS}-day money-back guarantee`;
const LIFETIME = "lifetime access";
const jobBonusFloor = formatValueFloor(totalValue(jobBonuses));

/** The page for the course's prices in force: while early access stands it sells early access, after it the course. */
export function jobHuntingPage(deal: CourseDeal) {
  const { offer, offerOpen } = deal;
  const regular = formatRegularPrice(deal);
  /** The course at its regular price plus the bonuses: what the page calls the total value. */
  const jobTotalValue = totalValue([{ value: deal.regular }, ...jobBonuses]);
  const enroll = offerOpen ? "Get Early Access" : "Enroll Now";
  const buttonLabel = offerOpen ? "Get Early Access for" : "Enroll for";
  const earlyAccessFaq: FaqEntry[] = offerOpen
    ? [
        {
          question: "What does early access mean?",
          answer: `You enroll now at the ${offerAdjective(offer.label)} price of ${formatPrice(offer.price)} instead of the regular ${regular}, with the code ${offer.coupon} applied at checkout, and you keep ${LIFETIME} to the course and the bonus bundle.`,
        },
      ]
    : [];
  return {
  course: jobHunting,
  meta: offerOpen ? jobHunting.meta : (jobHunting.metaWithoutOffer ?? jobHunting.meta),
  eyebrow: offerOpen ? "Online course · Early access open" : "Online course",
  intro:
    "A job search is a full-time job. This course shows you how to hand the busywork to AI (research, tailoring, follow-ups, interview prep) so your energy goes into the conversations that get you hired.",
  /** A claim the page makes, as the owner wrote it. */
  socialProof: "Join 1,200+ professionals using AI to run a smarter job search.",
  facts: ["6 modules", capitalize(JOB_HUNTING_LENGTH), capitalize(LIFETIME), capitalize(GUARANTEE)],
  primaryCta: { id: "pricing", label: "See pricing" },
  secondaryCta: { id: "whats-inside", label: "What's inside" },
  nav: [
    { id: "whats-inside", label: "What's Inside" },
    { id: "testimonials", label: "Testimonials" },
    { id: "pricing", label: "Pricing" },
    { id: "faq", label: "FAQ" },
  ] satisfies SectionLinkItem[],
  navCta: { id: "get-early-access", label: enroll } satisfies SectionLinkItem,
  modules: {
    heading: "What's inside",
    intro: "Six modules that follow your search from the first list of roles to the signed offer.",
    items: [
      {
        title: "Your AI job-search command center",
        text: "Set up ChatGPT or Claude with your career story, strengths and target roles, plus a simple tracker so nothing slips.",
      },
      {
        title: "Find roles worth your time",
        text: "Research companies, decode job posts and check how well a role fits before you spend an evening applying.",
      },
      {
        title: "Résumés that still sound like you",
        text: "Tailor your résumé to each posting, get past applicant-tracking filters honestly, and keep your own voice.",
      },
      {
        title: "Outreach that gets replies",
        text: "Cover letters, referral requests and recruiter messages that are specific, short and human.",
      },
      {
        title: "Interview practice with an AI sparring partner",
        text: "Run mock interviews, sharpen your stories with the STAR method and prepare the questions you'll ask them.",
      },
      {
        title: "Negotiate and land the offer",
        text: "Compare offers, rehearse the salary conversation and plan a strong start in the new role.",
      },
    ] satisfies CourseModule[],
  },
  bonuses: {
    heading: `A bonus bundle worth ${jobBonusFloor}`,
    intro: offerOpen ? "Every early-access enrollment includes all five bonuses." : "Every enrollment includes all five bonuses.",
    items: jobBonuses,
    totalLabel: "Bonus bundle value",
  },
  testimonials: {
    heading: "What job seekers say",
    items: [
      {
        name: "Priya",
        role: "Product Marketing Manager",
        company: "B2B software company",
        content:
          "I used to lose a whole evening to each application. With the tailoring workflow I send better applications in far less time, and they still sound like me.",
        rating: 5,
      },
      {
        name: "Marcus",
        role: "Operations Lead",
        company: "Logistics company",
        content:
          "The mock interviews changed everything. Practising out loud with an AI that pushed back on vague answers made the real interviews feel familiar.",
        rating: 5,
      },
      {
        name: "Elena",
        role: "Senior Data Analyst",
        company: "Healthcare nonprofit",
        content:
          "I was nervous about negotiating. The scripts and the rehearsal prompts gave me the words, and I asked for more than I would have on my own.",
        rating: 5,
      },
    ] satisfies CourseTestimonial[],
  },
  instructor: {
    heading: "Your instructor",
    bio: [
      "I'm a writer, consultant and AI educator. Every week I test AI tools on real work and teach what holds up, in plain language, to professionals who'd rather not become prompt engineers.",
      "This course turns the job-search workflows I'm asked about most into a step-by-step system you can start using today.",
    ],
  },
  pricing: {
    heading: "Pricing",
    intro: "One payment for the course and the whole bonus bundle.",
    includes: [
      `All 6 modules (${JOB_HUNTING_LENGTH})`,
      `Bonus bundle worth ${jobBonusFloor}`,
      capitalize(LIFETIME),
      capitalize(GUARANTEE),
    ],
    totalValue: `Total value ${formatValueFloor(jobTotalValue)}`,
    buttonLabel,
    guarantee: {
      title: capitalize(GUARANTEE),
      text: `If the course isn't helping your search, ask for a refund within ${GUARANTEE_DAYS} days of purchase and you'll get your money back.`,
    },
  },
  faq: {
    heading: "Frequently asked questions",
    items: [
      {
        question: "How long is the course?",
        answer: `${capitalize(JOB_HUNTING_LENGTH)}, split across six modules. It's self-paced: watch it over a weekend or one module at a time alongside your search.`,
      },
      {
        question: "Do I need paid AI tools?",
        answer:
          "No. Every workflow works with the free versions of ChatGPT or Claude. Where a paid plan makes something faster, the lesson says so and shows the free way too.",
      },
      {
        question: "I'm not technical. Can I follow along?",
        answer: "Yes. There's no coding anywhere in the course. If you can write an e-mail, you can use every workflow in it.",
      },
      ...earlyAccessFaq,
      {
        question: "What if it isn't right for me?",
        answer: `You're covered by a ${GUARANTEE}. If the course isn't helping, ask for a refund within ${GUARANTEE_DAYS} days of purchase.`,
      },
      {
        question: "How long do I have access?",
        answer: `${capitalize(LIFETIME)}. Come back to any module whenever you need it, for this search or your next one.`,
      },
    ] satisfies FaqEntry[],
  },
  closingCta: {
    heading: enroll,
    text: offerOpen
      ? `Lock in ${formatPrice(offer.price)} instead of ${regular}, with the bonus bundle worth ${jobBonusFloor} and ${LIFETIME}. If it isn't right for you, the ${GUARANTEE} has you covered.`
      : `Get the course for ${regular}, with the bonus bundle worth ${jobBonusFloor} and ${LIFETIME}. If it isn't right for you, the ${GUARANTEE} has you covered.`,
    buttonLabel,
  },
  } as const;
}

export type JobHuntingPage = ReturnType<typeof jobHuntingPage>;
