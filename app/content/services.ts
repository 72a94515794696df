/**
 * The Work With Me page: services, the executive workshop and the page's words.
 * Prices are numbers here and nowhere else; components format them with formatPrice().
 */

/** How a price reads: an amount, optionally per month or as a starting price. */
export interface Price {
  amount: number;
  per?: "month";
  from?: boolean;
}

/** A link in content that the site config completes: the booking calendar or the owner's e-mail. */
export const BOOKING_LINK = "{bookingUrl}";
export const OWNER_EMAIL = "{ownerEmail}";

/** A mailto link to the owner with a subject line; the address comes from the site config. */
export function ownerMailto(subject: string): string {
  return `mailto:${OWNER_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

/** A service on offer. */
export interface ServiceOffering {
  id: string;
  title: string;
  audience: string;
  description: string;
  subtitle: string;
  duration: string;
  benefits: readonly string[];
  pricing: Price;
  ctaText: string;
  /** BOOKING_LINK, ownerMailto(...) or any URL. */
  ctaLink: string;
  isPrimary: boolean;
  footerNote: string;
  secondaryCta?: { text: string; link: string };
}

/** The intro call is 15 minutes. */
export const INTRO_CALL_MINUTES = 15;

const introCall = { text: `Book a free ${INTRO_CALL_MINUTES}-minute intro call`, link: BOOKING_LINK };

export const services: readonly ServiceOffering[] = [
  {
    id: "ai-ramp-up-for-execs",
    title: "AI Ramp-Up for Execs",
    audience: "For executives and senior leaders",
    subtitle: "From AI-curious to confident in one focused session",
    description:
      "We work through your real week: your calendar, your inbox, the reports you read and write. You leave with AI set up around how you already work, and already using it.",
    duration: "60-minute 1:1 plus ongoing support",
    benefits: [
      "A short list of where AI saves you time first, based on your actual week",
      "ChatGPT or Claude set up with your context, so drafts sound like you",
      "Three prompts you will reuse every week, tested live in the session",
      "Ongoing support by e-mail when you get stuck or want a second opinion",
    ],
    pricing: { amount: 1000 },
    ctaText: "Book your ramp-up",
    ctaLink: BOOKING_LINK,
    isPrimary: true,
    footerNote: "Held over video. Bring one task you would happily never do by hand again.",
    secondaryCta: introCall,
  },
  {
    id: "personalized-ai-exec-coach",
    title: "Build Your Personalized AI Exec Coach",
    audience: "For leaders who want a thinking partner on call",
    subtitle: "An AI coach that knows your goals, your team and your style",
    description:
      "Together we build an assistant that carries your priorities, leadership principles and recurring decisions, so it can prepare you for hard conversations, pressure-test plans and draft your updates.",
    duration: "90-minute build session plus tools",
    benefits: [
      "Your own custom GPT or Claude project, built and tested with you",
      "A briefing document that teaches it your context, yours to keep and update",
      "Ready-made prompts for 1:1 prep, decision memos and weekly reflection",
      "The tools and templates to keep improving it after the session",
    ],
    pricing: { amount: 1500 },
    ctaText: "Build my AI coach",
    ctaLink: BOOKING_LINK,
    isPrimary: false,
    footerNote: "You own everything we build: the assistant, its instructions and the templates.",
  },
  {
    id: "start-your-side-hustle",
    title: "Start Your Side Hustle",
    audience: "For professionals building something of their own",
    subtitle: "Turn an idea into a first offer, with AI doing the heavy lifting",
    description:
      "We shape your idea into a clear offer, then use AI to draft the landing page, the outreach and a first version of the product, so you can put it in front of real people quickly.",
    duration: "60-minute 1:1 plus tools and ongoing support",
    benefits: [
      "A clear offer: who it is for, the problem it solves and what to charge",
      "A landing page draft and outreach messages written with AI, in your voice",
      "A starter kit of tools and prompts for content, sales and admin",
      "Ongoing support while you launch and learn from your first customers",
    ],
    pricing: { amount: 1000 },
    ctaText: "Start my side hustle",
    ctaLink: BOOKING_LINK,
    isPrimary: false,
    footerNote: "Designed to fit around a full-time job and the evenings you actually have.",
  },
  {
    id: "ongoing-ai-advisory",
    title: "Ongoing AI Advisory",
    audience: "For executives and founders leading an AI shift",
    subtitle: "A standing AI partner for you and your leadership team",
    description:
      "Each week we work on what matters now: choosing tools, designing workflows, reviewing pilots and turning what works into habits your team keeps.",
    duration: "Weekly 1:1 working session plus ongoing support",
    benefits: [
      "A weekly working session on your live priorities, not a generic curriculum",
      "Hands-on help with tool choices, pilots and roll-out plans",
      "Reviews of prompts, workflows and AI policies before they reach your team",
      "Ongoing support between sessions when a decision can't wait",
    ],
    pricing: { amount: 5000, per: "month" },
    ctaText: "Start advisory",
    ctaLink: BOOKING_LINK,
    isPrimary: false,
    footerNote: "We begin with a short intro call to make sure it is the right fit.",
    secondaryCta: introCall,
  },
];

export const executiveWorkshop: ServiceOffering = {
  id: "executive-workshop",
  title: "Executive Workshop",
  audience: "For leadership teams, offsites and company events",
  subtitle: "Your whole leadership team building with AI, together",
  description:
    "A hands-on workshop tailored to your industry, your tools and your team's real work. Nobody just watches a demo: everyone builds workflows they will use on Monday, and the team leaves with a shared plan for what to try next.",
  duration: "Half-day or full-day",
  benefits: [
    "Tailored exercises built from your team's own reports, meetings and decisions",
    "Clear guardrails: what data goes into AI tools and what stays out",
    "Every participant leaves with working prompts and workflows of their own",
    "A follow-up summary with the team's priorities and next experiments",
  ],
  pricing: { amount: 5000, from: true },
  ctaText: "Inquire",
  ctaLink: ownerMailto("Executive workshop inquiry"),
  isPrimary: false,
  footerNote: "In person or virtual. The final price depends on the format and the size of the group.",
};

export const workWithMeMeta = {
  title: "Work with me: AI coaching, advisory and workshops",
  description:
    "1:1 AI coaching for executives, a personalized AI exec coach, side-hustle launch help, ongoing AI advisory and executive workshops. See prices and book a call.",
};

export const workWithMeCopy = {
  eyebrow: "Work With Me",
  heading: "Put AI to work on the work you already do",
  intro:
    "Hands-on sessions for executives, founders and professionals who want results, not theory. We start from your real week and leave with AI doing part of it.",
  servicesHeading: "Coaching & advisory",
  servicesIntro: "Pick the format that fits where you are. Every option starts from your own work and goals.",
  primaryBadge: "Start here",
  includedHeading: "What you get",
  workshopHeading: "For teams",
  caseStudyHeading: "Case study",
  testimonialsHeading: "What clients say",
  custom: {
    heading: "Need something custom?",
    text: "Keynotes, team training, conference sessions or a format we design together: tell me about your audience and what you want them to walk away with.",
    linkText: "E-mail me about speaking or training",
    emailSubject: "Custom speaking or training request",
  },
} as const;
