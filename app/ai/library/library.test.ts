import { expect, test } from "vitest";
import { stringify } from "yaml";
import type { IdeaKind } from "./role-schema";
import { IdeaLibraryError, parseIdeaLibrary, ROLE_LIBRARY } from "./roles.server";

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

/** The library's own files, as the loader sees them; `changes` replaces (or with undefined, removes) some. */
function libraryFiles(changes: Record<string, string | undefined> = {}): Record<string, string> {
  const files: Record<string, string> = Object.fromEntries(
    ROLE_LIBRARY.map((role) => [`/content/idea-library/${role.id}.yaml`, stringify(role)]),
  );
  for (const [file, source] of Object.entries(changes)) {
    if (source === undefined) delete files[file];
    else files[file] = source;
  }
  return files;
}

function problemsOf(files: Record<string, string>): string[] {
  try {
    parseIdeaLibrary(files);
  } catch (error) {
    if (error instanceof IdeaLibraryError) return error.problems;
    throw error;
  }
  return [];
}

test("roles come in file-name order, whatever order the files are found in", () => {
  const reversed = Object.fromEntries(Object.entries(libraryFiles()).reverse());
  expect(parseIdeaLibrary(reversed).map((role) => role.id)).toEqual(ROLE_LIBRARY.map((role) => role.id).sort());
});

test("a broken file is refused with its name and the field, every problem at once", () => {
  const coach = structuredClone(ROLE_LIBRARY.find((role) => role.id === "coach")!);
  coach.ideas[0]!.prompt = "Too short to paste.";
  coach.ideas[2]!.kind = "prompt";
  delete coach.ideas[3]!.whatToBuild;
  coach.useCases.pop();
  const broken = { ...coach, mathcPhrases: ["coach"] };
  const problems = problemsOf(libraryFiles({ "/content/idea-library/coach.yaml": stringify(broken) }));
  expect(problems).toEqual([
    "content/idea-library/coach.yaml: useCases: needs exactly 5 use cases",
    "content/idea-library/coach.yaml: ideas.0.prompt: has 4 words; 60 to 180 are needed",
    "content/idea-library/coach.yaml: ideas.2.whatToBuild: belongs to build ideas only, not prompt",
    "content/idea-library/coach.yaml: ideas.3.whatToBuild: is required for a build idea",
    "content/idea-library/coach.yaml: ideas: needs exactly 2 prompt, 2 build, 2 agent, 1 creative ideas; has 3 prompt, 1 build, 2 agent, 1 creative",
    "content/idea-library/coach.yaml: unknown field mathcPhrases",
  ]);

  // What the server prints when it refuses to start.
  expect(() => parseIdeaLibrary(libraryFiles({ "/content/idea-library/coach.yaml": stringify(broken) }))).toThrow(
    /^The idea library \(content\/idea-library\) has problems:\n {2}content\/idea-library\/coach\.yaml: useCases: needs exactly 5 use cases\n/,
  );
});

test("a file that is not YAML, a misnamed role, a reused idea id and a missing general set are each named", () => {
  expect(problemsOf(libraryFiles({ "/content/idea-library/coach.yaml": "id: coach\nlabel: [Coach\n" }))).toEqual([
    expect.stringMatching(/^content\/idea-library\/coach\.yaml: not valid YAML: .+ at line \d+, column \d+/),
  ]);

  // A copy of sales.yaml under another name: it comes after sales.yaml, so its ideas are the reused ones.
  const sales = ROLE_LIBRARY.find((role) => role.id === "sales")!;
  expect(problemsOf(libraryFiles({ "/content/idea-library/sellers.yaml": stringify(sales) }))).toEqual([
    'content/idea-library/sellers.yaml: id: is "sales", but the file\'s name says "sellers"; they must be the same',
    ...sales.ideas.map(
      (idea, index) =>
        `content/idea-library/sellers.yaml: ideas.${index}.id: "${idea.id}" is already an idea of content/idea-library/sales.yaml; ids are unique across the library`,
    ),
  ]);

  expect(problemsOf(libraryFiles({ "/content/idea-library/general.yaml": undefined }))).toEqual([
    "content/idea-library/general.yaml: missing; its ideas answer when the role can't be told",
  ]);
});
