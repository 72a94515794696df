/**
 * The resource hub's own words (/resources, also served at /watch-me-ai).
 * The cards are built in resource-cards.ts, which only the page's loader imports: the page's
 * JavaScript carries these words, not every guide's.
 */

/** A resource card. A link starting with "/" stays on the site; any other opens a new tab. */
export interface ResourceCard {
  id: string;
  title: string;
  description: string;
  link: string;
  isComingSoon: boolean;
  buttonText: string;
  /** Which picture the card wears (see resource-card.tsx). */
  icon: ResourceIcon;
}

export type ResourceIcon = "tools" | "prompts" | "video" | "idea" | "guide" | "glossary";

/** The one page both paths show; the other path points search engines here. */
export const HUB_CANONICAL_PATH = "/resources";

export const resourcesMeta = {
  title: "Watch Me AI: free AI guides, tools and video tutorials",
  description:
    "Free AI resources for busy professionals: prompt sheets, step-by-step guides, the AI tools list, a glossary, courses and the latest video tutorials.",
};

export const resourcesCopy = {
  eyebrow: "Watch Me AI",
  heading: "Free AI resources, guides and tutorials",
  intro:
    "Everything I've made to help you put AI to work: prompts you can copy, guides you can finish in an afternoon, and videos where I build real workflows from start to finish.",
  popularHeading: "Popular Resources",
  popularIntro: "Where most readers start.",
  guidesHeading: "Free Guides & Toolkits",
  guidesIntro: "Step-by-step guides and prompt kits, free for newsletter readers.",
  coursesHeading: "Courses",
  coursesIntro: "Self-paced video courses when you're ready to go deeper.",
  coursesButton: "Learn More",
  videosHeading: "Latest AI Tutorials",
  videosIntro: "Short, practical walkthroughs from the YouTube channel, newest first.",
  videosAllLink: "All videos on YouTube",
  comingSoon: "Coming Soon",
  heroNewsletter: {
    heading: "Get the next resource first",
    paragraphs: [
      "New guides, prompt kits and tutorials reach newsletter readers before anyone else, with a note on how I use them in my own work.",
      "One short e-mail a week, no hype. Unsubscribe with one click whenever you like.",
    ],
    containerId: "convertkit-form-hub-hero",
  },
  closingNewsletter: { containerId: "convertkit-form-hub-closing" },
} as const;

/** How many videos the hub shows. */
export const HUB_VIDEO_COUNT = 4;
