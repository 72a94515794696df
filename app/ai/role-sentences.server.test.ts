import { expect, test } from "vitest";
import { createBuiltinGenerator, type VisitorContext } from "./builtin-generator.server";
import { GENERAL_ROLE_ID } from "./detect-role";
import { ROLE_LIBRARY } from "./library/roles.server";
import { parseProfileUrl, type ProfileUrl } from "./linkedin-url";

/**
 * The built-in generator's own sentences, for every role, every phrase that finds it and every
 * place the role can come from, checked against the mistakes a template makes: a field named as if
 * it were a person ("for a Customer Success and Support"), the wrong article, doubled words,
 * stray spaces and punctuation.
 */
const FAILING: [string, RegExp][] = [
  ["a capitalised label after an article (a field named as a person)", /\bfor an? (?!K-12\b)[A-Z][a-z]/],
  ["'and' joining two capitalised fields after an article", /\ban? [A-Z][\w-]*(?: [A-Z][\w-]*)* and [A-Z]/],
  ["'a' before a vowel", /\ba [aeiou]\w/i],
  ["'an' before a consonant", /\ban (?!hr\b|hour|honest)[b-df-hj-np-tv-z]/i],
  ["two articles in a row", /\b(a|an|the) (a|an|the)\b/i],
  ["a doubled word", /\b(\w+) \1\b/i],
  ["a space before punctuation", /\s[,.:;!?]/],
  ["two spaces", / {2}/],
  ["doubled punctuation", /[,.:;]{2}/],
  ["empty quotes", /\(""\)|""/],
  ["an unfinished template", /undefined|null|\$\{|\[object/],
];

function problems(sentence: string): string[] {
  const found = FAILING.filter(([, pattern]) => pattern.test(sentence)).map(([name]) => name);
  if (!/^[A-Z]/.test(sentence)) found.push("does not start with a capital");
  if (!/[.!?]$/.test(sentence)) found.push("does not end a sentence");
  return found;
}

function link(slug: string): ProfileUrl {
  const parsed = parseProfileUrl(`https://www.linkedin.com/in/${slug}`, "beginner");
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.profile;
}

const generator = createBuiltinGenerator(ROLE_LIBRARY);
const anonymous = link("jane-doe-4b2a91");
const roles = ROLE_LIBRARY.filter((role) => role.id !== GENERAL_ROLE_ID);

/** Every sentence the generator writes itself (the library's own texts are checked by its schema). */
function sentencesFor(profile: ProfileUrl, context: VisitorContext, ideaToolText?: string): string[] {
  const beginner = generator.beginnerIdeas(profile, context);
  const sections = generator.useCaseSections(profile, context);
  const written = [beginner.introduction!, beginner.conclusion!, sections.introduction, sections.conclusion];
  if (ideaToolText !== undefined) {
    // The idea tool's analysis is its own opening sentence followed by the role's summary.
    written.push(generator.ideaTool(ideaToolText).roleAnalysis);
  }
  return written;
}

test("every role's introduction reads naturally, from every phrase and every source", () => {
  const failures: string[] = [];
  let checked = 0;
  for (const role of roles) {
    for (const phrase of role.matchPhrases) {
      const cases: [string, ProfileUrl, VisitorContext, string?][] = [
        ["text", anonymous, { about: phrase }, phrase],
        ["profile", anonymous, { facts: { headline: phrase, titles: [], skills: [] } }],
        ["link", link(`jane-doe-${phrase.replace(/[^\p{L}\p{N}]+/gu, "-")}`), {}],
      ];
      for (const [source, profile, context, ideaToolText] of cases) {
        for (const sentence of sentencesFor(profile, context, ideaToolText)) {
          checked += 1;
          const wrong = problems(sentence);
          if (wrong.length > 0) failures.push(`${role.id} (${source}, "${phrase}"): ${wrong.join(", ")}: ${sentence}`);
        }
      }
    }
  }
  expect(checked).toBeGreaterThan(1_000);
  expect(failures).toEqual([]);
});

test("the sentences said when no role is found read naturally too", () => {
  const none = [
    ...sentencesFor(anonymous, {}, "zzq xyzzy"),
    ...sentencesFor(anonymous, { about: "zzq xyzzy" }),
    ...sentencesFor(anonymous, { facts: { headline: "zzq", titles: [], skills: [] } }),
  ];
  for (const sentence of none) expect(problems(sentence), sentence).toEqual([]);
});

test("the patterns catch what they are for", () => {
  expect(problems("Here are ideas for a Customer Success and Support.")).not.toEqual([]);
  expect(problems("Here are ideas for a engineer.")).not.toEqual([]);
  expect(problems("Here are ideas for an product manager.")).not.toEqual([]);
  expect(problems("Here are ideas for for you.")).not.toEqual([]);
  expect(problems("Here are ideas for someone in customer success and support.")).toEqual([]);
  expect(problems("Here are ideas for an HR leader.")).toEqual([]);
});

test("the introduction says where the role came from", () => {
  const role = roles[0]!;
  const phrase = role.matchPhrases[0]!;
  expect(generator.beginnerIdeas(anonymous, { about: phrase }).introduction).toMatch(/^From what you told us \("/);
  expect(generator.beginnerIdeas(anonymous, { facts: { headline: phrase, titles: [], skills: [] } }).introduction).toMatch(
    /^From your public profile \("/,
  );
  // The visitor's own words come first: they said what they do today.
  const other = roles[1]!;
  const found = generator.find(link(`jane-${other.matchPhrases[0]!.replace(/\W+/g, "-")}`), { about: phrase });
  expect(found?.role.id).toBe(role.id);
  expect(found?.source).toBe("text");
});
