import { detectRole, GENERAL_ROLE_ID, toWords, type DetectedRole } from "./detect-role";
import type { LibraryIdea, RoleProfile } from "./library/role-schema";
import type { ProfileUrl } from "./linkedin-url";
import type { BeginnerIdea, BeginnerIdeaType, BeginnerIdeasResult, IdeaToolResult, UseCaseBundle, UseCaseSection } from "./types";

/** The honest sentence for a link or a text that names no role the library knows. */
export const NO_ROLE_FROM_LINK = "We couldn't tell your role from the link, so here are ideas that work for most professionals.";
export const NO_ROLE_FROM_TEXT = "We couldn't tell your role from what you wrote, so here are ideas that work for most professionals.";

export interface BuiltinGenerator {
  ideaTool(input: string): IdeaToolResult;
  beginnerIdeas(profile: ProfileUrl): BeginnerIdeasResult;
  useCaseSections(profile: ProfileUrl): UseCaseBundle;
  /** The role the words name, or null (exposed for tests and the model's prompt). */
  detect(words: string[]): DetectedRole | null;
}

function ideasOf(role: RoleProfile, kind: LibraryIdea["kind"]): LibraryIdea[] {
  return role.ideas.filter((idea) => idea.kind === kind);
}

function first(role: RoleProfile, kind: LibraryIdea["kind"]): LibraryIdea {
  const idea = ideasOf(role, kind)[0];
  if (!idea) throw new Error(`The idea library's role "${role.id}" has no ${kind} idea`);
  return idea;
}

/** "Product Manager" → "a Product Manager", "Executive" → "an Executive", "HR Leader" → "an HR Leader". */
function withArticle(label: string): string {
  return /^([aeio]|hr\b)/i.test(label) ? `an ${label}` : `a ${label}`;
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
 * The default provider: offline and deterministic. It knows only what the visitor typed or the
 * words of their profile link — it never reads a profile — and answers from the hand-written
 * library of `content/idea-library/`, saying plainly when it could not tell the role.
 */
export function createBuiltinGenerator(roles: readonly RoleProfile[]): BuiltinGenerator {
  const general = roles.find((role) => role.id === GENERAL_ROLE_ID);
  function generalProfile(): RoleProfile {
    if (!general) throw new Error(`The idea library has no "${GENERAL_ROLE_ID}" profile (content/idea-library/general.yaml)`);
    return general;
  }
  const detect = (words: string[]) => detectRole(words, roles);

  return {
    detect,

    ideaTool(input) {
      const found = detect(toWords(input));
      const role = found?.role ?? generalProfile();
      const opening = found
        ? `From what you wrote ("${found.phrase}"), these ideas are for ${withArticle(role.label)}.`
        : NO_ROLE_FROM_TEXT;
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

    beginnerIdeas(profile) {
      const found = detect(profile.words);
      const role = found?.role ?? generalProfile();
      const ideas = (["prompt", "build", "creative"] as const).map((kind) => beginnerIdea(first(role, kind), BEGINNER_TYPE[kind]));
      return {
        introduction: found
          ? `Based on the words in your profile link ("${found.phrase}"), here are three beginner-friendly ideas for ${withArticle(role.label)}: a prompt to paste into ChatGPT or Claude, a small tool to build, and something playful to try.`
          : `${NO_ROLE_FROM_LINK} Start with a prompt to paste into ChatGPT or Claude, a small tool to build, and something playful to try.`,
        ideas,
        conclusion:
          "Pick the one that fits your week and try it in the next ten minutes. Check what the AI writes before you use it: it drafts, you decide.",
      };
    },

    useCaseSections(profile) {
      const found = detect(profile.words);
      const role = found?.role ?? generalProfile();
      const own = [...ideasOf(role, "prompt"), ...ideasOf(role, "build"), ...ideasOf(role, "agent")];
      // The general agents widen the choice, so the analyzer can leave out agents that need
      // private company systems and still show two.
      const extra = role.id === GENERAL_ROLE_ID ? [] : ideasOf(generalProfile(), "agent");
      const sections = [...own, ...extra].map(section);
      return {
        introduction: found
          ? `Based on the words in your profile link ("${found.phrase}"), here are AI use cases for ${withArticle(role.label)}: prompts to try today, small tools to build in an afternoon, and simple agents that work while you do.`
          : `${NO_ROLE_FROM_LINK} You'll find prompts to try today, small tools to build in an afternoon, and simple agents that work while you do.`,
        sections,
        conclusion:
          "Start with one prompt this week, then build the tool that would save you the most time. Review what the AI produces before you share it: it drafts, you decide.",
      };
    },
  };
}
