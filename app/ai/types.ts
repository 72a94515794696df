/**
 * What the AI engine answers, one shape per AI endpoint, whichever provider made it (the
 * built-in generator or an OpenAI-compatible model). Types only: safe for the browser.
 */

/** The idea tool's answer ('What Should I Vibe Code?'). */
export interface IdeaToolResult {
  roleAnalysis: string;
  useCases: string[];
  recommendations: { title: string; description: string; prompt: string }[];
}

/** The beginner-ideas dialog's answer. Its type names are snake_case on the wire. */
export type BeginnerIdeaType = "prompt" | "simple_tool" | "creative";
export interface BeginnerIdea {
  type: BeginnerIdeaType;
  title: string;
  difficulty?: string;
  description: string;
  prompt?: string;
  steps?: string[];
  how_to_try?: string;
  example?: string;
}
export interface BeginnerIdeasResult {
  introduction?: string;
  ideas: BeginnerIdea[];
  conclusion?: string;
  /** True when nothing the visitor gave named their role: the dialog offers the role field to sharpen the ideas. */
  askRole?: boolean;
}

/** Calls 6–8, the use case finder and the GPT-5 analyzer: sections of three kinds. */
export type SectionType = "prompt" | "vibeCode" | "agent";
export interface SectionContent {
  description: string;
  benefits: string[];
  prompt?: string;
  whatToBuild?: string;
  whatToDo?: string;
  whyItHelps?: string;
  whyItMatters?: string;
  steps?: string[];
  rawContent?: string;
}
export interface UseCaseSection {
  id: string;
  type: SectionType;
  title: string;
  subtitle: string;
  content: SectionContent;
}
export interface UseCaseBundle {
  introduction: string;
  sections: UseCaseSection[];
  conclusion: string;
  /** As for the beginner ideas: nothing the visitor gave named their role. */
  askRole?: boolean;
}
