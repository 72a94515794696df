/**
 * The resource hub's cards. Each borrows its page's own title and description from where that
 * page keeps them (guides, the tools list, the glossary; the courses' cards are course-cards.ts); only the two cards with no page
 * of their own here carry words written in this file. Imported by the hub's loader only, so the
 * cards travel as loader data, not as JavaScript.
 */
import { aiToolsCopy, aiToolsMeta } from "./ai-tools";
import { glossaryCopy, glossaryMeta } from "./glossary";
import type { GuideEntry, GuidePath } from "./guides";
import { guides } from "./lead-magnets/all";
import type { ResourceCard, ResourceIcon } from "./resources";
import type { SiteConfig } from "./site-config";

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

/** 'Free Guides & Toolkits', in the hub's order; the glossary's button says 'View'. */
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
