/**
 * The built-in generator's curated library: for each role or industry, ideas written by hand and
 * complete in every field the mini apps and the idea tool show. Server-only data (the files are
 * `*.server.ts`), so none of it reaches the browser's bundle.
 */

/** prompt: paste into ChatGPT or Claude; build: a small app made in a no-code builder in ~90 min;
 * agent: an automation (e.g. in Relay.app) that runs on a trigger; creative: a playful,
 * low-stakes first use that builds confidence. */
export type IdeaKind = "prompt" | "build" | "agent" | "creative";
export type IdeaDifficulty = "Beginner" | "Intermediate" | "Advanced";

export interface LibraryIdea {
  /** kebab-case, unique across the whole library, e.g. "pm-prd-critic". */
  id: string;
  kind: IdeaKind;
  /** At most 70 characters. */
  title: string;
  /** One line, at most 110 characters. */
  subtitle: string;
  /** One or two sentences: what it is and what the visitor gets. */
  description: string;
  /** Paste-ready prompt for ChatGPT or Claude; [square brackets] mark what the visitor fills in. 60–180 words. */
  prompt: string;
  /** 3–5 short imperative steps. */
  steps: string[];
  /** One sentence: how to try it in the next ten minutes. */
  howToTry: string;
  /** A concrete, realistic example for this role (input and what comes out). */
  example: string;
  difficulty: IdeaDifficulty;
  /** 2–4 short benefits. */
  benefits: string[];
  /** One or two sentences on why it matters for this role. */
  whyItHelps: string;
  /** kind "build" only: what to build in a no-code builder in about 90 minutes (screens, data, actions). */
  whatToBuild?: string;
  /** kind "agent" only: trigger, what the agent does step by step, and what it delivers. */
  whatToDo?: string;
}

export interface RoleProfile {
  /** kebab-case, e.g. "product-manager". */
  id: string;
  /** How the role is named to the visitor, e.g. "Product Manager". */
  label: string;
  /**
   * Lower-case words or phrases that identify the role in free text ("I'm a PM at a SaaS startup")
   * or in the words of a LinkedIn URL slug ("jane-doe-product-manager"). Most specific first.
   */
  matchPhrases: string[];
  /**
   * Two or three sentences on where AI helps this role, addressed to "you". Never claims to have
   * read or seen a profile: the generator only ever knows the role.
   */
  summary: string;
  /** Five short use cases, each one line. */
  useCases: string[];
  /** Exactly 2 prompt, 2 build, 2 agent and 1 creative idea. */
  ideas: LibraryIdea[];
}
