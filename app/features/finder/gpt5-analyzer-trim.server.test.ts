import { expect, test } from "vitest";
import type { UseCaseBundle, UseCaseSection } from "~/ai/types";
import { countSections } from "./count-sections";
import { chooseAgents, mentionsPrivateData, trimAnalysis } from "./gpt5-analyzer-trim.server";

function section(type: UseCaseSection["type"], n: number, description = `Plain idea ${n}`): UseCaseSection {
  return { id: `${type}-${n}`, type, title: `${type} ${n}`, subtitle: "", content: { description, benefits: [] } };
}

const bundle = (sections: UseCaseSection[]): UseCaseBundle => ({ introduction: "In", sections, conclusion: "Out" });

test("keeps at most two of each kind, in the engine's order, with introduction and conclusion", () => {
  const sections = [
    section("prompt", 1),
    section("agent", 1),
    section("prompt", 2),
    section("vibeCode", 1),
    section("prompt", 3),
    section("vibeCode", 2),
    section("vibeCode", 3),
    section("agent", 2),
    section("agent", 3),
  ];
  const trimmed = trimAnalysis(bundle(sections));
  expect(trimmed.sections.map((s) => s.id)).toEqual(["prompt-1", "agent-1", "prompt-2", "vibeCode-1", "vibeCode-2", "agent-2"]);
  expect(trimmed).toMatchObject({ introduction: "In", conclusion: "Out" });
  expect(countSections(trimmed.sections)).toEqual({ total: 6, prompt: 2, vibeCode: 2, agent: 2 });
});

test("fewer than two of a kind stay as they are", () => {
  const trimmed = trimAnalysis(bundle([section("prompt", 1), section("agent", 1)]));
  expect(countSections(trimmed.sections)).toEqual({ total: 2, prompt: 1, vibeCode: 0, agent: 1 });
  expect(trimAnalysis(bundle([])).sections).toEqual([]);
});

test("agents that need private or company data are left out when two others remain", () => {
  const agents = [
    section("agent", 1, "Syncs your Salesforce pipeline every morning"),
    section("agent", 2, "Summarises public industry news"),
    section("agent", 3, "Reads confidential board minutes"),
    section("agent", 4, "Drafts posts from your published articles"),
  ];
  expect(chooseAgents(agents).map((a) => a.id)).toEqual(["agent-2", "agent-4"]);
});

test("with fewer than two others left, the filter does not apply", () => {
  const agents = [
    section("agent", 1, "Updates the CRM after each call"),
    section("agent", 2, "Watches public job boards"),
    section("agent", 3, "Uses internal wikis"),
  ];
  expect(chooseAgents(agents).map((a) => a.id)).toEqual(["agent-1", "agent-2"]);
});

test("every word of the filter counts, in any case and in any field; look-alike words don't", () => {
  for (const words of ["private", "INTERNAL", "company data", "Confidential", "crm", "CRMs", "salesforce", "HubSpot"]) {
    expect(mentionsPrivateData(section("agent", 1, `Works with ${words} records`)), words).toBe(true);
  }
  const inSteps: UseCaseSection = { ...section("agent", 1), content: { description: "x", benefits: [], steps: ["Connect HubSpot"] } };
  expect(mentionsPrivateData(inSteps)).toBe(true);
  expect(mentionsPrivateData(section("agent", 1, "Tracks international conferences and privacy news"))).toBe(false);
});
