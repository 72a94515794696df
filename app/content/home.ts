import { SMART_PROMPT_COUNT } from "./guides";
import type { CourseDeal } from "./offers";

/** A guide or product on the home page. */
export interface GuideLink {
  id: string;
  title: string;
  description: string;
  /** Starts with "/" for a page of this site; anything else opens in a new tab. */
  link: string;
  /** Shows a 'Coming soon' badge (supported, currently unused on Home). */
  comingSoon?: boolean;
  /** A line above the title: a post's date and read time. */
  meta?: string;
}

/** The home page's other lists: the newest posts and the mini apps, each with a way to all of them. */
export const LATEST_POST_COUNT = 3;

/** Under the home page's newsletter field: what readers say, and the newest post to read now. */
export const newsletterProof = {
  heading: "What readers say",
  quotes: [
    {
      quote: "The only newsletter I read the week it arrives. Every issue has one thing I try the same afternoon.",
      author: "Sam",
      title: "Product manager",
    },
    {
      quote: "Plain language, real examples, no hype. It is how my whole team learned to use AI at work.",
      author: "Renata",
      title: "Head of operations",
    },
  ],
  latest: "Read the latest:",
} as const;

/** The home page's band for the course on sale: its card, wide. */
export const featuredOffer = { heading: "Featured course", button: "See the course" } as const;
export const homeLists = {
  latestPosts: { title: "Latest from Work Waves", more: { to: "/blog", label: "All posts" } },
  miniApps: { title: "AI Mini Apps", more: { to: "/mini-apps", label: "Open the mini apps" } },
} as const;

export const homeMeta = {
  title: "AI educator, writer and consultant",
  description:
    "Practical AI for professionals, executives and founders: a weekly newsletter, free guides, video tutorials, courses and live sessions.",
};

export const popularGuides: GuideLink[] = [
  {
    id: "smart-prompt-sheet",
    title: "Smart Prompt Sheet",
    description: `${SMART_PROMPT_COUNT} copy-and-paste prompts for writing, planning, research and meetings, each with the context it needs.`,
    link: "/smart-prompt-sheet",
  },
  {
    id: "lovable-guide",
    title: "Lovable Starter Guide",
    description: "Go from a one-paragraph idea to a working app you can share in an afternoon, without writing code.",
    link: "/lovable-guide",
  },
  {
    id: "weekly-win-report",
    title: "Build a Weekly Win Report",
    description: "Turn an AI assistant into a performance coach that drafts your weekly wins from your notes and calendar.",
    link: "/build-a-weekly-win-report",
  },
];

/** The community entry's link comes from the site config (COMMUNITY_URL). */
export const COMMUNITY_ID = "community";

/** 'Products & Communities'; the business course's card says its early bird is open while it stands. */
export function productsAndCommunities(business: CourseDeal): GuideLink[] {
  return [
  {
    id: "watch-me-ai",
    title: "Watch Me AI",
    description: "Short video tutorials where I build real workflows with AI tools from start to finish.",
    link: "/watch-me-ai",
  },
  {
    id: "business-building-ai",
    title: "Business Building with AI",
    description: `Launch and run a side business with AI doing the heavy lifting.${business.offerOpen ? " Early-bird pricing is open." : ""}`,
    link: "/business-building-ai",
  },
  {
    id: "career-ai",
    title: "AI Tools for Job Hunting",
    description: "Find roles, tailor applications and prepare for interviews with AI, without sounding like a robot.",
    link: "/career-ai",
  },
  {
    id: "ai-coaches-leaders",
    title: "AI for Coaches & Leaders",
    description: "Build an assistant that knows your frameworks and supports your clients between sessions.",
    link: "/ai-coaches-leaders",
  },
  {
    id: COMMUNITY_ID,
    title: "AI Builders Community",
    description: "Learn AI by building alongside other professionals: weekly challenges, show-and-tell and office hours.",
    link: "community",
  },
];
}
