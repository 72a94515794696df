/** The mini apps page and the beginner-ideas dialog's words. */
export const miniAppsMeta = {
  title: "AI Mini Apps",
  description:
    "Small, free AI tools: paste your LinkedIn profile link and get beginner-friendly AI ideas, or a fuller set of AI use cases for your role.",
};

/** Which dialog a card opens; the route maps each to its (lazily loaded) dialog. */
export type MiniAppId = "beginnerIdeas" | "useCaseFinder" | "gpt5Analyzer";

export interface MiniAppCard {
  id: MiniAppId;
  title: string;
  /** One line: whom the tool is for and what it gives them. */
  forWhom: string;
  /** What comes back, at a glance (a chip beside the tool's icon). */
  gives: string;
  description: string;
  button: string;
  points: string[];
}

export const miniAppsCopy = {
  eyebrow: "Mini apps",
  heading: "AI Mini Apps",
  intro:
    "Free tools that turn your LinkedIn profile link into practical AI ideas for your work. They use only the words in the link: nothing is read from your profile.",
  /** The intro when a profile provider is on: what is looked up, said before anyone types a link. */
  introWithLookup:
    "Free tools that turn your LinkedIn profile link into practical AI ideas for your work. With your link, they look up your public profile's headline, current role and skills to fit the ideas to you.",
  cards: [
    {
      id: "beginnerIdeas",
      title: "AI Ideas For People Like You",
      forWhom: "For you if you're new to AI and want a first win this week.",
      gives: "3 ideas",
      description: "Three beginner-friendly ways to start with AI this week, picked for your line of work.",
      button: "Get 3 Ideas",
      points: ["A prompt to paste into ChatGPT", "A small tool to build", "Something playful to try"],
    },
    {
      id: "useCaseFinder",
      title: "AI Use Case Finder",
      forWhom: "For you if you already use AI and want a plan for your whole role.",
      gives: "A full set, with steps",
      description: "A fuller set of AI use cases for your role, each with steps you can follow.",
      button: "Find My Use Cases",
      points: ["Prompts to try today", "Tools to build without code", "Simple agents that run for you"],
    },
    {
      id: "gpt5Analyzer",
      title: "AI Use Case Finder (GPT-5)",
      forWhom: "For you if you want the short list, in one go.",
      gives: "6 ideas",
      description: "The finder in one shot, trimmed to the six ideas most worth your time.",
      button: "Try GPT-5 Version",
      points: ["2 prompts", "2 Lovable builds", "2 agents"],
    },
  ] satisfies MiniAppCard[],
  comingSoon: {
    heading: "More Tools Coming Soon",
    text: "New mini apps land here first. The weekly newsletter tells you when they do.",
    link: "Get the newsletter",
  },
};
