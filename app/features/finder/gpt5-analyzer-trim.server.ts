import type { UseCaseBundle, UseCaseSection } from "~/ai/types";
import { ANALYSIS_LIMITS } from "~/content/use-case-finder";

/**
 * Agents that would need the visitor's private or company systems. Whole words,
 * so 'international' or 'privately-held' style accidents don't count; 'CRMs' does.
 */
const PRIVATE_DATA = /\b(?:private|internal|company data|confidential|crms?|salesforce|hubspot)\b/i;

function sectionText(section: UseCaseSection): string {
  const { content } = section;
  return [
    section.title,
    section.subtitle,
    content.description,
    ...content.benefits,
    content.prompt,
    content.whatToBuild,
    content.whatToDo,
    content.whyItHelps,
    content.whyItMatters,
    ...(content.steps ?? []),
    content.rawContent,
  ]
    .filter(Boolean)
    .join("\n");
}

export function mentionsPrivateData(section: UseCaseSection): boolean {
  return PRIVATE_DATA.test(sectionText(section));
}

/**
 * Agents for the analyzer: those needing private data are left out, but only when at least two
 * others remain; otherwise the list stays as the engine gave it.
 */
export function chooseAgents(agents: readonly UseCaseSection[]): UseCaseSection[] {
  const open = agents.filter((agent) => !mentionsPrivateData(agent));
  return (open.length >= ANALYSIS_LIMITS.agent ? open : [...agents]).slice(0, ANALYSIS_LIMITS.agent);
}

/**
 * The GPT-5 analyzer's result: at most two prompts, two build ideas and two agents, in the order the
 * engine gave them. Runs on the server, so the browser never receives what it must not show.
 */
export function trimAnalysis(bundle: UseCaseBundle): UseCaseBundle {
  const of = (type: UseCaseSection["type"]) => bundle.sections.filter((section) => section.type === type);
  const kept = new Set([
    ...of("prompt").slice(0, ANALYSIS_LIMITS.prompt),
    ...of("vibeCode").slice(0, ANALYSIS_LIMITS.vibeCode),
    ...chooseAgents(of("agent")),
  ]);
  return { ...bundle, sections: bundle.sections.filter((section) => kept.has(section)) };
}
