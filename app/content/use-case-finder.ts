import { formatPrice } from "~/lib/price";
import { toolLinks } from "./ai-tools";
import { plural } from "~/lib/plural";

/**
 * The words and numbers of the mini apps' two use-case dialogs: the AI Use Case Finder (an async
 * request followed live) and its GPT-5 version (one shot).
 */

/** The price of the full implementation guide, paid once, before anything the owner saved (offers.ts). */
export const FULL_GUIDE_PRICE = 5;

/** The guide button's words for its price in force: "Get the full guide ($5)". */
export function fullGuideButton(price: number): string {
  return `Get the full guide (${formatPrice(price)})`;
}

/** The analyzer shows at most this many of each kind (6 in all). */
export const ANALYSIS_LIMITS = { prompt: 2, vibeCode: 2, agent: 2 } as const;

/** How long the page says the finder takes. */
export const FINDER_PROCESSING_SECONDS = { min: 30, max: 60 } as const;

/** Where the get-started buttons go. */
export const getStartedLinks = { chatgpt: toolLinks.chatgpt, lovable: toolLinks.lovable, relay: toolLinks.relay } as const;


export const finderCopy = {
  title: "AI Use Case Finder",
  gpt5Title: "AI Use Case Finder (GPT-5)",
  description:
    "Paste your LinkedIn profile link and get AI use cases picked for your role: prompts to try today, small apps to build, and simple agents to set up.",
  gpt5Description:
    "The same analysis in one go: two prompts to try, two apps to build in Lovable and two agents for Relay.app, picked for your role.",
  urlLabel: "LinkedIn Profile URL",
  submit: "Find My Use Cases",
  submitting: "Submitting...",
  analyze: "Analyze My Profile",
  analyzing: "Analyzing...",
  timing: `This usually takes about ${FINDER_PROCESSING_SECONDS.min}–${FINDER_PROCESSING_SECONDS.max} seconds. You can keep this window open while it works.`,
  status: {
    submitted: "Request submitted successfully...",
    processing: "Analyzing your LinkedIn profile and generating personalized AI use cases...",
    completed: "Analysis complete!",
    failed: "Processing failed. Please try again.",
  },
  tryAgain: "Try Again",
  close: "Close",
  startOver: "Start Over",
  /** The sectioned view's fixed opening and closing. */
  introduction:
    "Here is where AI can take work off your plate, picked for your role. Start with a prompt you can try in ChatGPT today, build a small app in about 90 minutes in Lovable, and set up a simple agent in Relay.app that keeps working while you do something else.",
  conclusion:
    "Pick one use case and try it this week. Small wins you repeat are how AI becomes part of your work; come back for fresh ideas whenever your role changes.",
  legacyIntroduction: "Here are AI use cases picked for your role.",
  toasts: {
    found: (count: number) => `Found ${plural(count, "personalized AI use case", "personalized AI use cases")} for you.`,
    processingFailedTitle: "Processing Failed",
    processingFailedFallback: "Something went wrong while processing your request.",
    errorTitle: "Error",
    submitFailed: "Failed to submit your request. Please try again.",
    analysisSummary: (counts: { total: number; prompt: number; vibeCode: number; agent: number }) =>
      `Showing ${plural(counts.total, "idea", "ideas")}: ${plural(counts.prompt, "prompt", "prompts")}, ${plural(counts.vibeCode, "Lovable build", "Lovable builds")}, ${plural(counts.agent, "agent", "agents")}.`,
    analysisFailedFallback: "Failed to analyze profile.",
    copied: "Copied!",
    copyFailed: "Failed to copy to clipboard",
    openingChatgpt: "Opening ChatGPT",
    openingChatgptDetail: "The prompt is on your clipboard: paste it into a new chat.",
    openingLovable: "Opening Lovable",
    openingLovableDetail: "The build instructions are on your clipboard: paste them into Lovable.",
    guideUnlockedForTesting: "Guide unlocked for testing",
  },
  errors: {
    /** The finder's submit endpoint answered without a requestId. */
    missingRequestId: "Failed to submit request",
    /** The analyzer answered without sections. */
    invalidAnalysis: "Invalid response from GPT-5 analyzer",
    engineFailed: "We couldn't generate your use cases this time. Please try again in a few minutes.",
    noResults: "We couldn't find use cases for this profile. Check the link and try again.",
    rateLimited: (seconds: number) =>
      `Too many requests from your connection. Please try again in ${seconds < 60 ? plural(seconds, "second", "seconds") : plural(Math.ceil(seconds / 60), "minute", "minutes")}.`,
    busy: "Too many people are following their requests right now. Please try again in a moment.",
    badBody: "Please send a LinkedIn profile URL.",
  },
  card: {
    expand: "Click to expand details",
    collapse: "Click to collapse",
    badges: { prompt: "Prompt to Try", vibeCode: "Vibe Code Idea", agent: "Simple Agent" },
    started: "Started",
    benefits: "Benefits",
    prompt: "Prompt",
    copyPrompt: "Copy Prompt",
    whyItHelps: "Why it helps",
    whyItMatters: "Why it matters",
    steps: "Steps",
    buildInstructions: "Build instructions",
    buildTime: "About 90 minutes in a no-code builder like Lovable.",
    copyBuildInstructions: "Copy Instructions",
    whatTheAgentDoes: "What the agent does",
    openChatgpt: "Open ChatGPT",
    startInLovable: "Start in Lovable",
    openRelay: "Open Relay.app",
  },
  legacy: {
    benefits: "Benefits",
    prompts: "Prompts to try",
    copyPrompt: "Copy Prompt",
  },
  guide: {
    heading: "In the full implementation guide",
    teaser: {
      vibeCode: [
        "What to build, screen by screen",
        "Build instructions ready to paste into Lovable",
        "A step-by-step plan for about 90 minutes of building",
        "Why it matters for your role",
      ],
      agent: [
        "What the agent does, from trigger to result",
        "A step-by-step setup in Relay.app",
        "Why it matters for your role",
      ],
    },
    note: "One payment unlocks every guide on this device.",
  },
} as const;
