import { detectRole, GENERAL_ROLE_ID, toWords, type DetectedRole } from "./detect-role";
import type { LibraryIdea, RoleProfile } from "./library/role-schema";
import type { ProfileUrl } from "./linkedin-url";
import type { ProfileFacts } from "./profile-provider.server";
import type { BeginnerIdea, BeginnerIdeaType, BeginnerIdeasResult, IdeaToolResult, UseCaseBundle, UseCaseSection } from "./types";

/** The honest sentence for a link or a text that names no role the library knows. */
export const NO_ROLE_FROM_LINK = "We couldn't tell your role from the link, so here are ideas that work for most professionals.";
export const NO_ROLE_FROM_TEXT = "We couldn't tell your role from what you wrote, so here are ideas that work for most professionals.";
export const NO_ROLE_FROM_LINK_OR_TEXT =
  "We couldn't tell your role from the link or from what you wrote, so here are ideas that work for most professionals.";

/** What the visitor gave beside the link: their own words ("About you") and, with a profile provider on, the public profile's facts. */
export interface VisitorContext {
  about?: string;
  facts?: ProfileFacts;
}

/** Where the role was read: the visitor's words, their public profile, or the link's words. */
export type RoleSource = "text" | "profile" | "link";

export interface FoundRole extends DetectedRole {
  source: RoleSource;
}

/** How an introduction names where the role came from, before the quoted phrase. */
const SOURCE_OPENING: Record<RoleSource, string> = {
  text: "From what you told us",
  profile: "From your public profile",
  link: "Based on the words in your profile link",
};

export interface BuiltinGenerator {
  ideaTool(input: string): IdeaToolResult;
  beginnerIdeas(profile: ProfileUrl, context?: VisitorContext): BeginnerIdeasResult;
  useCaseSections(profile: ProfileUrl, context?: VisitorContext): UseCaseBundle;
  /** The role the words name, or null (exposed for tests and the model's prompt). */
  detect(words: string[]): DetectedRole | null;
  /** The role the visitor's words, then their profile's facts, then the link's words name; null when none does. */
  find(profile: ProfileUrl, context?: VisitorContext): FoundRole | null;
}

function ideasOf(role: RoleProfile, kind: LibraryIdea["kind"]): LibraryIdea[] {
  return role.ideas.filter((idea) => idea.kind === kind);
}

function first(role: RoleProfile, kind: LibraryIdea["kind"]): LibraryIdea {
  const idea = ideasOf(role, kind)[0];
  if (!idea) throw new Error(`The idea library's role "${role.id}" has no ${kind} idea`);
  return idea;
}

/** The facts that name a role, most telling first: the headline and current role before past titles and the summary. */
function factTexts(facts: ProfileFacts | undefined): string[] {
  if (!facts) return [];
  return [facts.headline, facts.occupation, ...facts.titles, facts.summary].filter((text): text is string => !!text);
}

const BEGINNER_TYPE: Record<"prompt" | "build" | "creative", BeginnerIdeaType> = {
  prompt: "prompt",
  build: "simple_tool",
  creative: "creative",
};

function beginnerIdea(idea: LibraryIdea, type: BeginnerIdeaType): BeginnerIdea {
  return {
    type,
    title: idea.title,
    difficulty: idea.difficulty,
    description: idea.description,
    prompt: idea.prompt,
    steps: [...idea.steps],
    how_to_try: idea.howToTry,
    example: idea.example,
  };
}

const SECTION_TYPE = { prompt: "prompt", build: "vibeCode", agent: "agent" } as const;

function section(idea: LibraryIdea): UseCaseSection {
  const type = SECTION_TYPE[idea.kind as keyof typeof SECTION_TYPE];
  return {
    id: idea.id,
    type,
    title: idea.title,
    subtitle: idea.subtitle,
    content: {
      description: idea.description,
      benefits: [...idea.benefits],
      prompt: idea.prompt,
      whatToBuild: idea.whatToBuild,
      whatToDo: idea.whatToDo,
      whyItHelps: idea.whyItHelps,
      steps: [...idea.steps],
    },
  };
}

/**
 * The default provider: offline and deterministic. It knows only what the visitor typed, the
 * words of their profile link and, when a profile provider is on, the facts it found in the public
 * profile — it never reads a profile itself — and answers from the hand-written library of
 * `content/idea-library/`, saying where the role came from, or plainly that it could not tell.
 */
export function createBuiltinGenerator(roles: readonly RoleProfile[]): BuiltinGenerator {
  const general = roles.find((role) => role.id === GENERAL_ROLE_ID);
  function generalProfile(): RoleProfile {
    if (!general) throw new Error(`The idea library has no "${GENERAL_ROLE_ID}" profile (content/idea-library/general.yaml)`);
    return general;
  }
  const detect = (words: string[]) => detectRole(words, roles);

  function find(profile: ProfileUrl, context: VisitorContext = {}): FoundRole | null {
    if (context.about) {
      const found = detect(toWords(context.about));
      if (found) return { ...found, source: "text" };
    }
    for (const text of factTexts(context.facts)) {
      const found = detect(toWords(text));
      if (found) return { ...found, source: "profile" };
    }
    const found = detect(profile.words);
    return found ? { ...found, source: "link" } : null;
  }

  /** The honest sentence when nothing named a role, naming what was tried. */
  const noRole = (context: VisitorContext) => (context.about ? NO_ROLE_FROM_LINK_OR_TEXT : NO_ROLE_FROM_LINK);

  return {
    detect,
    find,

    ideaTool(input) {
      const found = detect(toWords(input));
      const role = found?.role ?? generalProfile();
      const opening = found ? `From what you wrote ("${found.phrase}"), these ideas are for ${role.audience}.` : NO_ROLE_FROM_TEXT;
      return {
        roleAnalysis: `${opening} ${role.summary}`,
        useCases: [...role.useCases],
        recommendations: [...ideasOf(role, "prompt"), ...ideasOf(role, "build")].map((idea) => ({
          title: idea.title,
          description: idea.description,
          prompt: idea.prompt,
        })),
      };
    },

    beginnerIdeas(profile, context = {}) {
      const found = find(profile, context);
      const role = found?.role ?? generalProfile();
      const ideas = (["prompt", "build", "creative"] as const).map((kind) => beginnerIdea(first(role, kind), BEGINNER_TYPE[kind]));
      return {
        introduction: found
          ? `${SOURCE_OPENING[found.source]} ("${found.phrase}"), here are three beginner-friendly ideas for ${role.audience}: a prompt to paste into ChatGPT or Claude, a small tool to build, and something playful to try.`
          : `${noRole(context)} Start with a prompt to paste into ChatGPT or Claude, a small tool to build, and something playful to try.`,
        ideas,
        conclusion:
          "Pick the one that fits your week and try it in the next ten minutes. Check what the AI writes before you use it: it drafts, you decide.",
      };
    },

    useCaseSections(profile, context = {}) {
      const found = find(profile, context);
      const role = found?.role ?? generalProfile();
      const own = [...ideasOf(role, "prompt"), ...ideasOf(role, "build"), ...ideasOf(role, "agent")];
      // The general agents widen the choice, so the analyzer can leave out agents that need
      // private company systems and still show two.
      const extra = role.id === GENERAL_ROLE_ID ? [] : ideasOf(generalProfile(), "agent");
      const sections = [...own, ...extra].map(section);
      return {
        introduction: found
          ? `${SOURCE_OPENING[found.source]} ("${found.phrase}"), here are AI use cases for ${role.audience}: prompts to try today, small tools to build in an afternoon, and simple agents that work while you do.`
          : `${noRole(context)} You'll find prompts to try today, small tools to build in an afternoon, and simple agents that work while you do.`,
        sections,
        conclusion:
          "Start with one prompt this week, then build the tool that would save you the most time. Review what the AI produces before you share it: it drafts, you decide.",
      };
    },
  };
}
