/**
 * The resource hub (/resources, also served at /watch-me-ai: SPEC §2 Resource hub). Its cards
 * borrow each page's own title and description from where that page keeps them (guides, courses,
 * the tools list, the glossary); only the hub's own words and the two cards with no page of
 * their own here are written in this file.
 */
import { aiToolsCopy, aiToolsMeta } from "./ai-tools";
import { courseList } from "./courses";
import { glossaryCopy, glossaryMeta } from "./glossary";
import type { GuideEntry, GuidePath } from "./guides";
import { guides } from "./lead-magnets/all";
import type { SiteConfig } from "./site-config";

/** SPEC §3 Resource card. A link starting with "/" stays on the site; any other opens a new tab. */
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

export type ResourceIcon = "tools" | "prompts" | "video" | "idea" | "guide" | "glossary" | "course";

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

/** How many videos the hub shows (SPEC §9). */
export const HUB_VIDEO_COUNT = 4;

const GUIDE_BUTTON = "Get the Guide";

function guideCard(path: GuidePath, icon: ResourceIcon = "guide"): ResourceCard {
  const guide = guides.find((entry) => entry.path === path) as GuideEntry;
  return {
    id: path.slice(1),
    title: guide.name,
    description: guide.meta.description,
    link: guide.path,
    isComingSoon: false,
    buttonText: GUIDE_BUTTON,
    icon,
  };
}

/** 'Popular Resources': the tools list, the prompt sheet, a tutorial video and the idea tool. */
export function popularResources(site: Pick<SiteConfig, "tutorialVideoUrl">): ResourceCard[] {
  return [
    {
      id: "ai-tools",
      title: aiToolsCopy.heading,
      description: aiToolsMeta.description,
      link: "/ai-tools",
      isComingSoon: false,
      buttonText: "Browse the List",
      icon: "tools",
    },
    { ...guideCard("/smart-prompt-sheet", "prompts"), buttonText: "Get the Sheet" },
    {
      id: "tutorial-video",
      title: "Watch Me Build with AI",
      description:
        "A start-to-finish tutorial on YouTube: a real work problem, the AI tools I reach for, and every prompt and fix along the way.",
      link: site.tutorialVideoUrl,
      isComingSoon: false,
      buttonText: "Watch on YouTube",
      icon: "video",
    },
    {
      id: "what-should-i-vibe-code",
      title: "What Should I Vibe Code?",
      description:
        "Describe your role and get app ideas you could build this week with AI app builders, each with a prompt to start from.",
      link: "/resources/what-should-i-vibe-code",
      isComingSoon: false,
      buttonText: "Try It Free",
      icon: "idea",
    },
  ];
}

/** 'Free Guides & Toolkits', in SPEC's order; the glossary's button says 'View'. */
export function freeGuides(): ResourceCard[] {
  return [
    guideCard("/meeting-insights-prompts"),
    guideCard("/vibe-code-job-hunting"),
    guideCard("/lovable-guide"),
    {
      id: "ai-glossary",
      title: glossaryCopy.heading,
      description: glossaryMeta.description,
      link: "/ai-glossary",
      isComingSoon: false,
      buttonText: "View",
      icon: "glossary",
    },
    guideCard("/build-a-weekly-win-report"),
    { ...guideCard("/smart-prompt-sheet", "prompts"), buttonText: "Get the Sheet" },
  ];
}

/** 'Courses': the three course pages, 'Learn More'. */
export function courseCards(): ResourceCard[] {
  return courseList.map((course) => ({
    id: course.slug,
    title: course.title,
    description: course.summary,
    link: course.path,
    isComingSoon: false,
    buttonText: "Learn More",
    icon: "course",
  }));
}
