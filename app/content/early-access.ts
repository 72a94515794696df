/**
 * The three early-access signup pages. Each page's words travel as its loader data, inside its
 * HTML; the two that quote a course's price are made for the prices in force (the effective
 * offers, judged when the loader runs): the offer while it stands, the regular price after it.
 */
import { courses, type CourseSlug } from "~/content/courses";
import type { CourseDeal } from "~/content/offers";
import { formatRegularPrice, offerAdjective, savingsLabel } from "~/lib/course-offer";
import { formatPrice } from "~/lib/price";

/** The pages that take sign-ups, each its own source. */
export const PAGE_SOURCES = ["business-building-ai", "career-ai", "ai-coaches-leaders"] as const;
export type PageSource = (typeof PAGE_SOURCES)[number];

export interface EarlyAccessBanner {
  badge: string;
  heading: string;
  text: string;
  /** Omitted where there is nothing to link to yet. */
  link?: { label: string; to: string };
}

export interface EarlyAccessPage {
  pageSource: PageSource;
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  banner: EarlyAccessBanner;
  whoFor: { heading: string; items: string[] };
  earlyAccess: { heading: string; items: string[] };
  form: { heading: string; text: string; submitLabel: string; interestLabel: string; interestHint: string };
}

function course(slug: CourseSlug) {
  const found = courses.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No course ${slug} in courses.ts`);
  return found;
}

const business = course("business-building-ai");
const jobHunting = course("ai-tools-job-hunting");

export function businessBuildingEarlyAccess(deal: CourseDeal): EarlyAccessPage {
  const { offer, offerOpen } = deal;
  const regular = formatRegularPrice(deal);
  return {
  pageSource: "business-building-ai",
  meta: {
    title: "Business Building with AI: early access",
    description: `Get on the early-access list for Business Building with AI: validate an idea, shape an offer and launch a side business with AI. ${offerOpen ? `${offer.label} ${formatPrice(offer.price)}` : `Course ${regular}`}.`,
  },
  eyebrow: "Early access",
  title: "Build a business on the side, with AI doing the heavy lifting",
  intro:
    "Business Building with AI is a self-paced course for professionals who have an idea (or three) and not much time. You use AI to test the idea with real people, shape an offer someone will pay for, launch without writing code, and hand the daily busywork to tools.",
  banner: offerOpen
    ? {
        badge: `${offer.label} ${formatPrice(offer.price)}`,
        heading: `${offer.label}: ${formatPrice(offer.price)} instead of ${regular}`,
        text: `${savingsLabel(deal)} when you join before the price goes up. The course page has the full curriculum, the four bonuses and the checkout.`,
        link: { label: "See the course", to: business.path },
      }
    : {
        badge: "Enrollment open",
        heading: `${business.title}: ${regular}`,
        text: "The course page has the full curriculum, the four bonuses and the checkout.",
        link: { label: "See the course", to: business.path },
      },
  whoFor: {
    heading: "Who it's for",
    items: [
      "You have a skill people already ask you about and want to turn it into a paid offer.",
      "You have a full-time job and a few evenings a week, not a year of runway.",
      "You have tried ChatGPT but not as a research assistant, copywriter and operations helper for a real business.",
    ],
  },
  earlyAccess: {
    heading: "What signing up gets you",
    items: [
      ...(offerOpen ? [`A reminder before the ${offerAdjective(offer.label)} price ends.`] : []),
      "A note when each module goes live, and nothing else in between.",
      "A say in the course: tell us below which part of building a business you want covered first.",
    ],
  },
  form: {
    heading: "Join the early-access list",
    text: "Leave your name and e-mail and we'll let you know as each part of the course is ready.",
    submitLabel: "Get early access",
    interestLabel: "What do you want to build?",
    interestHint: "A sentence or two about your idea or the step you're stuck on.",
  },
  };
}

export function careerEarlyAccess(deal: CourseDeal): EarlyAccessPage {
  const { offer, offerOpen } = deal;
  const regular = formatRegularPrice(deal);
  return {
  pageSource: "career-ai",
  meta: {
    title: "Career AI: early access to AI Tools for Job Hunting",
    description:
      "Sign up for early access to AI tools for your career: find the right roles, tailor applications and practice interviews with AI. Pre-order the job-hunting course.",
  },
  eyebrow: "Career AI",
  title: "Run your job search with AI, and still sound like yourself",
  intro:
    "Job hunting now means hundreds of postings, screening software and interviews that move fast. AI can take the grind out of it: finding roles that fit, tailoring each application, and rehearsing the conversations that matter. This is where we build that toolkit together.",
  banner: {
    badge: "Pre-order open",
    heading: offerOpen ? `${jobHunting.title}: ${offer.label.toLowerCase()} ${formatPrice(offer.price)}` : `${jobHunting.title}: ${regular}`,
    text: `The full course is open for pre-order at ${offerOpen ? `${formatPrice(offer.price)} instead of ${regular}` : regular}: six modules on roles, résumés, outreach, interviews and negotiation.`,
    link: { label: "Pre-Order Now", to: jobHunting.path },
  },
  whoFor: {
    heading: "Who it's for",
    items: [
      "Professionals looking for their next role who want every application to count.",
      "Career changers who need to translate their experience for a new field.",
      "Anyone returning to work after a break, facing a search process that has changed.",
    ],
  },
  earlyAccess: {
    heading: "What signing up gets you",
    items: [
      "Early access to new career tools and templates as they are released.",
      "Word first when new job-hunting lessons and live sessions open.",
      "A chance to shape what comes next: tell us where your search gets stuck.",
    ],
  },
  form: {
    heading: "Get early access",
    text: "Sign up and we'll send you the career tools as they're ready.",
    submitLabel: "Sign me up",
    interestLabel: "Where does your job search get stuck?",
    interestHint: "For example: tailoring résumés, getting replies, or interview nerves.",
  },
  };
}

/** The program in the making: not on sale yet, so its early-access page is where it lives (and the course list links). */
export const COACHES_LEADERS_PROGRAM = "AI for Coaches and Leaders";

export const coachesLeadersEarlyAccess: EarlyAccessPage = {
  pageSource: "ai-coaches-leaders",
  meta: {
    title: `${COACHES_LEADERS_PROGRAM}: coming soon`,
    description:
      "A program on using AI in coaching and leadership: preparing sessions, following up with clients and teams, and building your own AI assistant. Join the early-access list.",
  },
  eyebrow: "Coming Soon",
  title: "AI for coaches and leaders",
  intro:
    "A program for people whose work is helping other people grow: executive and career coaches, team leads and heads of departments. It covers how to use AI to prepare sessions, capture what was said, follow up with care, and build an assistant that knows your frameworks, without handing your judgment to a machine.",
  banner: {
    badge: "Coming Soon",
    heading: "The program is in the making",
    text: "We're shaping the curriculum now. Sign up to hear first when enrollment opens and to help decide what it covers.",
  },
  whoFor: {
    heading: "Who it's for",
    items: [
      "Coaches who want more time with clients and less on notes, prep and follow-up.",
      "Managers and executives who want to use AI with their teams responsibly.",
      "Facilitators and trainers who want AI-ready exercises for their workshops.",
    ],
  },
  earlyAccess: {
    heading: "What signing up gets you",
    items: [
      "First notice when enrollment opens, before anyone else.",
      "The dates, format and price as soon as they are set.",
      "Your questions considered as we write the lessons.",
    ],
  },
  form: {
    heading: "Join the early-access list",
    text: "Leave your details and we'll keep you posted as the program comes together.",
    submitLabel: "Join the list",
    interestLabel: "What would you most like to learn?",
    interestHint: "For example: session prep, client follow-up, or using AI with your team.",
  },
};
