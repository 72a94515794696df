import { toolLinks } from "./ai-tools";
import { rodiCheatSheetCopy } from "./rodi-cheat-sheet";

/** A recommended tool. */
export interface RecommendedTool {
  id: string;
  name: string;
  description: string;
  link: string;
}

export const archiveMeta = {
  title: "Archive: recommended AI tools and the RODI idea",
  description:
    "The AI tools I recommend most, from Lovable and Relay.app to Granola, ChatGPT, Claude, Tella and Canva, and how to increase your RODI.",
};

export const archiveCopy = {
  eyebrow: "Archive",
  heading: "Tools and ideas worth keeping",
  intro: "The AI tools I recommend most often, and an idea I keep coming back to: getting a real return on your own data.",
  toolsHeading: "Recommended AI Tools",
  toolsIntro: "Each one has earned a permanent place in my work. Start with whichever solves a problem you have today.",
  visit: "Visit",
  moreTools: "See the full AI tools list",
} as const;

/** The Archive's seven, in the order the page shows them. */
export const recommendedTools: readonly RecommendedTool[] = [
  {
    id: "lovable",
    name: "Lovable",
    description: "Describe an app in plain English and get a working version you can share. My first pick for anyone who has never written code.",
    link: toolLinks.lovable,
  },
  {
    id: "relay",
    name: "Relay.app",
    description: "Automations with AI steps and human approvals built in. Great for workflows where someone should check before anything goes out.",
    link: toolLinks.relay,
  },
  {
    id: "granola",
    name: "Granola",
    description: "An AI notepad for meetings. You jot rough notes and it fills in the rest from the transcript, with no bot joining the call.",
    link: toolLinks.granola,
  },
  {
    id: "chatgpt",
    name: "ChatGPT",
    description: "The all-rounder for drafting, brainstorming, analyzing files and thinking out loud. Custom GPTs turn repeat tasks into one click.",
    link: toolLinks.chatgpt,
  },
  {
    id: "claude",
    name: "Claude",
    description: "My favorite for long documents and careful writing. Projects keep your context in one place so you don't repeat yourself.",
    link: toolLinks.claude,
  },
  {
    id: "tella",
    name: "Tella",
    description: "Screen-and-camera recordings that look polished without an editing marathon. I use it for walkthroughs and lessons.",
    link: toolLinks.tella,
  },
  {
    id: "canva",
    name: "Canva",
    description: "Design for non-designers: slides, social posts and documents, with AI to draft visuals and keep them on brand.",
    link: toolLinks.canva,
  },
];

export const RODI_POST_PATH = "/blog/personal-data-revolution";
export const RODI_CHEAT_SHEET_PATH = "/resources/rodi-cheat-sheet";

export const rodiCopy = {
  eyebrow: "An idea worth keeping",
  heading: "RODI: your Return on Data Investment",
  paragraphs: [
    "Every note, e-mail, meeting and document you create is data you have already paid for with your time. Most of it sits in folders and never pays you back.",
    "RODI is how much value you get back from it. With AI tools that can read your notes, remember your preferences and draft from your past work, that return can finally grow, as long as you choose deliberately what to share and with which tools.",
  ],
  postKind: "Blog post",
  postLink: "The Personal Data Revolution",
  cheatSheetKind: "Cheat sheet",
  cheatSheetLink: rodiCheatSheetCopy.heading,
} as const;
