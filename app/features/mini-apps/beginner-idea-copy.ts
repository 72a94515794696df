import type { BeginnerIdea } from "~/ai/types";
import { beginnerIdeasCopy as copy } from "~/content/beginner-ideas";

/**
 * What an idea's copy button says and copies: the prompt if there is one, else the steps
 * one per line, else the title, a blank line and the description.
 */
export function beginnerIdeaCopy(idea: BeginnerIdea): { label: string; text: string } {
  if (idea.prompt && idea.prompt.trim() !== "") return { label: copy.copyPrompt, text: idea.prompt };
  if (idea.steps && idea.steps.length > 0) return { label: copy.copySteps, text: idea.steps.join("\n") };
  return { label: copy.copyIdea, text: `${idea.title}\n\n${idea.description}` };
}
