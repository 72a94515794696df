import type { UseCaseSection } from "~/ai/types";

/** How many sections of each kind a result holds, for the GPT-5 analyzer's summary toast. */
export interface SectionCounts {
  total: number;
  prompt: number;
  vibeCode: number;
  agent: number;
}

export function countSections(sections: readonly UseCaseSection[]): SectionCounts {
  const count = (type: UseCaseSection["type"]) => sections.filter((section) => section.type === type).length;
  return { total: sections.length, prompt: count("prompt"), vibeCode: count("vibeCode"), agent: count("agent") };
}
