import type { NewsletterForms } from "./site-config";

/** How many prompts the Smart Prompt Sheet holds. */
export const SMART_PROMPT_COUNT = 25;

/** The note every free guide carries. */
export const FREE_FOR_NOW = "Free for now, not forever.";

export type GuidePath =
  | "/lovable-guide"
  | "/meeting-insights-prompts"
  | "/vibe-code-job-hunting"
  | "/smart-prompt-sheet"
  | "/build-a-weekly-win-report";

export interface GuideSample {
  /** What this piece of the guide is, e.g. "Prompt 7: The pre-mortem". */
  title: string;
  /** One line on when to use it. */
  context: string;
  /** The text exactly as it appears in the guide; [brackets] mark what the reader fills in. */
  text: string;
}

export interface GuideEntry {
  path: GuidePath;
  /** The guide's own form in the newsletter provider (site config newsletter.forms). */
  formKey: keyof NewsletterForms;
  /** The embed's container, unique on the site so the provider can tell the forms apart. */
  containerId: string;
  meta: { title: string; description: string };
  /** Short name, used in the cover's alt text and the signup heading. */
  name: string;
  eyebrow: string;
  title: string;
  intro: string;
  cover: { src: string; width: number; height: number };
  learn: string[];
  inside: Array<{ title: string; text: string }>;
  sampleIntro: string;
  samples: GuideSample[];
  audience: string[];
  notes: string[];
  /** Beside the form: what arrives and what to start with (the newsletter is the small print's). */
  signupText: string;
  /** The form's button: what the visitor gets ("Send me the guide"). */
  signupButton: string;
}

/** Headings and labels shared by every guide page. */
export const guidePageCopy = {
  learnHeading: "What you'll learn",
  insideHeading: "What's inside",
  sampleHeading: "A look inside",
  audienceHeading: "Who it's for",
  cta: "Get the free guide",
  signupHeading: (name: string) => `Get the ${name}`,
  /** Under every guide's form: the newsletter comes with the guide. */
  signupSmallPrint: "It comes with my weekly newsletter on practical AI. Unsubscribe anytime, in one click.",
  coverAlt: (name: string) => `Cover of the ${name}`,
} as const;

/** Every cover is drawn on the same 4:5 canvas. */
export const GUIDE_COVER_SIZE = { width: 480, height: 600 } as const;
