import { expect, test } from "vitest";
import { createBuiltinGenerator, NO_ROLE_FROM_LINK, NO_ROLE_FROM_TEXT } from "./builtin-generator.server";
import { GENERAL_ROLE_ID, toWords } from "./detect-role";
import { ROLE_LIBRARY } from "./library/roles.server";
import { parseProfileUrl, type ProfileUrl } from "./linkedin-url";

const generator = createBuiltinGenerator(ROLE_LIBRARY);
const general = ROLE_LIBRARY.find((role) => role.id === GENERAL_ROLE_ID)!;
const someRole = ROLE_LIBRARY.find((role) => role.id !== GENERAL_ROLE_ID)!;
const phrase = someRole.matchPhrases[0]!;

function profile(url: string): ProfileUrl {
  const parsed = parseProfileUrl(url, "finder");
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.profile;
}
const roleLink = profile(`https://www.linkedin.com/in/jane-doe-${toWords(phrase).join("-")}-4b2a91`);
const anonymousLink = profile("https://www.linkedin.com/in/jane-doe-4b2a91");
// The generator knows a link's words, never a profile: no sentence may claim otherwise.
const claimsToHaveRead =
  /\b(I|we) (read|reviewed|looked at|analy[sz]ed)\b|\b(your|this) (linkedin )?profile (shows|says|mentions)\b|\bfrom your profile\b/i;

test("the library has the general profile and at least one role", () => {
  expect(general).toBeDefined();
  expect(someRole).toBeDefined();
});

test("idea tool: the detected role's summary, use cases and its prompt and build ideas", () => {
  const result = generator.ideaTool(`${phrase} at a mid-size company`);
  expect(result.roleAnalysis).toContain(someRole.summary);
  expect(result.roleAnalysis).toContain(`"${phrase}"`);
  expect(result.useCases).toEqual(someRole.useCases);
  const expected = someRole.ideas.filter((idea) => idea.kind === "prompt" || idea.kind === "build");
  expect(result.recommendations).toEqual(expected.map(({ title, description, prompt }) => ({ title, description, prompt })));
});

test("idea tool: with no role in the text, the general profile, said plainly", () => {
  const result = generator.ideaTool("zzq xyzzy");
  expect(result.roleAnalysis.startsWith(NO_ROLE_FROM_TEXT)).toBe(true);
  expect(result.useCases).toEqual(general.useCases);
});

test("beginner ideas: a prompt, a simple tool and a creative idea, complete in every field shown", () => {
  const result = generator.beginnerIdeas(roleLink);
  expect(result.ideas.map((idea) => idea.type)).toEqual(["prompt", "simple_tool", "creative"]);
  for (const idea of result.ideas) {
    expect(idea.title).not.toBe("");
    expect(idea.difficulty).toMatch(/Beginner|Intermediate|Advanced/);
    expect(idea.description).not.toBe("");
    expect(idea.prompt).not.toBe("");
    expect(idea.steps!.length).toBeGreaterThanOrEqual(3);
    expect(idea.how_to_try).not.toBe("");
    expect(idea.example).not.toBe("");
  }
  expect(result.ideas[0]!.title).toBe(someRole.ideas.find((idea) => idea.kind === "prompt")!.title);
  expect(result.introduction).toMatch(/^Based on the words in your profile link/);
  expect(result.introduction).toContain(someRole.audience);
});

test("beginner ideas: a link without role words gets the general set and says so", () => {
  const result = generator.beginnerIdeas(anonymousLink);
  expect(result.introduction!.startsWith(NO_ROLE_FROM_LINK)).toBe(true);
  expect(result.introduction).toContain("We couldn't tell your role from the link, so here are ideas that work for most professionals");
  expect(result.ideas[0]!.title).toBe(general.ideas.find((idea) => idea.kind === "prompt")!.title);
});

test("use case sections: the role's prompts, builds and agents, plus general agents to choose from", () => {
  const bundle = generator.useCaseSections(roleLink);
  const types = bundle.sections.map((section) => section.type);
  expect(types.filter((type) => type === "prompt")).toHaveLength(2);
  expect(types.filter((type) => type === "vibeCode")).toHaveLength(2);
  expect(types.filter((type) => type === "agent")).toHaveLength(4);
  expect(new Set(bundle.sections.map((section) => section.id)).size).toBe(bundle.sections.length);
  for (const section of bundle.sections) {
    expect(section.content.description).not.toBe("");
    expect(section.content.benefits.length).toBeGreaterThanOrEqual(2);
    expect(section.content.prompt).not.toBe("");
    expect(section.content.whyItHelps).not.toBe("");
    expect(section.content.steps!.length).toBeGreaterThanOrEqual(3);
    if (section.type === "vibeCode") expect(section.content.whatToBuild).toBeTruthy();
    if (section.type === "agent") expect(section.content.whatToDo).toBeTruthy();
  }
  const general = generator.useCaseSections(anonymousLink);
  expect(general.introduction.startsWith(NO_ROLE_FROM_LINK)).toBe(true);
  expect(general.sections).toHaveLength(6);
});

test("no answer claims to have read a profile", () => {
  const texts = [
    generator.ideaTool(phrase).roleAnalysis,
    ...[roleLink, anonymousLink].flatMap((link) => {
      const ideas = generator.beginnerIdeas(link);
      const bundle = generator.useCaseSections(link);
      return [ideas.introduction!, ideas.conclusion!, bundle.introduction, bundle.conclusion];
    }),
  ];
  for (const text of texts) expect(text).not.toMatch(claimsToHaveRead);
});

test("the same input always gives the same answer", () => {
  const again = createBuiltinGenerator([...ROLE_LIBRARY]);
  expect(again.ideaTool("Marketing Director")).toEqual(generator.ideaTool("Marketing Director"));
  expect(again.beginnerIdeas(roleLink)).toEqual(generator.beginnerIdeas(roleLink));
  expect(again.useCaseSections(roleLink)).toEqual(generator.useCaseSections(roleLink));
  expect(JSON.stringify(generator.useCaseSections(anonymousLink))).toBe(JSON.stringify(generator.useCaseSections(anonymousLink)));
});
