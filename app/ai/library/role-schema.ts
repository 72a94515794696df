import { z } from "zod";

/**
 * What one file of the idea library (content/idea-library/<role>.yaml) must hold: a role or
 * industry with ideas written by hand, complete in every field the mini apps and the idea tool
 * show. Every rule of a file lives here; the loader adds the rules that span files.
 */

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const countWords = (text: string) => text.trim().split(/\s+/).length;

// Checks only: a value is kept exactly as written, so nothing here trims or rewrites it.
const text = z.string().refine((value) => value.trim() !== "", "must not be empty");
const oneLine = text.regex(/^[^\n]*$/, "must be one line");
const kebabId = text.regex(KEBAB_CASE, "must be kebab-case: lowercase words joined by hyphens");

function words(min: number, max = Infinity) {
  const needed = max === Infinity ? `at least ${min}` : `${min} to ${max}`;
  return text.refine((value) => countWords(value) >= min && countWords(value) <= max, {
    error: (issue) => `has ${countWords(String(issue.input))} words; ${needed} are needed`,
  });
}

/** Unknown keys are typos (a misspelt whatToBuild would otherwise vanish), not data. */
const unknownKeys = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `unknown field ${issue.keys?.join(", ")}` : undefined,
};

export const IDEA_KINDS = ["prompt", "build", "agent", "creative"] as const;
/** How many ideas of each kind a role has. */
export const IDEAS_PER_KIND: Record<IdeaKind, number> = { prompt: 2, build: 2, agent: 2, creative: 1 };

export const LibraryIdeaSchema = z
  .strictObject(
    {
      /** Unique across the whole library, e.g. "pm-prd-critic". */
      id: kebabId,
      /**
       * prompt: paste into ChatGPT or Claude; build: a small app made in a no-code builder in ~90 min;
       * agent: an automation (e.g. in Relay.app) that runs on a trigger; creative: a playful,
       * low-stakes first use that builds confidence.
       */
      kind: z.enum(IDEA_KINDS),
      title: oneLine.max(70, "must be at most 70 characters"),
      subtitle: oneLine.max(110, "must be at most 110 characters"),
      /** One or two sentences: what it is and what the visitor gets. */
      description: words(8),
      /** Paste-ready for ChatGPT or Claude; [square brackets] mark what the visitor fills in. */
      prompt: words(60, 180),
      /** Short imperative steps. */
      steps: z.array(oneLine).min(3, "needs 3 to 5 steps").max(5, "needs 3 to 5 steps"),
      /** One sentence: how to try it in the next ten minutes. */
      howToTry: words(6),
      /** A concrete, realistic example for this role (input and what comes out). */
      example: words(8),
      difficulty: z.enum(["Beginner", "Intermediate", "Advanced"]),
      benefits: z.array(oneLine).min(2, "needs 2 to 4 benefits").max(4, "needs 2 to 4 benefits"),
      /** One or two sentences on why it matters for this role. */
      whyItHelps: words(8),
      /** Build ideas only: what to build in about 90 minutes (screens, data, actions). */
      whatToBuild: words(20).optional(),
      /** Agent ideas only: the trigger, what the agent does step by step, and what it delivers. */
      whatToDo: words(20).optional(),
    },
    unknownKeys,
  )
  .superRefine((idea, ctx) => {
    for (const [field, kind] of [
      ["whatToBuild", "build"],
      ["whatToDo", "agent"],
    ] as const) {
      if (idea.kind === kind && idea[field] === undefined)
        ctx.addIssue({ code: "custom", path: [field], message: `is required for a ${kind} idea` });
      if (idea.kind !== kind && idea[field] !== undefined)
        ctx.addIssue({ code: "custom", path: [field], message: `belongs to ${kind} ideas only, not ${idea.kind}` });
    }
  });

export const RoleProfileSchema = z.strictObject(
  {
    /** The file's name, e.g. "product-manager" for product-manager.yaml. */
    id: kebabId,
    /** How the role is named to the visitor, e.g. "Product Manager". */
    label: oneLine.min(3, "must be at least 3 characters"),
    /**
     * Who the ideas are for, as it reads after "for" in a sentence: "a product manager", "an
     * engineer", "someone in customer success and support". The label names a field as often as a
     * person, so "for a Customer Success and Support" is what the label alone would give.
     */
    audience: oneLine
      .max(80, "must be at most 80 characters")
      .regex(/^(a|an|someone|people) \S/, 'must start with "a", "an", "someone" or "people" and read after "for"'),
    /**
     * Words or phrases that identify the role in free text ("I'm a PM at a SaaS startup") or in
     * the words of a LinkedIn URL slug ("jane-doe-product-manager"). Most specific first.
     */
    matchPhrases: z
      .array(
        z
          .string()
          .refine((phrase) => phrase === phrase.toLowerCase().trim() && phrase !== "", "must be lower-case, without spaces around it"),
      )
      .min(1, "needs at least one phrase"),
    /**
     * Where AI helps this role, addressed to "you". The generator only ever knows the role, so the
     * summary never claims to have read or seen a profile.
     */
    summary: words(20).refine(
      (summary) => !/\b(your|this) profile\b/i.test(summary),
      "must not speak of the visitor's profile: the generator never reads one",
    ),
    /** Each one line. */
    useCases: z.array(oneLine).length(5, "needs exactly 5 use cases"),
    ideas: z.array(LibraryIdeaSchema).superRefine((ideas, ctx) => {
      const counts = Object.fromEntries(IDEA_KINDS.map((kind) => [kind, ideas.filter((idea) => idea.kind === kind).length]));
      if (IDEA_KINDS.some((kind) => counts[kind] !== IDEAS_PER_KIND[kind])) {
        const list = (count: (kind: IdeaKind) => number) => IDEA_KINDS.map((kind) => `${count(kind)} ${kind}`).join(", ");
        ctx.addIssue({
          code: "custom",
          message: `needs exactly ${list((kind) => IDEAS_PER_KIND[kind])} ideas; has ${list((kind) => counts[kind]!)}`,
        });
      }
    }),
  },
  unknownKeys,
);

export type IdeaKind = (typeof IDEA_KINDS)[number];
export type LibraryIdea = z.infer<typeof LibraryIdeaSchema>;
export type RoleProfile = z.infer<typeof RoleProfileSchema>;
