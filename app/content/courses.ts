/**
 * The three paid courses: one truth for their titles and summaries, and the prices the site starts
 * from (`DEFAULT_COURSE_PRICING`). The prices in force are the effective offers (offers.ts), what the owner
 * saved in the console over these, which every page reads through its loader. Other pages
 * (resource hub, early-access pages, llms.txt) read `courses` from here. Each sales page's own copy (modules, bonuses, testimonials, FAQ) lives beside it in
 * course-<slug>.ts, so a page's JavaScript carries its own words and not its siblings'.
 */
import type { SiteConfig } from "~/content/site-config";
import { formatPrice } from "~/lib/price";

export type CourseSlug = "executive-coach" | "ai-tools-job-hunting" | "business-building-ai";

export interface CourseOffer {
  /** What the page calls the lower price: "Early bird" or "Early access". */
  label: string;
  price: number;
  /** The promo code: shown on the page and added to the checkout link. */
  coupon: string;
  /**
   * The first instant the offer no longer stands (ISO 8601). Without it the offer stands until
   * the owner ends it.
   */
  endsAt?: string;
  /** Where the deadline's day is counted (the owner's time zone). */
  timeZone?: string;
}

export interface CoursePricing {
  regular: number;
  /** The regular price is a floor ("$600+"). */
  regularOrMore?: boolean;
  offer: CourseOffer;
}

export interface CourseCover {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface Course {
  slug: CourseSlug;
  path: `/courses/${CourseSlug}`;
  title: string;
  /** One line, for cards and lists on other pages. */
  summary: string;
  checkoutKey: keyof SiteConfig["courseCheckout"];
  cover: CourseCover;
  /** How long the course is, as its page says it, for cards and lists ("6 modules, about 30 minutes"). */
  length: string;
  /** The length of the video, as ISO 8601 (structured data), where the course has one. */
  workload?: string;
  meta: { title: string; description: string };
  /** The page's title and description once its offer has ended, where `meta` speaks of the offer. */
  metaWithoutOffer?: { title: string; description: string };
}

export interface TextItem {
  title: string;
  text: string;
}

export type CourseModule = TextItem;

export interface Bonus extends TextItem {
  value: number;
}

/** A course-page testimonial: always rated 5. */
export interface CourseTestimonial {
  name: string;
  role: string;
  company: string;
  content: string;
  rating: 5;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface SectionLinkItem {
  id: string;
  label: string;
}

/** The owner works from Seattle: offer deadlines end at midnight there. */
export const OFFER_TIME_ZONE = "America/Los_Angeles";

/** Bundle values are claimed as round floors ("$500+"), never overstated. */
const VALUE_FLOOR_STEP = 100;

/** "$500+": a value rounded down to the hundred, so the claim never exceeds the sum. */
export function formatValueFloor(amount: number): string {
  return `${formatPrice(Math.floor(amount / VALUE_FLOOR_STEP) * VALUE_FLOOR_STEP)}+`;
}

/**
 * 6 modules, about 30 minutes (one old source said under an hour). The site says "about 30
 * minutes" everywhere (and PT30M in structured data).
 */
export const EXECUTIVE_COACH_LENGTH = "about 30 minutes";

/** The length its FAQ gives: about 3 hours of video. */
export const JOB_HUNTING_LENGTH = "about 3 hours of video";

export const executiveCoach: Course = {
  slug: "executive-coach",
  path: "/courses/executive-coach",
  title: "Build Your AI Executive Coach",
  summary:
    `A self-paced video course of ${EXECUTIVE_COACH_LENGTH}: turn ChatGPT or Claude into a private coach for decisions, hard conversations and weekly reflection.`,
  checkoutKey: "executiveCoach",
  length: `6 modules, ${EXECUTIVE_COACH_LENGTH}`,
  workload: "PT30M",
  cover: {
    src: "/images/courses/executive-coach.svg",
    width: 640,
    height: 480,
    alt: "Illustration: a coaching conversation on a screen, with a progress ring of six modules.",
  },
  meta: {
    title: "Build Your AI Executive Coach: self-paced video course",
    description:
      `Turn ChatGPT or Claude into a private executive coach in ${EXECUTIVE_COACH_LENGTH}: six short video modules on context, coaching prompts, rehearsing hard conversations and weekly reflection.`,
  },
};

export const jobHunting: Course = {
  slug: "ai-tools-job-hunting",
  path: "/courses/ai-tools-job-hunting",
  title: "AI Tools for Job Hunting",
  summary:
    `Find the right roles, tailor every application and prepare for interviews with AI, without sounding like a robot. Six modules, ${JOB_HUNTING_LENGTH}.`,
  checkoutKey: "jobHunting",
  length: `6 modules, ${JOB_HUNTING_LENGTH}`,
  workload: "PT3H",
  cover: {
    src: "/images/courses/ai-tools-job-hunting.svg",
    width: 640,
    height: 480,
    alt: "Illustration: a résumé under a magnifying glass, with checkmarks and a target.",
  },
  meta: {
    title: "AI Tools for Job Hunting: online course, early access",
    description:
      "A six-module video course on running your job search with AI: finding roles, tailoring résumés, outreach, interview practice and negotiation. Early access with a bonus bundle.",
  },
  metaWithoutOffer: {
    title: "AI Tools for Job Hunting: online course",
    description:
      "A six-module video course on running your job search with AI: finding roles, tailoring résumés, outreach, interview practice and negotiation, with a bonus bundle.",
  },
};

export const businessBuilding: Course = {
  slug: "business-building-ai",
  path: "/courses/business-building-ai",
  title: "Business Building with AI",
  summary:
    "Go from idea to a launched side business with AI doing the heavy lifting: validation, offer, launch and the daily busywork.",
  checkoutKey: "businessBuilding",
  // Its page promises no length (course-business-building-ai.ts): only how it is taken.
  length: "Self-paced",
  cover: {
    src: "/images/courses/business-building-ai.svg",
    width: 640,
    height: 480,
    alt: "Illustration: building blocks stacking into a rising chart, with a spark on top.",
  },
  meta: {
    title: "Business Building with AI: early-bird course",
    description:
      "Validate an idea, shape your offer, launch without code and let AI run the busywork. Early-bird pricing with four bonuses included.",
  },
  metaWithoutOffer: {
    title: "Business Building with AI: online course",
    description:
      "Validate an idea, shape your offer, launch without code and let AI run the busywork. Four bonuses included.",
  },
};

/**
 * The prices the site starts from, before anything the owner saved in the console: defaultOffers
 * (offers.ts) reads them; no page does.
 */
export const DEFAULT_COURSE_PRICING: Record<CourseSlug, CoursePricing> = {
  "executive-coach": {
  regular: 70,
  offer: {
    label: "Early bird",
    price: 49,
    coupon: "EARLY-BIRD",
    // The offer said "until Oct 24" without a year; the early bird ran to the end of October 24, 2026,
    // Seattle time (PDT, UTC-7). The console's Offers page runs a new one.
    endsAt: "2026-10-25T00:00:00-07:00",
    timeZone: OFFER_TIME_ZONE,
  },
},
  "ai-tools-job-hunting": { regular: 500, offer: { label: "Early access", price: 250, coupon: "EARLY-BIRD" } },
  "business-building-ai": { regular: 600, regularOrMore: true, offer: { label: "Early bird", price: 199, coupon: "EARLY-BIRD" } },
};

/** Every course, in the order the course list (/courses) and the resource hub (/resources) show them. */
export const courseList: readonly Course[] = [executiveCoach, businessBuilding, jobHunting];

/** What other pages need of each course: where it lives, what it's called, what it's about (its prices: offers.ts). */
export const courses = courseList.map(({ slug, path, title, summary }) => ({ slug, path, title, summary }));

/** "About 30 minutes" from "about 30 minutes": one phrase, at the start of a sentence or inside one. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
