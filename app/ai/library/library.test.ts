import { expect, test } from "vitest";
import { ROLE_LIBRARY } from "./roles.server";
import type { IdeaKind } from "./types";

const words = (text: string) => text.trim().split(/\s+/).length;

test("the library covers at least 30 roles and industries, plus the general set", () => {
  expect(ROLE_LIBRARY.length).toBeGreaterThanOrEqual(31);
  expect(ROLE_LIBRARY.some((role) => role.id === "general")).toBe(true);
});

test("every role of the library is complete in every field the mini apps show", () => {
  const ideaIds = new Set<string>();
  const roleIds = new Set<string>();
  for (const role of ROLE_LIBRARY) {
    const where = `role ${role.id}`;
    expect(role.id, where).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(roleIds.has(role.id), `${where}: duplicate id`).toBe(false);
    roleIds.add(role.id);
    expect(role.label.length, where).toBeGreaterThan(2);
    expect(role.matchPhrases.length, where).toBeGreaterThan(0);
    for (const phrase of role.matchPhrases) expect(phrase, where).toBe(phrase.toLowerCase().trim());
    expect(words(role.summary), `${where}: summary`).toBeGreaterThanOrEqual(20);
    expect(role.summary, `${where}: the generator never reads a profile`).not.toMatch(/\b(your|this) profile\b/i);
    expect(role.useCases, where).toHaveLength(5);

    const counts: Record<IdeaKind, number> = { prompt: 0, build: 0, agent: 0, creative: 0 };
    for (const idea of role.ideas) {
      const at = `${where}, idea ${idea.id}`;
      counts[idea.kind] += 1;
      expect(ideaIds.has(idea.id), `${at}: duplicate id`).toBe(false);
      ideaIds.add(idea.id);
      expect(idea.title.length, at).toBeLessThanOrEqual(70);
      expect(idea.subtitle.length, at).toBeLessThanOrEqual(110);
      expect(words(idea.description), `${at}: description`).toBeGreaterThanOrEqual(8);
      expect(words(idea.prompt), `${at}: prompt`).toBeGreaterThanOrEqual(40);
      expect(idea.steps.length, `${at}: steps`).toBeGreaterThanOrEqual(3);
      expect(idea.steps.length, `${at}: steps`).toBeLessThanOrEqual(5);
      expect(words(idea.howToTry), `${at}: howToTry`).toBeGreaterThanOrEqual(6);
      expect(words(idea.example), `${at}: example`).toBeGreaterThanOrEqual(8);
      expect(idea.benefits.length, `${at}: benefits`).toBeGreaterThanOrEqual(2);
      expect(words(idea.whyItHelps), `${at}: whyItHelps`).toBeGreaterThanOrEqual(8);
      if (idea.kind === "build") expect(words(idea.whatToBuild ?? ""), `${at}: whatToBuild`).toBeGreaterThanOrEqual(20);
      if (idea.kind === "agent") expect(words(idea.whatToDo ?? ""), `${at}: whatToDo`).toBeGreaterThanOrEqual(20);
    }
    expect(counts, `${where}: 2 prompt, 2 build, 2 agent, 1 creative`).toEqual({ prompt: 2, build: 2, agent: 2, creative: 1 });
  }
});
